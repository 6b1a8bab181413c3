import { useSignals } from '@preact/signals-react/runtime';
import { PUBLISH_STATES } from '@school/api/office';
import type { Lang } from '@school/widgets/runtime';
import { controls, Field } from '@school/widgets/ui';
import * as styles from './console.css.ts';
import { contentWords } from './content.messages.ts';
import type { AnyForm } from './content-field.tsx';

const CHOICE = {
  draft: 'publishDraft',
  published: 'publishNow',
  scheduled: 'publishLater',
} as const;

/** Draft, publish now, or publish at a date and time (Dhaka's, as the school's clocks). */
export function PublishFields({
  form,
  ids,
  lang,
}: {
  form: AnyForm;
  ids: Record<string, string>;
  lang: Lang;
}) {
  useSignals();
  const status = form.values.value.publish_state;
  const at = form.values.value.publish_at;
  return (
    <fieldset className={styles.fieldset} id={ids.publish_state}>
      <legend className={styles.legend}>{contentWords('publishing', {}, lang)}</legend>
      {PUBLISH_STATES.map((state) => (
        <label key={state} className={styles.choice}>
          <input
            type="radio"
            name="publish_state"
            value={state}
            checked={status === state}
            onChange={() => form.set('publish_state', state)}
          />
          {contentWords(CHOICE[state], {}, lang)}
        </label>
      ))}
      {status === 'scheduled' ? (
        <Field
          label={contentWords('publishAt', {}, lang)}
          error={form.errors.value.publish_at}
          id={ids.publish_at}
        >
          <input
            className={controls.input}
            type="datetime-local"
            name="publish_at"
            value={typeof at === 'string' ? at : ''}
            onChange={(event) => form.set('publish_at', event.currentTarget.value)}
          />
        </Field>
      ) : null}
    </fieldset>
  );
}
