import { WelcomeSpeech } from '@school/widgets';
import { api } from '../api.ts';

/** Welcome Speech: the whole speech (its description, else its text), paragraphs kept. */
export function Component() {
  return (
    <div className="page">
      <h1>Welcome Speech</h1>
      <WelcomeSpeech api={api} variant="page" />
    </div>
  );
}
