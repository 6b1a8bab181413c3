import { useSignals } from '@preact/signals-react/runtime';
import type { ContentEntity } from '@school/api/office';
import type { Lang } from '@school/widgets/runtime';
import { Button, Status } from '@school/widgets/ui';
import { lazy, Suspense, useState } from 'react';
import * as styles from './console.css.ts';
import { contentWords } from './content.messages.ts';
import { contentCalls } from './content-calls.ts';
import type { AnyForm } from './content-field.tsx';
import { bodyOf } from './content-values.ts';
import { useConsole } from './context.ts';
import { failureWords } from './words.ts';

// Every widget of the site: loaded when a clerk first asks for a preview, not with the console.
const PreviewWidget = lazy(() =>
  import('./preview-widgets.tsx').then((m) => ({ default: m.PreviewWidget })),
);

/** Entities the site only lists or offers in its forms: nothing to draw. */
const LISTED_ONLY = new Set([
  'class-configs',
  'sessions',
  'years',
  'exams',
  'downloads',
  'site-colors',
]);

/**
 * The entry as the site's own widget will draw it, in English and in Bengali, from the form's
 * values as they are (the provider's preview call answers it as its public answer would,
 * saving nothing).
 */
export function ContentPreview({
  entity,
  form,
  lang,
}: {
  entity: ContentEntity;
  form: AnyForm;
  lang: Lang;
}) {
  useSignals();
  const { client } = useConsole();
  const [shown, setShown] = useState<{ item: Record<string, unknown>; n: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const words = (key: Parameters<typeof contentWords>[0]) => contentWords(key, {}, lang);
  if (LISTED_ONLY.has(entity.key)) return null;
  const show = async () => {
    setFailure(null);
    setBusy(true);
    try {
      const item = await contentCalls(client, entity).preview(bodyOf(entity, form.values.peek()));
      setShown({ item, n: (shown?.n ?? 0) + 1 });
    } catch (problem) {
      setFailure(failureWords(problem, lang));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.fieldset} aria-labelledby={`preview-${entity.key}`}>
      <h2 id={`preview-${entity.key}`} className={styles.legend}>
        {words('preview')}
      </h2>
      <p className={styles.muted}>{words('previewIntro')}</p>
      <div className={styles.row}>
        <Button className={styles.secondary} disabled={busy} onClick={() => void show()}>
          {words('showPreview')}
        </Button>
      </div>
      {failure ? (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      ) : null}
      {shown ? (
        <div className={styles.twins}>
          {(['en', 'bn'] as const).map((side) => (
            <figure key={`${side}-${shown.n}`} className={styles.previewPane}>
              <figcaption className={styles.legend}>
                {words(side === 'en' ? 'previewEn' : 'previewBn')}
              </figcaption>
              <Suspense fallback={<Status state="loading" lang={lang} />}>
                <PreviewWidget entity={entity} item={shown.item} lang={side} />
              </Suspense>
            </figure>
          ))}
        </div>
      ) : null}
    </section>
  );
}
