import { signal } from '@preact/signals-core';
import { isApiError } from '@school/api';

/**
 * The code of the last refusal a form's send met (`totp-required`, `wrong`…): the kit's form
 * store keeps only the words, and a console form words known codes in its own language.
 */
export function refusalCode() {
  const code = signal<string | null>(null);
  return {
    code,
    /** Wraps a send: a refusal's code is kept, a success clears it. */
    watch<A extends unknown[], R>(send: (...args: A) => Promise<R>) {
      return async (...args: A): Promise<R> => {
        try {
          const answer = await send(...args);
          code.value = null;
          return answer;
        } catch (error) {
          code.value = isApiError(error) ? error.code : null;
          throw error;
        }
      };
    },
  };
}
