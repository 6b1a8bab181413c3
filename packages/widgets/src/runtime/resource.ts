import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import { isApiError } from '@school/api';

/** The one status union of every async view; mirrored on elements as `data-state`. */
export type Status = 'idle' | 'loading' | 'ready' | 'error';

export interface Resource<T, A extends unknown[] = []> {
  readonly status: ReadonlySignal<Status>;
  readonly data: ReadonlySignal<T | undefined>;
  /** What went wrong, in words a visitor can read; null unless status is 'error'. */
  readonly error: ReadonlySignal<string | null>;
  /** Start (or restart) the request; a request still running is aborted. */
  load(...args: A): Promise<void>;
  /** Forget the data and go back to idle. */
  reset(): void;
  /** Abort whatever is running; the store is being thrown away. */
  dispose(): void;
}

/** The message a visitor sees for any failure. */
export function messageOf(error: unknown): string {
  if (isApiError(error) || error instanceof Error) return error.message;
  return 'Something went wrong. Please try again.';
}

function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (isApiError(error) && error.kind === 'aborted');
}

/**
 * One async value as signals: the fetcher gets an AbortSignal, a newer load wins over an older
 * one, and an aborted request changes nothing.
 */
export function resource<T, A extends unknown[] = []>(
  fetcher: (signal: AbortSignal, ...args: A) => Promise<T>,
): Resource<T, A> {
  const state = signal<{ status: Status; data: T | undefined; error: string | null }>({
    status: 'idle',
    data: undefined,
    error: null,
  });
  let controller: AbortController | null = null;

  return {
    status: computed(() => state.value.status),
    data: computed(() => state.value.data),
    error: computed(() => state.value.error),
    async load(...args: A) {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      state.value = { status: 'loading', data: state.value.data, error: null };
      try {
        const data = await fetcher(current.signal, ...args);
        if (controller === current) state.value = { status: 'ready', data, error: null };
      } catch (error) {
        if (isAbort(error, current.signal)) return;
        if (controller === current) {
          state.value = { status: 'error', data: undefined, error: messageOf(error) };
        }
      }
    },
    reset() {
      controller?.abort();
      controller = null;
      state.value = { status: 'idle', data: undefined, error: null };
    },
    dispose() {
      controller?.abort();
      controller = null;
    },
  };
}
