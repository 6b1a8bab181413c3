import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useId } from 'react';
import type { WidgetProps } from '../element/define-element.tsx';
import type { Lang } from '../runtime/i18n.ts';
import { useOnLoad } from '../runtime/use-on-load.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { BeyondFrame } from '../ui/beyond-frame.tsx';
import { Select } from '../ui/select.tsx';
import * as ui from '../ui/ui.css.ts';
import * as styles from './syllabus.css.ts';
import { messages } from './syllabus.messages.ts';
import { type ClassSyllabus, createSyllabusStore, type SyllabusStore } from './syllabus.store.ts';

export interface SyllabusProps extends WidgetProps {
  /** Drawn instead when the provider does not publish syllabi (no `/syllabi`). */
  fallback?: ReactNode;
  /** Called once the syllabi are in, with those shown. */
  onLoad?: (syllabi: ClassSyllabus[]) => void;
}

function Chosen({ store, lang }: { store: SyllabusStore; lang: Lang }) {
  useSignals();
  const headingId = useId();
  const says = (key: Parameters<typeof messages>[0], vars = {}) => messages(key, vars, lang);
  const chosen = store.chosen.value;
  return (
    <div className={styles.body}>
      <Select
        label={says('class')}
        options={store.rows.value.map((r) => ({ value: r.key, label: r.label }))}
        value={chosen?.key}
        onChange={store.choose}
        lang={lang}
        part="class"
      />
      {chosen ? (
        <section className={styles.body} aria-labelledby={headingId} part="syllabus">
          <h2 id={headingId} className={ui.heading}>
            {says('heading', { name: chosen.label, session: chosen.session })}
          </h2>
          {chosen.lines.length ? (
            <ul className={styles.lines}>
              {chosen.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
          {chosen.file ? (
            <a
              className={styles.file}
              href={chosen.file}
              part="file"
              target="_blank"
              rel="noopener"
            >
              {says('file', { name: chosen.label })}
            </a>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

/**
 * The syllabi (`GET /syllabi`, beyond the spec): choose a class, read what it studies this
 * session, and open the whole syllabus as a PDF where the school published one.
 */
export function Syllabus({ api, lang = 'en', fallback, onStateChange, onLoad }: SyllabusProps) {
  useSignals();
  const store = useWidgetStore(() => createSyllabusStore(api, { lang }), onStateChange, lang);
  useOnLoad(store.state.value, store.rows.value, onLoad);
  return (
    <BeyondFrame
      store={store}
      lang={lang}
      fallback={fallback}
      absent={messages('absent', {}, lang)}
      empty={messages('empty', {}, lang)}
    >
      {() => <Chosen store={store} lang={lang} />}
    </BeyondFrame>
  );
}
