import { useSignals } from '@preact/signals-react/runtime';
import type { WidgetProps } from '../element/define-element.tsx';
import { useOnLoad } from '../runtime/use-on-load.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { Async } from '../ui/async.tsx';
import * as ui from '../ui/ui.css.ts';
import * as styles from './exam-routine.css.ts';
import { messages } from './exam-routine.messages.ts';
import { createExamRoutineStore } from './exam-routine.store.ts';

export interface ExamRoutineProps extends WidgetProps {
  /** Called once the provider has answered, with the names shown. */
  onLoad?: (names: string[]) => void;
}

export function ExamRoutine(props: ExamRoutineProps) {
  useSignals();
  const { api, lang = 'en' } = props;
  const store = useWidgetStore(() => createExamRoutineStore(api), props.onStateChange);
  const names = store.names.value;
  useOnLoad(store.state.value, names, props.onLoad);
  return (
    <section className={ui.root} part="base">
      <h2 className={ui.heading} part="heading">
        {messages('heading', {}, lang)}
      </h2>
      <Async store={store} lang={lang} empty={messages('empty', {}, lang)}>
        {() => (
          <ul className={styles.list} part="list">
            {names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
      </Async>
    </section>
  );
}
