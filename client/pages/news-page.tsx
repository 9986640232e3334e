/** A page of older posts (/news/page/<n>): the news list's component (client/pages/news.tsx). */
export { default } from './news';
