import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import type { Lang } from './i18n.ts';
import { resource, type Status } from './resource.ts';

/**
 * The one state of every widget, mirrored on its element as `data-state`: `loading` until its
 * data is in, `ready` to use, `empty` when it loaded and has nothing to show, `error` when a call
 * failed (the message says why).
 */
export type WidgetState = 'loading' | 'ready' | 'empty' | 'error';

/** What every widget's store implements; `useWidgetStore` and the `<Async>` face read it. */
export interface WidgetStore {
  readonly state: ReadonlySignal<WidgetState>;
  /** What went wrong, in words a visitor can read; null unless `state` is `error`. */
  readonly error: ReadonlySignal<string | null>;
  /** Load what the widget shows; called on mount, and again by the Retry button. */
  start(): void | Promise<void>;
  /** Abort whatever is in flight: the view is gone. */
  dispose(): void;
  /**
   * The view's language changed: a store that writes the school's texts for its view (`lang`,
   * below) writes them in this one now. `useWidgetStore` keeps it in step.
   */
  setLang?(lang: Lang): void;
}

/**
 * The language a store writes the school's texts in (their Bengali twins, `localized`): the
 * view's `lang`, given when the store is made and kept in step through `setLang`.
 */
export function langOf(initial: Lang | undefined) {
  const lang = signal<Lang>(initial ?? 'en');
  return {
    lang: lang as ReadonlySignal<Lang>,
    setLang(value: Lang) {
      lang.value = value;
    },
  };
}

/**
 * A widget's state from the resource it shows: `idle` counts as loading (the first effect starts
 * it), and a loaded answer for which `isEmpty` holds is `empty`.
 */
export function stateOf<T>(
  resource: { status: ReadonlySignal<Status>; data: ReadonlySignal<T | undefined> },
  isEmpty: (data: T) => boolean = () => false,
): ReadonlySignal<WidgetState> {
  return computed(() => {
    switch (resource.status.value) {
      case 'idle':
      case 'loading':
        return 'loading';
      case 'error':
        return 'error';
      case 'ready': {
        const data = resource.data.value;
        return data === undefined || isEmpty(data) ? 'empty' : 'ready';
      }
      default:
        return resource.status.value satisfies never;
    }
  });
}

/** `isEmpty` for a list answer: nothing in it (or not a list at all). */
export const noItems = (data: unknown) => !Array.isArray(data) || data.length === 0;

/**
 * The store of a widget that shows one answer (most of them): its data, its state (`empty` when
 * `isEmpty` holds for the answer), and start/dispose. A widget adds its own computed views.
 */
/** What a store that writes the school's texts for its view is made with. */
export interface LangOption {
  /** The language of the school's texts: their Bengali twins in `bn` (default `en`). */
  lang?: Lang | undefined;
}

export interface StoreOptions extends LangOption {
  /**
   * Code the loaded view needs (a `lazyPart`), fetched beside the data: the store is `ready`
   * only once both are in, so `ready` means on screen, and a failed fetch is its error.
   */
  prepare?: (() => Promise<unknown>) | undefined;
}

export function resourceStore<T>(
  fetcher: (signal: AbortSignal) => Promise<T>,
  isEmpty: (data: T) => boolean = noItems,
  { prepare }: StoreOptions = {},
) {
  const answer = resource(
    prepare
      ? async (signal: AbortSignal) => (await Promise.all([fetcher(signal), prepare()]))[0]
      : fetcher,
  );
  const store = {
    state: stateOf(answer, isEmpty),
    error: answer.error,
    data: answer.data,
    start: () => answer.load(),
    dispose: () => answer.dispose(),
  };
  return store satisfies WidgetStore;
}
