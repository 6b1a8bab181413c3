import { useSignals } from '@preact/signals-react/runtime';
import { type ContentEntity, OFFICE_ENTITIES, type OfficeRole } from '@school/api/office';
import * as styles from './console.css.ts';
import { contentWords } from './content.messages.ts';
import { useConsole } from './context.ts';
import { hrefOf } from './route.ts';

/** The entities this role edits: admins all, editors all but the school's identity and colours. */
export const entitiesFor = (role: OfficeRole): readonly ContentEntity[] =>
  (OFFICE_ENTITIES as readonly ContentEntity[]).filter(
    (entity) => role === 'admin' || entity.role === role,
  );

/** What the site shows, each a link to its list (or to its form, for the school's single rows). */
export function ContentIndex() {
  useSignals();
  const { store } = useConsole();
  const lang = store.lang.value;
  const role = store.session.value?.user.role ?? 'editor';
  return (
    <section>
      <h1 className={styles.title}>{contentWords('title', {}, lang)}</h1>
      <p>{contentWords('intro', {}, lang)}</p>
      <ul className={styles.entityList}>
        {entitiesFor(role).map((entity) => (
          <li key={entity.key}>
            <a className={styles.navLink} href={hrefOf('content', entity.key)}>
              {entity.single ? entity.label.one[lang] : entity.label.many[lang]}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
