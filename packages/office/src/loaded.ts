import { type ReadonlySignal, signal } from '@preact/signals-core';
import { resource, stateOf, type WidgetStore } from '@school/widgets/runtime';

export interface Loaded<T, A> extends WidgetStore {
  readonly data: ReadonlySignal<T | undefined>;
  /** What was asked last (a page, a filter): Retry and `reload` ask it again. */
  readonly asked: ReadonlySignal<A>;
  load(asked: A): Promise<void>;
  reload(): Promise<void>;
}

/**
 * One screen's data as a widget store (the kit's `<Async>` draws its loading, error and empty
 * faces): what it was asked for kept, so a change elsewhere on the screen can reload the same page.
 */
export function loaded<T, A>(
  fetcher: (asked: A, signal: AbortSignal) => Promise<T>,
  first: A,
  isEmpty: (data: T) => boolean,
): Loaded<T, A> {
  const asked = signal<A>(first);
  const data = resource((abort: AbortSignal, wanted: A) => fetcher(wanted, abort));
  const load = (next: A) => {
    asked.value = next;
    return data.load(next);
  };
  return {
    data: data.data,
    asked,
    state: stateOf(data, isEmpty),
    error: data.error,
    start: () => load(asked.peek()),
    load,
    reload: () => load(asked.peek()),
    dispose: () => data.dispose(),
  };
}
