import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { MAIN_MENU, type MenuItem } from './menu.ts';

type Leaf = Extract<MenuItem, { to: string }>;

function closeAll(nav: HTMLElement | null) {
  for (const details of nav?.querySelectorAll('details[open]') ?? []) {
    details.removeAttribute('open');
  }
}

/** A group inside a dropdown is a labelled list, not another disclosure: one click reaches a page. */
function SubMenu({ items, onNavigate }: { items: readonly MenuItem[]; onNavigate: () => void }) {
  return (
    <ul className="nav__list">
      {items.map((item) =>
        'to' in item ? (
          <li key={item.to}>
            <MenuLink item={item} onNavigate={onNavigate} />
          </li>
        ) : (
          <li key={item.label} className="nav__section">
            <span className="nav__section-label">{item.label}</span>
            <SubMenu items={item.items} onNavigate={onNavigate} />
          </li>
        ),
      )}
    </ul>
  );
}

function MenuLink({ item, onNavigate }: { item: Leaf; onNavigate: () => void }) {
  return (
    <NavLink to={item.to} end className="nav__link" onClick={onNavigate}>
      {item.label}
    </NavLink>
  );
}

/**
 * The main menu as native disclosures (`<details name>` keeps one open at a time). The mobile
 * drawer of spec §2 replaces the narrow-screen layout later.
 */
export function MainNav() {
  const nav = useRef<HTMLElement>(null);
  // A dropdown left open after choosing a page would cover that page.
  const onNavigate = () => closeAll(nav.current);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !nav.current?.contains(event.target)) {
        closeAll(nav.current);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const open = nav.current?.querySelector('details[open]');
      if (!open) return;
      open.removeAttribute('open');
      open.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return (
    <nav ref={nav} className="nav" aria-label="Main">
      <ul className="nav__bar">
        {MAIN_MENU.map((item) =>
          'to' in item ? (
            <li key={item.to}>
              <MenuLink item={item} onNavigate={onNavigate} />
            </li>
          ) : (
            <li key={item.label}>
              <details name="main-menu" className="nav__group">
                <summary className="nav__link">{item.label}</summary>
                <div className="nav__panel">
                  <SubMenu items={item.items} onNavigate={onNavigate} />
                </div>
              </details>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
