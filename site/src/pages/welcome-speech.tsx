import { WelcomeSpeech } from '@school/widgets';
import { api } from '../api.ts';
import { pageTitle } from '../paths.ts';
import { useLang } from '../use-lang.ts';

/** Welcome Speech: the whole speech (its description, else its text), paragraphs kept. */
export function Component() {
  const lang = useLang();
  return (
    <div className="page">
      <h1>{pageTitle('/welcome-speech', lang)}</h1>
      <WelcomeSpeech api={api} lang={lang} variant="page" />
    </div>
  );
}
