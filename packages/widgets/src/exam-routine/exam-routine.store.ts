import { computed } from '@preact/signals-core';
import type { ApiClient } from '@school/api';
import { resourceStore } from '../runtime/store.ts';
import { trimmed as text } from '../runtime/trimmed.ts';

/** The provider's answer as the view shows it: the names it has, `empty` when it has none. */
export function createExamRoutineStore(api: Pick<ApiClient, 'getInstitutes'>) {
  const answer = resourceStore(
    (signal) => api.getInstitutes({ signal }),
    (list) => namesOf(list).length === 0,
  );
  return { ...answer, names: computed(() => namesOf(answer.data.value)) };
}

function namesOf(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.map((item) => text(item?.institute_name)).filter(Boolean);
}

export type ExamRoutineStore = ReturnType<typeof createExamRoutineStore>;
