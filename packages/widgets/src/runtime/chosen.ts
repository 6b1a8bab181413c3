import { computed, type ReadonlySignal, signal } from '@preact/signals-core';

/**
 * One of a list's entries chosen by the visitor (an exam routine, a seat plan, a syllabus): the
 * first until another is chosen, and the first again when the list changes under it.
 */
export function chosenOf<T extends { key: string }>(list: ReadonlySignal<T[]>) {
  const key = signal<string | null>(null);
  const chosen = computed(
    () => list.value.find((entry) => entry.key === key.value) ?? list.value[0] ?? null,
  );
  return {
    chosen,
    choose(next: string) {
      key.value = next;
    },
  };
}
