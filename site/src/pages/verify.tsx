import '../components/static-page.css';
import { ResultVerifier } from '@school/widgets';
import { useParams } from 'react-router';
import { api } from '../api.ts';
import { resultKeys, siteName } from '../config.ts';
import type { Localized } from '../i18n.ts';
import { pageTitle } from '../paths.ts';
import { useLang } from '../use-lang.ts';

/** What the page does, readable before anything is checked. */
const INTRO: Localized<string> = {
  en: 'Every report card the college publishes carries a QR code, with its address printed under it. Scan the code, or type the address, to see whether the college issued the report card and whether its figures are still the published ones.',
  bn: 'কলেজের প্রকাশিত প্রতিটি রিপোর্ট কার্ডে একটি কিউআর কোড থাকে, তার নিচে ঠিকানাটি ছাপা থাকে। কোডটি স্ক্যান করুন বা ঠিকানাটি লিখুন: রিপোর্ট কার্ডটি কলেজের দেওয়া কি না, আর এর নম্বরগুলো এখনও প্রকাশিত নম্বর কি না তা দেখা যাবে।',
};

/**
 * Where a report card's QR code leads: `/verify/<code>` checks that code on load, `/verify`
 * shows the form. The school's keys come with the page (site/server.ts learns them from the
 * provider), so the signature is checked even when the provider is down; without them the
 * widget asks the provider.
 */
export function Component() {
  const lang = useLang();
  const { token } = useParams();
  return (
    <div className="page">
      <h1>{pageTitle('/verify', lang)}</h1>
      <p className="static-intro">{INTRO[lang]}</p>
      <ResultVerifier
        api={api}
        lang={lang}
        token={token}
        keys={resultKeys() ?? undefined}
        schoolName={siteName(lang)}
      />
    </div>
  );
}
