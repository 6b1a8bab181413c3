import { StaffDirectory } from '@school/widgets';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../api.ts';
import { pageTitle } from '../paths.ts';
import { useLang } from '../use-lang.ts';

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
