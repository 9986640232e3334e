/** The posts of one topic (/news/tag/<id>): the news list's component (client/pages/news.tsx). */
export { default } from './news';
