import { DocumentDownloader, type DocumentSearchDetail } from '@school/widgets';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../api.ts';
import { pageTitle } from '../paths.ts';
import { useLang } from '../use-lang.ts';

/**
 * The search as the address keeps it: `?class=11&session=2025&type=Class+Notes` or
 * `?class=1&year=2026&type=Assignment`.
 */
function searchParams(search: DocumentSearchDetail): Record<string, string> {
  const { classId, type } = search;
  return 'session' in search
    ? { class: String(classId), session: String(search.session), type }
    : { class: String(classId), year: search.year, type };
}

/**
 * Download Corner › Academic Documents: choose a class, its session or academic year and a
 * document type, then download the documents. The search is in the address, so it can be linked
 * to and Back returns to the search before; the plain address is the empty form.
 */
export function Component() {
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const onSearch = useCallback(
    // The page stays where it is: the widget brings the results into view itself.
    (search: DocumentSearchDetail) => setParams(searchParams(search), { preventScrollReset: true }),
    [setParams],
  );
  return (
    <div className="page">
      <h1>{pageTitle('/academic-documents-download', lang)}</h1>
      <DocumentDownloader
        api={api}
        lang={lang}
        classId={params.get('class') ?? undefined}
        session={params.get('session') ?? undefined}
        year={params.get('year') ?? undefined}
        type={params.get('type') ?? undefined}
        onSearch={onSearch}
      />
    </div>
  );
}
