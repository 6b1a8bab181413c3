import { NavLink } from 'react-router';
import { useLang, useLocalePath } from '../use-lang.ts';
import type { MenuItem } from './menu.ts';

/**
 * A group of the drawer: a native disclosure (`<details>`), so that it opens with a tap even
 * before the app has taken over the page, as the drawer itself does.
 */
function Group({ item, depth }: { item: Extract<MenuItem, { items: unknown }>; depth: number }) {
  const lang = useLang();
  return (
    <li>
      <details className="drawer__group">
        <summary className="drawer__toggle">{item.label[lang]}</summary>
        <DrawerList items={item.items} depth={depth + 1} />
      </details>
    </li>
  );
}

/** The menu tree inside the drawer: every group a disclosure, every page a link. */
export function DrawerList({ items, depth = 0 }: { items: readonly MenuItem[]; depth?: number }) {
  const lang = useLang();
  const to = useLocalePath();
  return (
    <ul className="drawer__list" data-depth={depth}>
      {items.map((item) =>
        'to' in item ? (
          <li key={item.to}>
            <NavLink to={to(item.to)} end className="drawer__link">
              {item.label[lang]}
            </NavLink>
          </li>
        ) : (
          <Group key={item.label.en} item={item} depth={depth} />
        ),
      )}
    </ul>
  );
}
