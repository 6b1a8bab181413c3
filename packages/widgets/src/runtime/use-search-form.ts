import { type FormEvent, useRef } from 'react';
import { useLatest } from './use-latest.ts';

/**
 * A search form's submit: the store's `search()` makes the search (null when a field is not
 * chosen, and the first such field gets the focus), the host hears of it through `onSearch`, and
 * `focusWhenShown` tells the results to take the focus once they arrive.
 */
export function useSearchForm<S>(
  store: { search(): S | null },
  onSearch: ((search: S) => void) | undefined,
) {
  const latest = useLatest(onSearch);
  const formRef = useRef<HTMLFormElement>(null);
  const focusWhenShown = useRef(false);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const search = store.search();
    if (!search) {
      formRef.current?.querySelector<HTMLElement>(':invalid:not(form, fieldset)')?.focus();
      return;
    }
    focusWhenShown.current = true;
    latest.current?.(search);
  }

  return { formRef, focusWhenShown, onSubmit };
}
