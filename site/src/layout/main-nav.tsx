import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { defineWords } from '../i18n.ts';
import { useLang, useLocalePath } from '../use-lang.ts';
import { MAIN_MENU, type MenuItem } from './menu.ts';
import { useScrolled } from './use-scrolled.ts';

type Leaf = Extract<MenuItem, { to: string }>;

const WORDS = defineWords({
  en: { main: 'Main' },
  bn: { main: 'প্রধান' },
});

/** Spec §9: the bar sticks (with a shadow) once the page is scrolled past this. */
export const STICKY_AFTER_PX = 100;

function closeAll(nav: HTMLElement | null) {
  for (const details of nav?.querySelectorAll('details[open]') ?? []) {
    details.removeAttribute('open');
  }
}

/** A group inside a dropdown is a labelled list, not another disclosure: one click reaches a page. */
function SubMenu({ items, onNavigate }: { items: readonly MenuItem[]; onNavigate: () => void }) {
  const lang = useLang();
  return (
    <ul className="nav__list">
      {items.map((item) =>
        'to' in item ? (
          <li key={item.to}>
            <MenuLink item={item} onNavigate={onNavigate} />
          </li>
        ) : (
          <li key={item.label.en} className="nav__section">
            <span className="nav__section-label">{item.label[lang]}</span>
            <SubMenu items={item.items} onNavigate={onNavigate} />
          </li>
        ),
      )}
    </ul>
  );
}

function MenuLink({ item, onNavigate }: { item: Leaf; onNavigate: () => void }) {
  const lang = useLang();
  const to = useLocalePath();
  return (
    <NavLink to={to(item.to)} end className="nav__link" onClick={onNavigate}>
      {item.label[lang]}
    </NavLink>
  );
}

/**
 * The main menu on wide screens: a bar of native disclosures (`<details name>` keeps one open at
 * a time); narrow ones have the header's Menu button and its drawer (drawer-menu.tsx). The bar
 * sticks to the top of the window (CSS `position: sticky`, so nothing below it moves) and shows
 * a shadow once the page is scrolled past 100 px.
 */
export function MainNav() {
  const nav = useRef<HTMLElement>(null);
  const stuck = useScrolled(STICKY_AFTER_PX);
  const lang = useLang();
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
    <div className="nav" data-stuck={stuck || undefined}>
      <nav ref={nav} className="nav__wide" aria-label={WORDS[lang].main}>
        <ul className="nav__bar">
          {MAIN_MENU.map((item) =>
            'to' in item ? (
              <li key={item.to}>
                <MenuLink item={item} onNavigate={onNavigate} />
              </li>
            ) : (
              <li key={item.label.en}>
                <details name="main-menu" className="nav__group">
                  <summary className="nav__link">{item.label[lang]}</summary>
                  <div className="nav__panel">
                    <SubMenu items={item.items} onNavigate={onNavigate} />
                  </div>
                </details>
              </li>
            ),
          )}
        </ul>
      </nav>
    </div>
  );
}
