import { useSignals } from '@preact/signals-react/runtime';
import type { DressCode as DressCodeEntry } from '@school/api';
import { useEffect, useState } from 'react';
import type { WidgetProps } from '../element/define-element.tsx';
import { useLatest } from '../runtime/use-latest.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { Async } from '../ui/async.tsx';
import * as ui from '../ui/ui.css.ts';
import * as styles from './dress-code.css.ts';
import { messages } from './dress-code.messages.ts';
import { createDressCodeStore, type DressEntry } from './dress-code.store.ts';
import { UNIFORMS } from './uniforms.ts';

export interface DressCodeProps extends WidgetProps {
  /** Called once the provider's entries are in, with those shown (empty when there are none). */
  onLoad?: (entries: DressCodeEntry[]) => void;
}

/** A picture's width and height attributes (3:4, a standing figure): its box is reserved. */
const WIDTH = 300;
const HEIGHT = 400;
/** Ghost pictures while the provider's entries load: a row of them. */
const SKELETON_FIGURES = 4;

function Picture({ src, eager }: { src: string; eager: boolean }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      className={styles.image}
      part="image"
      src={src}
      // The caption beside it says what it shows.
      alt=""
      width={WIDTH}
      height={HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

function Figure({ src, caption, eager }: { src: string | null; caption: string; eager: boolean }) {
  return (
    <li className={styles.item}>
      <figure className={styles.figure} part="figure">
        {src ? <Picture src={src} eager={eager} /> : null}
        {caption ? (
          <figcaption className={styles.caption} part="caption">
            {caption}
          </figcaption>
        ) : null}
      </figure>
    </li>
  );
}

function Skeleton() {
  return (
    <span className={styles.grid}>
      {Array.from({ length: SKELETON_FIGURES }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <span key={i} className={styles.figure}>
          <span className={styles.ghostImage} />
          <span className={styles.ghostLine} />
        </span>
      ))}
    </span>
  );
}

/**
 * Dress Code (spec §2): the four uniforms the widget ships (school and college sections, boys
 * and girls), then the provider's entries, each picture with its description.
 */
export function DressCode({ api, lang = 'en', onStateChange, onLoad }: DressCodeProps) {
  useSignals();
  const store = useWidgetStore(() => createDressCodeStore(api, { lang }), onStateChange, lang);
  const latest = useLatest(onLoad);
  const state = store.state.value;
  const shown = store.shown.value;

  useEffect(() => {
    if (state === 'ready') latest.current?.(shown);
  }, [state, shown, latest]);

  return (
    <div className={ui.root}>
      <div className={styles.base} part="base">
        <ul className={styles.grid} part="list" aria-label={messages('list', {}, lang)}>
          {UNIFORMS.map(({ key, src }) => (
            // The first thing on the dress code page: no reason to wait for a scroll.
            <Figure key={key} src={src} caption={messages(key, {}, lang)} eager />
          ))}
        </ul>
        <Async store={store} lang={lang} loading={<Skeleton />}>
          {() =>
            store.entries.value.length > 0 ? (
              <ul className={styles.grid} part="provider-list">
                {store.entries.value.map((entry: DressEntry) => (
                  <Figure
                    key={entry.key}
                    src={entry.image}
                    caption={entry.description}
                    eager={false}
                  />
                ))}
              </ul>
            ) : null
          }
        </Async>
      </div>
    </div>
  );
}
