import { HeroSlider, NoticeBoard } from '@school/widgets';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { api } from '../api.ts';
import { NearViewport } from '../components/near-viewport.tsx';
import { useSpaLink } from '../components/spa-link.ts';
import heroPoster from '../content/images/hero-poster.svg?no-inline';
import { defineWords, type Lang } from '../i18n.ts';
import { localePath, pageTitle } from '../paths.ts';
import { useLang } from '../use-lang.ts';

/** What a section's widgets need of the page: its link handler and its language. */
interface Page {
  follow: ReturnType<typeof useSpaLink>;
  lang: Lang;
}

const WORDS = defineWords({
  en: {
    videos: 'Video Gallery',
    gallery: 'Gallery',
    tasks: 'What parents come for',
    result: 'Exam Result',
    admission: 'Admission',
  },
  bn: {
    videos: 'ভিডিও গ্যালারি',
    gallery: 'গ্যালারি',
    tasks: 'অভিভাবকেরা যা খোঁজেন',
    result: 'পরীক্ষার ফলাফল',
    admission: 'ভর্তি',
  },
});

/** The two tasks most visitors come for, first on the page, one tap away on a phone. */
function Tasks({ lang }: { lang: Lang }) {
  const words = WORDS[lang];
  return (
    <nav className="home-tasks" aria-label={words.tasks}>
      <Link className="home-task" to={localePath('/exam-result', lang)}>
        {words.result}
      </Link>
      <Link className="home-task" to={localePath('/admission-page', lang)}>
        {words.admission}
      </Link>
    </nav>
  );
}

/** A home section below the fold: what it shows, and about its height until it is there. */
interface Section {
  name: string;
  /** Its widgets' code, fetched (then their data) when the visitor comes near it. */
  load: () => Promise<(page: Page) => ReactNode>;
  /** About its height on a phone, kept until it loads (the page below keeps its place). */
  minHeight: string;
}

const pair = (first: ReactNode, second: ReactNode) => (
  <div className="home-pair">
    <div>{first}</div>
    <div>{second}</div>
  </div>
);

const titled = (title: string, body: ReactNode) => (
  <section className="home-titled" aria-label={title}>
    <h2>{title}</h2>
    {body}
  </section>
);

/**
 * The sections under the hero and the notice board, in the spec's order (§2): each widget's code
 * is its own chunk, fetched with its data only when the visitor scrolls near it.
 */
const BELOW: Section[] = [
  {
    name: 'messages',
    minHeight: '36rem',
    load: async () => {
      const { HeadMessages } = await import('@school/widgets/head-messages');
      return ({ lang }) => <HeadMessages api={api} lang={lang} headingLevel={2} />;
    },
  },
  {
    name: 'history',
    minHeight: '48rem',
    load: async () => {
      const [{ SchoolHistory }, { InstituteCard }] = await Promise.all([
        import('@school/widgets/history'),
        import('@school/widgets/institute-card'),
      ]);
      return ({ follow, lang }) =>
        pair(
          <SchoolHistory
            api={api}
            lang={lang}
            headingLevel={2}
            href={localePath('/history', lang)}
            onSelect={follow}
          />,
          <InstituteCard api={api} lang={lang} headingLevel={2} />,
        );
    },
  },
  {
    name: 'credentials',
    minHeight: '40rem',
    load: async () => {
      const [{ Credentials }, { ImportantLinks }] = await Promise.all([
        import('@school/widgets/credentials'),
        import('@school/widgets/important-links'),
      ]);
      return ({ lang }) =>
        pair(
          <Credentials api={api} lang={lang} headingLevel={2} />,
          <ImportantLinks api={api} lang={lang} headingLevel={2} />,
        );
    },
  },
  {
    name: 'links',
    minHeight: '44rem',
    load: async () => {
      const { LinkGroups } = await import('@school/widgets/link-groups');
      return ({ follow, lang }) => (
        <LinkGroups api={api} lang={lang} headingLevel={2} onSelect={follow} />
      );
    },
  },
  {
    name: 'events',
    minHeight: '48rem',
    load: async () => {
      const [{ Events }, { VideoGallery }] = await Promise.all([
        import('@school/widgets/events'),
        import('@school/widgets/video-gallery'),
      ]);
      return ({ follow, lang }) =>
        pair(
          <Events
            api={api}
            lang={lang}
            limit={3}
            href={localePath('/events', lang)}
            headingLevel={2}
            onSelect={follow}
          />,
          titled(WORDS[lang].videos, <VideoGallery api={api} lang={lang} />),
        );
    },
  },
  {
    name: 'features',
    minHeight: '36rem',
    load: async () => {
      const { Features } = await import('@school/widgets/features');
      return ({ lang }) => <Features api={api} lang={lang} headingLevel={2} />;
    },
  },
  {
    name: 'gallery',
    minHeight: '30rem',
    load: async () => {
      const { PictureGallery } = await import('@school/widgets/picture-gallery');
      return ({ lang }) =>
        titled(WORDS[lang].gallery, <PictureGallery api={api} lang={lang} featured />);
    },
  },
  {
    name: 'alumni',
    minHeight: '30rem',
    load: async () => {
      const { Alumni } = await import('@school/widgets/alumni');
      return ({ lang }) => <Alumni api={api} lang={lang} headingLevel={2} />;
    },
  },
  {
    name: 'contact',
    minHeight: '36rem',
    load: async () => {
      const { ContactForm } = await import('@school/widgets/contact-form');
      return ({ lang }) => <ContactForm api={api} lang={lang} compact />;
    },
  },
  {
    name: 'testimonials',
    minHeight: '28rem',
    load: async () => {
      const { Testimonials } = await import('@school/widgets/testimonials');
      return ({ lang }) => <Testimonials api={api} lang={lang} headingLevel={2} />;
    },
  },
];

/** Renders a section's widgets with the page's link handler and language, once loaded. */
function SectionBody({ render }: { render: (page: Page) => ReactNode }) {
  const follow = useSpaLink();
  const lang = useLang();
  return <>{render({ follow, lang })}</>;
}

/**
 * The home page (spec §2): the hero slider with the notice board first (the slider's first
 * banner is the page's largest paint), then the other sections in the spec's order, each loading
 * as the visitor comes near it. Sections rise in, one after another, as they appear: only what
 * is already laid out moves, never the first screen, and nothing moves under reduced motion.
 */
function HomePage() {
  const follow = useSpaLink();
  const lang = useLang();
  return (
    <div className="home">
      <h1 className="visually-hidden">{pageTitle('/', lang)}</h1>
      <Tasks lang={lang} />
      <div className="home-top">
        <div className="home-hero">
          <HeroSlider api={api} lang={lang} poster={heroPoster} />
        </div>
        <div className="home-board">
          <NoticeBoard
            api={api}
            lang={lang}
            limit={5}
            href={localePath('/notices-and-announcements', lang)}
            headingLevel={2}
            onSelect={follow}
          />
        </div>
      </div>
      {BELOW.map((section, i) => (
        <NearViewport
          key={section.name}
          className={`home-section home-${section.name}`}
          minHeight={section.minHeight}
          // Its place in the order: sections that appear together rise one after another.
          style={{ '--home-index': i } as CSSProperties}
          load={async () => {
            const render = await section.load();
            return () => <SectionBody render={render} />;
          }}
          props={{}}
        />
      ))}
    </div>
  );
}

export { HomePage as Component };
