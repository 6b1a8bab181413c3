import { useSignals } from '@preact/signals-react/runtime';
import type { ImportantLink } from '@school/api';
import { useId, useState } from 'react';
import type { WidgetProps } from '../element/define-element.tsx';
import { type HeadingLevel, headingTag } from '../runtime/heading.ts';
import type { Lang } from '../runtime/i18n.ts';
import { pageLink } from '../runtime/page-link.ts';
import { useOnLoad } from '../runtime/use-on-load.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { Async } from '../ui/async.tsx';
import { NewTab } from '../ui/new-tab.tsx';
import * as ui from '../ui/ui.css.ts';
import type { LinkEntry } from './entry.ts';
import * as styles from './important-links.css.ts';
import { messages } from './important-links.messages.ts';
import { createImportantLinksStore } from './important-links.store.ts';

export interface ImportantLinksProps extends WidgetProps {
  /** The level of the section's heading, 1–6 (default 2: a section of a page with its own h1). */
  headingLevel?: HeadingLevel | undefined;
  /**
   * The school site's address, for links that are paths of it (`/exam-result`, or
   * `/bn/exam-result` in Bengali). Default: the page's own site; the element gives the school's.
   */
  siteUrl?: string | undefined;
  /** Called once the links are in, with the provider's list (empty when there are none). */
  onLoad?: (links: ImportantLink[]) => void;
}

/** The icon's width and height attributes: its box is reserved before it arrives. */
const ICON_SIZE = 32;

/** The provider's icon, decorative (the headline says it all), or a drawn link glyph. */
function Icon({ src }: { src: string | null }) {
  const [broken, setBroken] = useState<string | null>(null);
  if (src && src !== broken) {
    return (
      <img
        className={styles.icon}
        src={src}
        alt=""
        width={ICON_SIZE}
        height={ICON_SIZE}
        loading="lazy"
        decoding="async"
        onError={() => setBroken(src)}
      />
    );
  }
  return (
    <svg className={styles.glyph} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function Entry({ entry, siteUrl, lang }: { entry: LinkEntry; siteUrl?: string; lang: Lang }) {
  const target = pageLink(entry.link, siteUrl, lang);
  const content = (
    <>
      <Icon src={entry.icon} />
      <span className={styles.headline}>
        {entry.headline}
        {target && target.path === null ? <NewTab lang={lang} /> : null}
      </span>
    </>
  );
  if (!target) return <span className={styles.row}>{content}</span>;
  const external = target.path === null;
  return (
    <a
      className={styles.link}
      part="link"
      href={target.href}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
    >
      {content}
    </a>
  );
}

/** Rows of the loading skeleton: about the demo's number of links. */
const SKELETON_ROWS = 6;

function Skeleton() {
  return (
    <span className={styles.list}>
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <span key={i} className={styles.ghost} />
      ))}
    </span>
  );
}

/**
 * Important links, beside the credentials on the home page (spec §2): each headline a link to
 * its address (another site's opens in a new tab, and says so), with its icon when it has one.
 */
export function ImportantLinks({
  api,
  lang = 'en',
  headingLevel,
  siteUrl,
  onStateChange,
  onLoad,
}: ImportantLinksProps) {
  useSignals();
  const store = useWidgetStore(() => createImportantLinksStore(api, { lang }), onStateChange, lang);
  const state = store.state.value;
  const links = store.links.value;
  const headingId = useId();
  const Heading = headingTag(headingLevel);

  useOnLoad(state, links, onLoad);

  return (
    <div className={ui.root}>
      <section aria-labelledby={headingId} part="base">
        <Heading id={headingId} className={ui.heading} part="heading">
          {messages('heading', {}, lang)}
        </Heading>
        <Async store={store} lang={lang} empty={messages('empty', {}, lang)} loading={<Skeleton />}>
          {() => (
            <ul className={styles.list} part="list">
              {store.entries.value.map((entry) => (
                <li key={entry.key} className={styles.item}>
                  <Entry entry={entry} siteUrl={siteUrl} lang={lang} />
                </li>
              ))}
            </ul>
          )}
        </Async>
      </section>
    </div>
  );
}
