import { Link } from 'react-router';
import { defineWords } from '../i18n.ts';
import { localePath, NOT_FOUND_TITLE } from '../paths.ts';
import { useLang } from '../use-lang.ts';

const WORDS = defineWords({
  en: {
    text: 'There is no page at this address. It may have moved, or the link may be mistyped.',
    home: 'Back to the home page',
  },
  bn: {
    text: 'এই ঠিকানায় কোনো পাতা নেই। পাতাটি হয়তো সরানো হয়েছে, অথবা লিংকটি ভুল লেখা হয়েছে।',
    home: 'প্রথম পাতায় ফিরে যান',
  },
});

/** Any path outside the route list; site/server.ts answers these with status 404. */
function NotFoundPage() {
  const lang = useLang();
  const words = WORDS[lang];
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{NOT_FOUND_TITLE[lang]}</h1>
      <p>{words.text}</p>
      <p>
        <Link to={localePath('/', lang)}>{words.home}</Link>
      </p>
    </section>
  );
}

export { NotFoundPage as Component };
