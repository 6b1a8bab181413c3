import { useSignals } from '@preact/signals-react/runtime';
import { entityOf } from '@school/api/office';
import * as styles from './console.css.ts';
import { ContentForm } from './content-form.tsx';
import { ContentIndex, entitiesFor } from './content-index.tsx';
import { ContentList } from './content-list.tsx';
import { useConsole } from './context.ts';
import { says } from './messages.ts';

/**
 * `#/content`, `#/content/<key>`, `#/content/<key>/new`, `#/content/<key>/<id>`: the index, an
 * entity's list (or its single row's form), a new row, a row. Every entity through the same two
 * screens, from the registry.
 */
export function ContentScreen({ route }: { route: string[] }) {
  useSignals();
  const { store } = useConsole();
  const lang = store.lang.value;
  const role = store.session.value?.user.role ?? 'editor';
  const [key, which] = route;
  if (!key) return <ContentIndex />;
  const entity = entityOf(key);
  const allowed = entity && entitiesFor(role).includes(entity);
  const id = which === 'new' ? 'new' : which ? Number(which) : null;
  if (!entity || !allowed || (typeof id === 'number' && !Number.isInteger(id))) {
    return (
      <p className={styles.alert} role="alert">
        {says(entity && !allowed ? 'noRight' : 'notFound', {}, lang)}
      </p>
    );
  }
  const place = route.join('/');
  if (entity.single) return <ContentForm key={place} entity={entity} id={null} />;
  if (id === null) return <ContentList key={place} entity={entity} />;
  return <ContentForm key={place} entity={entity} id={id} />;
}
