import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { Lang } from '../runtime/i18n.ts';
import type { WidgetStore } from '../runtime/store.ts';
import { Status } from './status.tsx';

interface AsyncProps {
  store: Pick<WidgetStore, 'state' | 'error' | 'start'>;
  lang?: Lang | undefined;
  /** The spec's empty text for this view ("No notice found"). */
  empty?: string | undefined;
  /** A skeleton of the content's size while loading (default: the words `Loading...`). */
  loading?: ReactNode;
  /** The content, drawn only once the store is ready. */
  children: () => ReactNode;
}

/**
 * The one async face of every widget: loading, `Error: {message}` with Retry (which starts the
 * store again), the empty text, or the content.
 */
export function Async({ store, lang, empty, loading, children }: AsyncProps) {
  useSignals();
  const state = store.state.value;
  if (state === 'ready') return <>{children()}</>;
  return (
    <Status
      state={state}
      error={store.error.value}
      empty={empty}
      loading={loading}
      onRetry={() => void store.start()}
      lang={lang}
    />
  );
}
