import { isRouteErrorResponse, useRouteError } from 'react-router';
import { defineWords } from '../i18n.ts';
import { useLang } from '../use-lang.ts';

const WORDS = defineWords({
  en: {
    title: 'Something went wrong',
    text: 'This page could not be shown{detail}. Please reload to try again.',
    reload: 'Reload',
  },
  bn: {
    title: 'কিছু একটা সমস্যা হয়েছে',
    text: 'পাতাটি দেখানো যায়নি{detail}। আবার চেষ্টা করতে পাতাটি রিলোড করুন।',
    reload: 'রিলোড করুন',
  },
});

/**
 * Shown when a page throws or its chunk fails to load (typically an old tab after a new
 * deployment removed the chunk it asks for): a reload fetches the current build.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? ` (${error.status} ${error.statusText})` : '';
  const words = WORDS[useLang()];
  console.error(error);
  return (
    <section className="page" role="alert">
      <h1>{words.title}</h1>
      <p>{words.text.replace('{detail}', detail)}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {words.reload}
      </button>
    </section>
  );
}
