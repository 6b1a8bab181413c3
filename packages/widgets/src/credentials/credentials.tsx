import { useSignals } from '@preact/signals-react/runtime';
import type { Credential } from '@school/api';
import { useId, useState } from 'react';
import type { WidgetProps } from '../element/define-element.tsx';
import { type HeadingLevel, headingTag } from '../runtime/heading.ts';
import type { Lang } from '../runtime/i18n.ts';
import { useOnLoad } from '../runtime/use-on-load.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { Async } from '../ui/async.tsx';
import { NewTab } from '../ui/new-tab.tsx';
import * as ui from '../ui/ui.css.ts';
import * as styles from './credentials.css.ts';
import { messages } from './credentials.messages.ts';
import { createCredentialsStore } from './credentials.store.ts';
import type { Showcase } from './showcase.ts';

export interface CredentialsProps extends WidgetProps {
  /** The level of the section's heading, 1–6 (default 2: a section of a page with its own h1). */
  headingLevel?: HeadingLevel | undefined;
  /** Called once the credentials are in, with the provider's list (empty when there are none). */
  onLoad?: (credentials: Credential[]) => void;
}

/** The picture's width and height attributes: its 4 : 3 box is reserved before it arrives. */
const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 600;

function Picture({ showcase, title, lang }: { showcase: Showcase; title: string; lang: Lang }) {
  const [broken, setBroken] = useState<string | null>(null);
  const { thumbnail, original } = showcase;
  const image =
    thumbnail === broken ? null : (
      <img
        className={styles.image}
        part="image"
        src={thumbnail}
        alt={title}
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        loading="lazy"
        decoding="async"
        onError={() => setBroken(thumbnail)}
      />
    );
  if (!original) {
    return image ?? <p className={ui.status}>{messages('empty', {}, lang)}</p>;
  }
  return (
    <a
      className={styles.link}
      part="link"
      href={original}
      target="_blank"
      rel="noopener noreferrer"
    >
      {image}
      <span className={styles.caption}>
        {messages('open', {}, lang)}
        <NewTab lang={lang} />
      </span>
    </a>
  );
}

function Skeleton() {
  return (
    <span className={styles.skeleton}>
      <span className={styles.ghostImage} />
      <span className={styles.ghostCaption} />
    </span>
  );
}

/**
 * Credentials, beside the important links on the home page (spec §2): the school's certificate
 * under the list's headline, its thumbnail opening the original in a new tab.
 */
export function Credentials({
  api,
  lang = 'en',
  headingLevel,
  onStateChange,
  onLoad,
}: CredentialsProps) {
  useSignals();
  const store = useWidgetStore(() => createCredentialsStore(api, { lang }), onStateChange, lang);
  const state = store.state.value;
  const credentials = store.credentials.value;
  const title = store.headline.value || messages('heading', {}, lang);
  const headingId = useId();
  const Heading = headingTag(headingLevel);

  useOnLoad(state, credentials, onLoad);

  return (
    <div className={ui.root}>
      <section className={styles.base} aria-labelledby={headingId} part="base">
        <Heading id={headingId} className={`${ui.heading} ${styles.heading}`} part="heading">
          {title}
        </Heading>
        <Async store={store} lang={lang} empty={messages('empty', {}, lang)} loading={<Skeleton />}>
          {() =>
            store.showcase.value ? (
              <figure className={styles.figure} part="credential">
                <Picture showcase={store.showcase.value} title={title} lang={lang} />
              </figure>
            ) : null
          }
        </Async>
      </section>
    </div>
  );
}
