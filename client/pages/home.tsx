import { HeroIllustration } from '../components/illustrations';
import type { HomePageData, LatestPost } from '../app/state';
import {
  CONTAINER,
  CtaLink,
  Eyebrow,
  Figures,
  Icon,
  Image,
  LOOKS,
  Link,
  MailLine,
  Section,
  fillTemplate,
  lazyWhenVisible,
} from '../components/kit';
import type { HomeData, Testimonial } from './home.schema';

const Carousel = lazyWhenVisible(() => import('../components/carousel'));

/**
 * A testimonial: the result beside the quote; the figure holds the quote and its caption only (a
 * figcaption must be its figure's first or last child). Quoted with the language's marks, and
 * linked to the client's case study once one is published.
 */
function Quote({ t, copy, caseStudy }: { t: Testimonial; copy: HomeData['testimonials']; caseStudy: string | undefined }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-12">
      <div className="lg:pt-2">
        <p className="text-lg font-semibold text-primary-800 dark:text-primary-300">{t.result}</p>
        {caseStudy && (
          <Link href={caseStudy} className={`mt-3 inline-flex min-h-11 items-center ${LOOKS.link}`}>
            {copy.caseStudy}
          </Link>
        )}
      </div>
      <figure>
        <blockquote className="text-xl leading-relaxed text-balance text-gray-900 sm:text-2xl dark:text-white">
          <p>{`${copy.quoteMarks.open}${t.quote}${copy.quoteMarks.close}`}</p>
        </blockquote>
        <figcaption className="mt-6 flex items-center gap-4">
          <span
            aria-hidden="true"
            className="grid size-12 shrink-0 place-items-center rounded-full bg-primary-100 font-semibold text-primary-800 dark:bg-primary-950 dark:text-primary-300"
          >
            {t.initials}
          </span>
          <span>
            <span className="block font-semibold text-gray-900 dark:text-white">{t.name}</span>
            <span className="block text-gray-600 dark:text-gray-400">
              {t.role}, {t.company}
            </span>
          </span>
        </figcaption>
      </figure>
    </div>
  );
}

/**
 * The latest posts, newest first: date, reading time, title (the link), description. The date
 * comes written (the worker's longDate), so the home page's first load carries no formatting code.
 */
function LatestPosts({ copy, posts }: { copy: HomeData['latest']; posts: readonly LatestPost[] }) {
  return (
    <Section id={copy.id} eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {posts.map((p) => (
          <li
            key={p.key}
            className="flex flex-col rounded-2xl border border-gray-200 bg-white p-7 shadow-sm dark:border-gray-800 dark:bg-gray-900 dark:shadow-none"
          >
            <p className="text-sm text-gray-600 dark:text-gray-400">
              <time dateTime={p.published}>{p.date}</time> · {fillTemplate(copy.readingTime, { minutes: p.readingMinutes })}
            </p>
            <h3 className="mt-3 text-xl font-semibold text-balance text-gray-900 dark:text-white">
              <Link href={p.url} className="hover:underline">
                {p.title}
              </Link>
            </h3>
            <p className="mt-3 leading-relaxed text-gray-600 dark:text-gray-400">{p.description}</p>
          </li>
        ))}
      </ul>
      <CtaLink cta={copy.more} look="link" className="mt-6 inline-flex min-h-11 items-center" />
    </Section>
  );
}

/** The top of the page: its one <h1>, the two calls to action, the highlights and the clients. */
function Hero({ copy }: { copy: HomeData['hero'] }) {
  return (
    <div className="relative overflow-hidden border-b border-gray-200 bg-gradient-to-b from-primary-50/80 via-white to-white dark:border-gray-800 dark:from-primary-950/50 dark:via-gray-950 dark:to-gray-950">
      <div
        className={`${CONTAINER} grid items-center gap-12 pt-14 pb-16 sm:pt-20 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:pt-24 lg:pb-24`}
      >
        <div>
          <Eyebrow>{copy.eyebrow}</Eyebrow>
          <h1 className="mt-4 text-4xl font-semibold tracking-tight text-balance text-gray-900 sm:text-5xl lg:text-6xl dark:text-white">
            {copy.heading}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-gray-600 sm:text-xl dark:text-gray-300">{copy.lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <CtaLink cta={copy.primaryCta} look="primary" />
            <CtaLink cta={copy.secondaryCta} look="secondary" />
          </div>
          <ul className="mt-8 grid gap-2 text-gray-700 sm:grid-cols-3 sm:gap-4 dark:text-gray-300">
            {copy.highlights.map((h) => (
              <li key={h} className="flex gap-2 text-sm leading-snug">
                <Icon name="lucide:check" size={16} className="text-primary-700 dark:text-primary-400" />
                {h}
              </li>
            ))}
          </ul>
        </div>
        <HeroIllustration className="hidden h-auto w-full max-w-md justify-self-end lg:block" />
      </div>
      <div className={`${CONTAINER} pb-12`}>
        <p className="text-sm font-medium text-gray-600 dark:text-gray-400">{copy.clientsLabel}</p>
        <ul className="mt-4 flex flex-wrap gap-x-8 gap-y-3 text-lg font-semibold tracking-tight text-gray-500 dark:text-gray-400">
          {copy.clients.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** What we offer, numbered: each offering's points and its call to action. */
function Offerings({ copy }: { copy: HomeData['offerings'] }) {
  return (
    <Section id={copy.id} eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {copy.items.map((o, i) => (
          <li
            key={o.id}
            className="flex flex-col rounded-2xl border border-gray-200 bg-white p-7 shadow-sm dark:border-gray-800 dark:bg-gray-900 dark:shadow-none"
          >
            <span aria-hidden="true" className="text-sm font-semibold text-primary-700 dark:text-primary-400">
              0{i + 1}
            </span>
            <h3 className="mt-3 text-xl font-semibold text-gray-900 dark:text-white">{o.title}</h3>
            <p className="mt-3 leading-relaxed text-gray-600 dark:text-gray-400">{o.text}</p>
            <ul className="mt-5 space-y-2 border-t border-gray-100 pt-5 text-sm text-gray-700 dark:border-gray-800 dark:text-gray-300">
              {o.points.map((p) => (
                <li key={p} className="flex gap-2">
                  <span aria-hidden="true" className="text-primary-700 dark:text-primary-400">
                    —
                  </span>
                  {p}
                </li>
              ))}
            </ul>
            <CtaLink cta={o.cta} look="link" className="mt-auto self-start pt-6" />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The product on a dark panel: what it does, its figures, two calls to action and a picture. */
function Product({ copy }: { copy: HomeData['product'] }) {
  return (
    <section id={copy.id} aria-labelledby={`${copy.id}-title`} className="defer-offscreen scroll-mt-16 pb-16 sm:pb-24">
      <div className={CONTAINER}>
        <div className="grid items-center gap-10 overflow-hidden rounded-3xl bg-gray-900 p-6 ring-1 ring-gray-900 sm:p-12 lg:grid-cols-2 dark:bg-gray-900 dark:ring-gray-800">
          <div>
            <p className="text-sm font-semibold tracking-wider text-primary-400 uppercase">{copy.eyebrow}</p>
            <h2 id={`${copy.id}-title`} className="mt-3 text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl">
              {copy.title}
            </h2>
            <p className="mt-5 text-lg leading-relaxed text-gray-300">{copy.text}</p>
            <dl className="mt-8 grid grid-cols-2 gap-x-4 gap-y-6 border-t border-gray-700 pt-6 sm:grid-cols-3">
              {copy.stats.map((s) => (
                <div key={s.label} className="flex flex-col-reverse gap-1">
                  <dt className="text-sm text-gray-400">{s.label}</dt>
                  <dd className="text-2xl font-semibold whitespace-nowrap text-white sm:text-3xl">{s.value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-8 flex flex-wrap gap-3">
              <CtaLink cta={copy.cta} look="bright" />
              <Link
                href={copy.secondaryCta.href}
                className="inline-flex min-h-11 items-center rounded-lg border border-gray-600 px-5 py-2.5 font-medium text-white hover:border-gray-400"
              >
                {copy.secondaryCta.label}
              </Link>
            </div>
          </div>
          <Image image={copy.image} className="h-auto w-full rounded-2xl" />
        </div>
      </div>
    </section>
  );
}

/** What clients say, in the carousel (loaded when it comes near the viewport); each quote links its case study once published. */
function Testimonials({ copy, caseStudies }: { copy: HomeData['testimonials']; caseStudies: Readonly<Record<string, string>> }) {
  return (
    <Section id={copy.id} eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} muted>
      <Carousel
        frameClassName="min-h-[26rem] sm:min-h-[20rem] lg:min-h-[15rem]"
        placeholder={<div className="h-[26rem] animate-pulse rounded-2xl bg-gray-200/60 sm:h-[20rem] lg:h-[15rem] dark:bg-gray-800/60" />}
        labels={copy.labels}
        slides={copy.items.map((t) => (
          <Quote key={t.name} t={t} copy={copy} caseStudy={caseStudies[t.company]} />
        ))}
      />
    </Section>
  );
}

/** The closing call: two ways to start a conversation, and the address for those who prefer e-mail. */
function Closing({ copy }: { copy: HomeData['closing'] }) {
  return (
    <section id={copy.id} aria-labelledby={`${copy.id}-title`} className="defer-offscreen scroll-mt-16 pb-20 sm:pb-28">
      <div className={CONTAINER}>
        <div className="rounded-3xl border border-primary-200 bg-primary-50 px-6 py-12 text-center sm:px-12 sm:py-16 dark:border-primary-900 dark:bg-primary-950/40">
          <h2 id={`${copy.id}-title`} className="text-3xl font-semibold tracking-tight text-gray-900 sm:text-4xl dark:text-white">
            {copy.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-gray-700 dark:text-gray-300">{copy.text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <CtaLink cta={copy.cta} look="primary" />
            <CtaLink cta={copy.secondaryCta} look="secondary" />
          </div>
          <MailLine mail={copy.mail} className="mt-6" />
        </div>
      </div>
    </section>
  );
}

/** /: the hero, what we offer, the product, what clients say, the latest posts, our figures and the closing call. */
export default function HomePage({ data }: { data: HomePageData }) {
  const { latest, figures, latestPosts = [], caseStudies = {} } = data;
  return (
    <>
      <Hero copy={data.hero} />
      <Offerings copy={data.offerings} />
      <Product copy={data.product} />
      <Testimonials copy={data.testimonials} caseStudies={caseStudies} />
      {latestPosts.length > 0 && <LatestPosts copy={latest} posts={latestPosts} />}
      <Section id={figures.id} eyebrow={figures.eyebrow} title={figures.title}>
        <Figures items={figures.items} />
      </Section>
      <Closing copy={data.closing} />
    </>
  );
}
