import { useSignals } from '@preact/signals-react/runtime';
import { formatNumber } from '@school/widgets/runtime';
import { Button } from '@school/widgets/ui';
import type { ReactNode } from 'react';
import * as styles from './console.css.ts';
import { useConsole } from './context.ts';
import { roleName, says } from './messages.ts';
import { hrefOf } from './route.ts';
import type { Screen } from './screens.tsx';

interface ShellProps {
  /** The sections this account may open; none while it has a step to finish first. */
  screens: readonly Screen[];
  current: string | undefined;
  /** Set while the session has ended under the clerk: the work stays, hidden, under the sign-in. */
  covered?: ReactNode;
  children: ReactNode;
}

/** The header (who, language, sign out), the menu, and the section being worked on. */
export function Shell({ screens, current, covered, children }: ShellProps) {
  useSignals();
  const { store, inbox } = useConsole();
  const lang = store.lang.value;
  const user = store.session.value?.user;
  const fresh = inbox.count.value?.new ?? 0;
  return (
    <>
      {/* A button, not a link to #main: the address's hash is the console's router. */}
      <button type="button" className={styles.skip} onClick={focusMain}>
        {says('skip', {}, lang)}
      </button>
      <header className={styles.header}>
        <div>
          <p className={styles.brand}>{says('office', {}, lang)}</p>
          {user ? (
            <p className={styles.who}>
              {says('signedInAs', { name: user.name, role: roleName(user.role, {}, lang) }, lang)}
            </p>
          ) : null}
        </div>
        <div className={styles.headerActions}>
          <Button
            className={styles.onPrimary}
            lang={lang === 'en' ? 'bn' : 'en'}
            onClick={() => store.setLang(lang === 'en' ? 'bn' : 'en')}
          >
            {says('language', {}, lang)}
          </Button>
          {user && !covered ? (
            <Button className={styles.onPrimary} onClick={() => void store.signOut()}>
              {says('signOut', {}, lang)}
            </Button>
          ) : null}
        </div>
      </header>
      {covered}
      <div className={styles.layout} hidden={Boolean(covered)}>
        {screens.length > 0 ? (
          <nav className={styles.nav} aria-label={says('menu', {}, lang)}>
            <ul className={styles.navList}>
              {screens.map((screen) => (
                <li key={screen.path}>
                  <a
                    className={styles.navLink}
                    href={hrefOf(screen.path)}
                    aria-current={screen.path === current ? 'page' : undefined}
                  >
                    {says(screen.label, {}, lang)}
                    {screen.path === 'inbox' && fresh > 0 ? (
                      <>
                        {' '}
                        <span className={styles.badge}>
                          {says('newCount', { count: formatNumber(fresh, lang) }, lang)}
                        </span>
                      </>
                    ) : null}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </>
  );
}

function focusMain() {
  document.getElementById('main')?.focus();
}
