import { wrapTab } from '@school/widgets/ui';
import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { defineWords } from '../i18n.ts';
import { useLang, useLocalePath } from '../use-lang.ts';
import { DrawerList } from './drawer-menu.tsx';
import { MAIN_MENU, type MenuItem } from './menu.ts';
import { useScrolled } from './use-scrolled.ts';

type Leaf = Extract<MenuItem, { to: string }>;

const WORDS = defineWords({
  en: { menu: 'Menu', close: 'Close the menu', main: 'Main' },
  bn: { menu: 'মেনু', close: 'মেনু বন্ধ করুন', main: 'প্রধান' },
});

/** Spec §9: the bar sticks (with a shadow) once the page is scrolled past this. */
const STICKY_AFTER_PX = 100;

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

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.5" fill="none" />
    </svg>
  );
}

/** The drawer's id: the Menu button names the dialog it opens. One per page. */
const DRAWER_ID = 'site-menu';

/**
 * Below 1024 px the menu is a drawer (spec §2): a modal `<dialog>`, so the browser keeps focus
 * inside, closes it on Escape and gives focus back to the Menu button; a click on the backdrop
 * closes it too, and the page behind does not scroll while it is open (styles.css).
 *
 * It works before the app has taken over the page (on a slow phone, seconds after the page is
 * drawn): the buttons carry HTML's invoker commands (`command`/`commandfor`), the backdrop
 * closes it by `closedby="any"`, and its groups are `<details>`. The handlers below do the same
 * for browsers without those, and keep the button's `aria-expanded` true to the dialog.
 */
function Drawer() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const words = WORDS[useLang()];

  // Choosing a page closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new page
  useEffect(() => {
    dialog.current?.close();
  }, [pathname]);

  useEffect(() => {
    const element = dialog.current;
    // Opened with a tap before the app took over.
    setOpen(element?.open ?? false);
    // A click on the backdrop (the dialog itself; its content sits in .drawer__inner) closes it.
    // Keyboard users have Escape and the Close button.
    const onClick = (event: MouseEvent) => {
      if (event.target === element) element?.close();
    };
    // Tab past the last control goes round to the first, not out to the browser's controls.
    const onKeyDown = (event: KeyboardEvent) => wrapTab(event, element);
    element?.addEventListener('click', onClick);
    element?.addEventListener('keydown', onKeyDown);
    return () => {
      element?.removeEventListener('click', onClick);
      element?.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return (
    <>
      <button
        type="button"
        className="nav__menu-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        command="show-modal"
        commandfor={DRAWER_ID}
        onClick={() => {
          // The browser's own command, where it has them, then finds the dialog open.
          if (!dialog.current?.open) dialog.current?.showModal();
          setOpen(true);
        }}
      >
        <MenuIcon />
        {words.menu}
      </button>
      <dialog
        ref={dialog}
        id={DRAWER_ID}
        className="drawer"
        aria-label={words.menu}
        closedby="any"
        onClose={() => setOpen(false)}
      >
        <div className="drawer__inner">
          <div className="drawer__head">
            <span className="drawer__title">{words.menu}</span>
            <button
              type="button"
              className="drawer__close"
              command="close"
              commandfor={DRAWER_ID}
              onClick={() => dialog.current?.close()}
            >
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{words.close}</span>
            </button>
          </div>
          <nav aria-label={words.main}>
            <DrawerList items={MAIN_MENU} />
          </nav>
        </div>
      </dialog>
    </>
  );
}

/**
 * The main menu: on wide screens a bar of native disclosures (`<details name>` keeps one open at
 * a time), on narrow ones a Menu button and its drawer. The bar sticks to the top of the window
 * (CSS `position: sticky`, so nothing below it moves) and shows a shadow once the page is
 * scrolled past 100 px.
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
      <div className="nav__narrow">
        <Drawer />
      </div>
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
