import { computed, type ReadonlySignal } from '@preact/signals-core';
import type { AcademicSession, AdmissionYear, ApiClient, ClassConfig } from '@school/api';
import { lazyPart } from '../runtime/lazy-part.ts';
import { resource } from '../runtime/resource.ts';
import type { WidgetState, WidgetStore } from '../runtime/store.ts';
import type { Application, ApplicationOptions } from './application.ts';

/** The provider calls the admission form makes; a test passes a plain object with just these. */
export type AdmissionFormApi = Pick<
  ApiClient,
  'getClassConfigs' | 'getAdmissionYears' | 'getAcademicSessions' | 'createStudentParent'
>;

/** The three option lists, loaded together (one face: loading, error or the form). */
export interface OptionLists {
  classes: ClassConfig[];
  years: AdmissionYear[];
  sessions: AcademicSession[];
}

/** The draft's localStorage entry; the view adds the provider's address. */
export const DRAFT_PREFIX = 'school-admission-form';

export interface AdmissionFormOptions extends Omit<ApplicationOptions, 'classes'> {
  /** Fetches the application's code; replaced in tests. */
  application?: () => Promise<{
    createApplication: typeof import('./application.ts').createApplication;
  }>;
  /**
   * Other code the loaded form needs (its fields: the view's `lazyPart`), fetched beside the
   * lists and the application: `ready` means the form can be drawn at once, in place of the
   * skeleton, with no second wait for its code.
   */
  prepare?: (() => Promise<unknown>) | undefined;
}

const loadApplication = () => import('./application.ts');

const listOf = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);

/**
 * The admission form's store: the option lists (spec §4: they load together) and the application
 * being filled in, whose code (the form's rules, the draft, sending) comes with them rather than
 * in the element's first load. `ready` once both are in, `empty` when the provider has no class
 * or admission year to apply for.
 */
export function createAdmissionFormStore(
  api: AdmissionFormApi,
  { application: load = loadApplication, prepare, ...options }: AdmissionFormOptions = {},
) {
  const lists = resource(async (signal): Promise<OptionLists> => {
    const [classes, years, sessions] = await Promise.all([
      api.getClassConfigs({ signal }),
      api.getAdmissionYears({ signal }),
      api.getAcademicSessions({ signal }),
    ]);
    return { classes: listOf(classes), years: listOf(years), sessions: listOf(sessions) };
  });
  const classes = computed(() => lists.data.value?.classes ?? []);
  // Either part failing fails the store with a sentence Status shows in Bengali too; Retry
  // fetches it again.
  const applicationPart = lazyPart(load);
  const code = resource(async () => {
    const [{ createApplication }] = await Promise.all([applicationPart.load(), prepare?.()]);
    return createApplication(api, { ...options, classes: () => classes.peek() });
  });

  const state = computed<WidgetState>(() => {
    const both = [lists.status.value, code.status.value];
    if (both.includes('error')) return 'error';
    if (!both.every((status) => status === 'ready')) return 'loading';
    const { classes, years } = lists.data.value ?? { classes: [], years: [] };
    // Nothing to apply for without a class and a year to choose.
    return classes.length === 0 || years.length === 0 ? 'empty' : 'ready';
  });

  const store = {
    state,
    error: computed(() => lists.error.value ?? code.error.value),
    /** Load the lists and the form (again, after a failure: Retry); keep the draft from now on. */
    async start() {
      const loading: Promise<void>[] = [];
      if (lists.status.peek() !== 'ready') loading.push(lists.load());
      if (code.status.peek() !== 'ready') loading.push(code.load());
      await Promise.all(loading);
      code.data.peek()?.resume();
    },
    dispose() {
      lists.dispose();
      code.dispose();
      code.data.peek()?.dispose();
    },
    classes,
    years: computed(() => lists.data.value?.years ?? []),
    sessions: computed(() => lists.data.value?.sessions ?? []),
    /** The application being filled in; there once the state is `ready`. */
    application: computed(() => code.data.value ?? null) as ReadonlySignal<Application | null>,
  };
  return store satisfies WidgetStore;
}

export type AdmissionFormStore = ReturnType<typeof createAdmissionFormStore>;
