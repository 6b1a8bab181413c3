import '../components/static-page.css';
import { StaffDirectory } from '@school/widgets';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../api.ts';
import type { Localized } from '../i18n.ts';
import { pageTitle } from '../paths.ts';
import { useLang } from '../use-lang.ts';

/** Who is listed here, readable before the list arrives. */
const INTRO: Localized<string> = {
  en: 'The office, accounts, library, laboratory and support staff who keep the college running, twenty to a page. The teachers have a page of their own.',
  bn: 'কলেজ যাঁরা সচল রাখেন: অফিস, হিসাব, গ্রন্থাগার, গবেষণাগার ও সহায়ক কর্মচারীরা, প্রতি পাতায় বিশজন। শিক্ষকদের জন্য আলাদা পাতা আছে।',
};

/**
 * Staffs: the staff who do not teach, 20 to a page. The page is in the address (`?page=2`), so
 * a page can be linked to and Back returns to the page before; page 1 keeps the plain address.
 */
export function Component() {
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const onPage = useCallback(
    ({ page }: { page: number }) => setParams(page > 1 ? { page: String(page) } : {}),
    [setParams],
  );
  return (
    <div className="page">
      <h1>{pageTitle('/staffs', lang)}</h1>
      <p className="static-intro">{INTRO[lang]}</p>
      <StaffDirectory
        api={api}
        lang={lang}
        roles="exclude"
        page={params.get('page') ?? 1}
        onPage={onPage}
      />
    </div>
  );
}
