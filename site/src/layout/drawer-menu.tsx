import { InstituteHeader } from '@school/widgets';
import { wrapTab } from '@school/widgets/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { api } from '../api.ts';
import { siteName } from '../config.ts';
import { defineWords } from '../i18n.ts';
import { useLang, useLocalePath } from '../use-lang.ts';
import { MAIN_MENU, type MenuItem } from './menu.ts';

const WORDS = defineWords({
  en: { menu: 'Menu', close: 'Close the menu', main: 'Main' },
  bn: { menu: 'মেনু', close: 'মেনু বন্ধ করুন', main: 'প্রধান' },
});

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
function DrawerList({ items, depth = 0 }: { items: readonly MenuItem[]; depth?: number }) {
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
 * Whether the browser opens the dialog itself from the button's `command`: then the click
 * handler must not open it too (Chromium warns of "an already open Dialog").
 */
const opensByCommand = () =>
  typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;

/**
 * Below 1024 px the menu is a drawer (spec §2) opened from the header's Menu button: a modal
 * `<dialog>`, so the browser keeps focus inside, closes it on Escape and gives focus back to the
 * Menu button; a click on the backdrop closes it too, and the page behind does not scroll while
 * it is open (styles.css). Below the menu, what a phone's header leaves out: the institute's
 * address, EIIN, links and Login, and `extra` (XI Payment).
 *
 * It works before the app has taken over the page (on a slow phone, seconds after the page is
 * drawn): the buttons carry HTML's invoker commands (`command`/`commandfor`), the backdrop
 * closes it by `closedby="any"`, and its groups are `<details>`. The handlers below do the same
 * for browsers without those, and keep the button's `aria-expanded` true to the dialog.
 */
export function Drawer({ extra }: { extra?: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const lang = useLang();
  const words = WORDS[lang];

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
        className="menu-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        command="show-modal"
        commandfor={DRAWER_ID}
        onClick={() => {
          if (!opensByCommand() && !dialog.current?.open) dialog.current?.showModal();
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
              onClick={() => {
                if (!opensByCommand()) dialog.current?.close();
              }}
            >
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{words.close}</span>
            </button>
          </div>
          <nav aria-label={words.main}>
            <DrawerList items={MAIN_MENU} />
          </nav>
          {extra}
          <div className="drawer__institute">
            <InstituteHeader api={api} lang={lang} name={siteName(lang)} />
          </div>
        </div>
      </dialog>
    </>
  );
}
