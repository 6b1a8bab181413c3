import { defineMessages, type Lang } from './i18n.ts';

/**
 * The sentence a part that could not be fetched fails with, in both languages. A store knows no
 * language and fails with the English one, which `Status` shows in Bengali (api-words.ts).
 */
export const partMissing = defineMessages(
  {
    partMissing:
      'This part could not be loaded. Please check your internet connection and try again.',
  },
  {
    partMissing: 'এই অংশটি লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  },
);

/** A part of a view whose code is fetched beside the data it shows (see `lazyPart`). */
export interface LazyPart<C> {
  /** The part once its code is in; null before. */
  readonly current: C | null;
  /**
   * Fetch its code, once (again after a failure). A failure is a sentence a visitor can read,
   * so the widget's store can fail with it and offer Retry.
   */
  load(lang?: Lang): Promise<C>;
}

/**
 * A part of a widget that only its loaded state shows (the carousel of cards, say): its code is
 * fetched together with the data, not in the element's first load, which then holds just what
 * the skeleton needs. The store waits for both, so `ready` means on screen; a failed fetch fails
 * the store, whose Retry tries again.
 */
export function lazyPart<C>(importer: () => Promise<C>): LazyPart<C> {
  let loading: Promise<C> | null = null;
  const part: { current: C | null; load: LazyPart<C>['load'] } = {
    current: null,
    load(lang = 'en') {
      loading ??= importer().then(
        (code) => (part.current = code),
        (error: unknown) => {
          loading = null;
          console.error(error);
          throw new Error(partMissing('partMissing', {}, lang));
        },
      );
      return loading;
    },
  };
  return part;
}
