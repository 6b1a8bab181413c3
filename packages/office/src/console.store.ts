import { batch, computed, type ReadonlySignal, signal } from '@preact/signals-core';
import { isApiError } from '@school/api';
import type { OfficeClient, OfficeSession } from '@school/api/office';
import { type Lang, messageOf } from '@school/widgets/runtime';

/**
 * `loading`: asking the provider who is signed in; `signed-out`: the sign-in page; `signed-in`:
 * the console (or the step the account must finish first, `session.step`).
 */
export type ConsoleState = 'loading' | 'signed-out' | 'signed-in';

/** What the sign-in page says above the form: why the clerk is there again. */
export interface SignInNotice {
  /** The provider's `code` (`session-idle`, `session-expired`…) or the console's own reason. */
  code: string | null;
  message: string;
}

const LANG_KEY = 'school-office-lang';

function storedLang(): Lang {
  try {
    return localStorage.getItem(LANG_KEY) === 'bn' ? 'bn' : 'en';
  } catch {
    return 'en';
  }
}

/**
 * Who is signed in, and what the console shows for it. A session that ends while a clerk works
 * (30 minutes idle, 12 hours in all) only sets `expired`: the screens stay mounted under the
 * sign-in form, so what was typed is still there after signing in again.
 */
export function createConsoleStore(client: OfficeClient) {
  const session = signal<OfficeSession | null>(null);
  const loaded = signal(false);
  const expired = signal<SignInNotice | null>(null);
  const notice = signal<SignInNotice | null>(null);
  const lang = signal<Lang>(storedLang());

  return {
    session: session as ReadonlySignal<OfficeSession | null>,
    /** Set when the session ended under the clerk's work; the sign-in form covers the screens. */
    expired: expired as ReadonlySignal<SignInNotice | null>,
    /** Said on the sign-in page after a sign-out or a failed start. */
    notice: notice as ReadonlySignal<SignInNotice | null>,
    lang: lang as ReadonlySignal<Lang>,
    state: computed<ConsoleState>(() =>
      !loaded.value ? 'loading' : session.value ? 'signed-in' : 'signed-out',
    ),

    async start() {
      try {
        const found = await client.getSession();
        batch(() => {
          session.value = found;
          loaded.value = true;
        });
      } catch (error) {
        batch(() => {
          session.value = null;
          loaded.value = true;
          // A 401 on arrival is the ordinary case (not signed in): nothing to say.
          notice.value =
            isApiError(error) && error.status === 401
              ? null
              : { code: null, message: messageOf(error) };
        });
      }
    },

    /** A sign-in, a password change or two-step set-up answered the session as it is now. */
    update(next: OfficeSession) {
      batch(() => {
        session.value = next;
        expired.value = null;
        notice.value = null;
      });
    },

    /** Any call answered 401: the session is gone (the provider's code says why). */
    lost(error: unknown) {
      if (!session.peek()) return;
      const code = isApiError(error) ? error.code : null;
      expired.value = { code, message: messageOf(error) };
    },

    async signOut() {
      try {
        await client.signOut();
      } finally {
        batch(() => {
          session.value = null;
          expired.value = null;
          notice.value = { code: 'signed-out', message: 'You are signed out.' };
        });
      }
    },

    setLang(next: Lang) {
      lang.value = next;
      try {
        localStorage.setItem(LANG_KEY, next);
      } catch {
        // A browser that keeps nothing (private mode) still switches for this visit.
      }
    },
  };
}

export type ConsoleStore = ReturnType<typeof createConsoleStore>;
