import { useId, useState } from 'react';
import { NavLink } from 'react-router';
import { useLang, useLocalePath } from '../use-lang.ts';
import type { MenuItem } from './menu.ts';

/** A group of the drawer: a disclosure button and, when open, its links. */
function Group({ item, depth }: { item: Extract<MenuItem, { items: unknown }>; depth: number }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const lang = useLang();
  return (
    <li>
      <button
        type="button"
        className="drawer__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {item.label[lang]}
      </button>
      <div id={id} hidden={!open}>
        <DrawerList items={item.items} depth={depth + 1} />
      </div>
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
