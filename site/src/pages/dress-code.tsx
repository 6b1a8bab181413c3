import { DressCode } from '@school/widgets';
import { api } from '../api.ts';
import { pageTitle } from '../paths.ts';
import { useLang } from '../use-lang.ts';

/**
 * Academic Info › Dress Code: the four uniforms the widget ships, then the provider's entries.
 */
export function Component() {
  const lang = useLang();
  return (
    <div className="page">
      <h1>{pageTitle('/dress-code', lang)}</h1>
      <DressCode api={api} lang={lang} />
    </div>
  );
}
