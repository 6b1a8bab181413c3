import { HeroSlider, NoticeBoard } from '@school/widgets';
import type { CSSProperties, ReactNode } from 'react';
import { api } from '../api.ts';
import { NearViewport } from '../components/near-viewport.tsx';
import { useSpaLink } from '../components/spa-link.ts';

type Follow = ReturnType<typeof useSpaLink>;

/** A home section below the fold: what it shows, and about its height until it is there. */
interface Section {
  name: string;
  /** Its widgets' code, fetched (then their data) when the visitor comes near it. */
  load: () => Promise<(follow: Follow) => ReactNode>;
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
      return () => <HeadMessages api={api} headingLevel={2} />;
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
      return (follow) =>
        pair(
          <SchoolHistory api={api} headingLevel={2} href="/history" onSelect={follow} />,
          <InstituteCard api={api} headingLevel={2} />,
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
      return () =>
        pair(
          <Credentials api={api} headingLevel={2} />,
          <ImportantLinks api={api} headingLevel={2} />,
        );
    },
  },
  {
    name: 'links',
    minHeight: '44rem',
    load: async () => {
      const { LinkGroups } = await import('@school/widgets/link-groups');
      return (follow) => <LinkGroups api={api} headingLevel={2} onSelect={follow} />;
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
      return (follow) =>
        pair(
          <Events api={api} limit={3} href="/events" headingLevel={2} onSelect={follow} />,
          titled('Video Gallery', <VideoGallery api={api} />),
        );
    },
  },
  {
    name: 'features',
    minHeight: '36rem',
    load: async () => {
      const { Features } = await import('@school/widgets/features');
      return () => <Features api={api} headingLevel={2} />;
    },
  },
  {
    name: 'gallery',
    minHeight: '30rem',
    load: async () => {
      const { PictureGallery } = await import('@school/widgets/picture-gallery');
      return () => titled('Gallery', <PictureGallery api={api} featured />);
    },
  },
  {
    name: 'alumni',
    minHeight: '30rem',
    load: async () => {
      const { Alumni } = await import('@school/widgets/alumni');
      return () => <Alumni api={api} headingLevel={2} />;
    },
  },
  {
    name: 'contact',
    minHeight: '36rem',
    load: async () => {
      const { ContactForm } = await import('@school/widgets/contact-form');
      return () => <ContactForm api={api} compact />;
    },
  },
  {
    name: 'testimonials',
    minHeight: '28rem',
    load: async () => {
      const { Testimonials } = await import('@school/widgets/testimonials');
      return () => <Testimonials api={api} headingLevel={2} />;
    },
  },
];

/** Renders a section's widgets with the page's link handler, once their code is in. */
function SectionBody({
  render,
  follow,
}: {
  render: (follow: Follow) => ReactNode;
  follow: Follow;
}) {
  return <>{render(follow)}</>;
}

/**
 * The home page (spec §2): the hero slider with the notice board first (the slider's first
 * banner is the page's largest paint), then the other sections in the spec's order, each loading
 * as the visitor comes near it. Sections rise in, one after another, as they appear: only what
 * is already laid out moves, never the first screen, and nothing moves under reduced motion.
 */
function HomePage() {
  const follow = useSpaLink();
  return (
    <div className="home">
      <h1 className="visually-hidden">Home</h1>
      <div className="home-top">
        <div className="home-hero">
          <HeroSlider api={api} />
        </div>
        <div className="home-board">
          <NoticeBoard
            api={api}
            limit={5}
            href="/notices-and-announcements"
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
            return () => <SectionBody render={render} follow={follow} />;
          }}
          props={{}}
        />
      ))}
    </div>
  );
}

export { HomePage as Component };
