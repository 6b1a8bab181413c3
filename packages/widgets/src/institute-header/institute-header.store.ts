import { computed } from '@preact/signals-react';
import type { ApiClient, Institute } from '@school/api';
import { resource } from '../runtime/resource.ts';
import { type InstituteIdentity, toIdentity } from './identity.ts';

export function createInstituteHeaderStore(api: Pick<ApiClient, 'getInstitutes'>) {
  const institutes = resource((signal) => api.getInstitutes({ signal }));
  /** The first item of the list is the school (spec §3); null until loaded, or if there is none. */
  const institute = computed<Institute | null>(() => {
    const list = institutes.data.value;
    return (Array.isArray(list) ? list[0] : undefined) ?? null;
  });
  const identity = computed<InstituteIdentity | null>(() =>
    institute.value ? toIdentity(institute.value) : null,
  );
  const isEmpty = computed(() => institutes.status.value === 'ready' && !identity.value?.name);

  return {
    status: institutes.status,
    error: institutes.error,
    institute,
    identity,
    isEmpty,
    start: () => institutes.load(),
    dispose: () => institutes.dispose(),
  };
}

export type InstituteHeaderStore = ReturnType<typeof createInstituteHeaderStore>;
