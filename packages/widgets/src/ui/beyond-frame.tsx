import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { Lang } from '../runtime/i18n.ts';
import type { WidgetStore } from '../runtime/store.ts';
import { Async } from './async.tsx';
import * as table from './table.css.ts';
import * as ui from './ui.css.ts';

interface BeyondFrameProps {
  /** A `beyondStore` (runtime/beyond.ts): `absent` when the provider lacks the call. */
  store: Pick<WidgetStore, 'state' | 'error' | 'start'> & { absent: { value: boolean } };
  lang: Lang;
  /** Shown instead when the provider lacks the call (the host's labelled sample), if given. */
  fallback?: ReactNode;
  /** The widget's words for a provider without the call, and for one with nothing in it. */
  absent: string;
  empty: string;
  /** The view, once the store is ready. */
  children: () => ReactNode;
}

/**
 * The frame of every widget of the school's facts beyond the spec (fees, routines, seat plans,
 * syllabi): the host's fallback when the provider has not got the call; else a screen's worth of
 * ghost while it loads, Error with Retry, the widget's words for none, or the view.
 */
export function BeyondFrame({ store, lang, fallback, absent, empty, children }: BeyondFrameProps) {
  useSignals();
  const missing = store.absent.value;
  if (missing && fallback !== undefined) return <>{fallback}</>;
  return (
    <div className={ui.root} part="base">
      <Async
        store={store}
        lang={lang}
        empty={missing ? absent : empty}
        loading={<span className={`${table.ghost} ${ui.pulse}`} />}
      >
        {children}
      </Async>
    </div>
  );
}
