import { Committee } from '@school/widgets';
import { api } from '../api.ts';
import { pageTitle } from '../paths.ts';
import { useLang } from '../use-lang.ts';

/** Committee Members: the managing committee's first 16 members (spec §9). */
export function Component() {
  const lang = useLang();
  return (
    <div className="page">
      <h1>{pageTitle('/committee-members', lang)}</h1>
      <Committee api={api} lang={lang} />
    </div>
  );
}
