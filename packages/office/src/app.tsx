import { useSignals } from '@preact/signals-react/runtime';
import { createOfficeClient, type OfficeClient } from '@school/api/office';
import { formatNumber } from '@school/widgets/runtime';
import { Status } from '@school/widgets/ui';
import { useEffect, useState } from 'react';
import * as styles from './console.css.ts';
import { createConsoleStore } from './console.store.ts';
import { ConsoleContext, type ConsoleContextValue, useConsole } from './context.ts';
import { createInboxCount } from './inbox-count.ts';
import { says } from './messages.ts';
import { PasswordChange } from './password-change.tsx';
import { useRoute } from './route.ts';
import { mayOpen, SCREENS } from './screens.tsx';
import { Shell } from './shell.tsx';
import { SignIn } from './sign-in.tsx';
import { TotpEnrol } from './totp-enrol.tsx';
import { watchedClient } from './watched-client.ts';

/** The client and the session store, made once: every 401 a call meets tells the store. */
function makeConsole(raw: OfficeClient): ConsoleContextValue {
  let lost = (_: unknown) => {};
  const client = watchedClient(raw, (error) => lost(error));
  const store = createConsoleStore(client);
  lost = store.lost;
  return { client, store, inbox: createInboxCount(client) };
}

/** The office console: the provider serves it at /office, same origin as its API. */
export function App({ client }: { client?: OfficeClient }) {
  const [value] = useState(() => makeConsole(client ?? createOfficeClient()));
  useEffect(() => {
    void value.store.start();
  }, [value]);
  return (
    <ConsoleContext value={value}>
      <Console />
    </ConsoleContext>
  );
}

function Console() {
  useSignals();
  const { store, inbox } = useConsole();
  const lang = store.lang.value;
  const route = useRoute();
  const state = store.state.value;
  const session = store.session.value;
  const working = state === 'signed-in' && session !== null && !session.step;
  const fresh = inbox.count.value?.new ?? 0;
  useEffect(() => {
    document.documentElement.lang = lang;
    // The tab says how many are new, as a mail program's does.
    const office = says('office', {}, lang);
    document.title = fresh > 0 ? `(${formatNumber(fresh, lang)}) ${office}` : office;
  }, [lang, fresh]);
  // The count is asked for while someone is signed in and at work, not before.
  useEffect(() => (working ? inbox.watch() : undefined), [working, inbox]);

  if (state === 'loading') return <Status state="loading" lang={lang} />;
  if (state === 'signed-out' || !session) {
    return (
      <Shell screens={[]} current={undefined}>
        <SignIn />
      </Shell>
    );
  }
  const covered = store.expired.value ? <SignIn /> : undefined;
  if (session.step) {
    return (
      <Shell screens={[]} current={undefined} covered={covered}>
        {session.step === 'password-change' ? <PasswordChange forced /> : <TotpEnrol forced />}
      </Shell>
    );
  }
  const role = session.user.role;
  const open = SCREENS.filter((screen) => mayOpen(role, screen));
  const [first, ...rest] = route;
  const screen = open.find((s) => s.path === first) ?? (first ? undefined : open[0]);
  const known = SCREENS.some((s) => s.path === first);
  return (
    // A different account signing in after a lost session starts from a clean console.
    <Shell key={session.user.id} screens={open} current={screen?.path} covered={covered}>
      {screen ? (
        screen.draw(rest)
      ) : (
        <p className={styles.alert} role="alert">
          {says(known ? 'noRight' : 'notFound', {}, lang)}
        </p>
      )}
    </Shell>
  );
}
