import { StudentDirectory, type StudentSearchDetail } from '@school/widgets';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../api.ts';
import { pageTitle } from '../paths.ts';
import { useLang } from '../use-lang.ts';

/** The search as the address keeps it: `?class=11&session=2025` or `?class=1&year=2026`. */
function searchParams(search: StudentSearchDetail): Record<string, string> {
  const { classId } = search;
  return 'session' in search
    ? { class: String(classId), session: String(search.session) }
    : { class: String(classId), year: search.year };
}

/**
 * Students: choose a class, then its session or academic year. The search is in the address
 * (`?class=11&session=2025`, and `&page=2` past the first page), so a search can be linked to
 * and Back returns to the search or page before; the plain address is the empty form.
 */
export function Component() {
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const onSearch = useCallback(
    // The page stays where it is: the widget brings the results into view itself.
    (search: StudentSearchDetail) => setParams(searchParams(search), { preventScrollReset: true }),
    [setParams],
  );
  const onPage = useCallback(
    ({ page }: { page: number }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (page > 1) next.set('page', String(page));
          else next.delete('page');
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return (
    <div className="page">
      <h1>{pageTitle('/students', lang)}</h1>
      <StudentDirectory
        api={api}
        lang={lang}
        classId={params.get('class') ?? undefined}
        session={params.get('session') ?? undefined}
        year={params.get('year') ?? undefined}
        page={params.get('page') ?? undefined}
        onSearch={onSearch}
        onPage={onPage}
      />
    </div>
  );
}
