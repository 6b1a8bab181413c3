import { batch, computed, effect, type ReadonlySignal, signal } from '@preact/signals-core';
import {
  type AdmissionApplication,
  type ApiClient,
  ApiError,
  type ClassConfig,
  isApiError,
  localToday,
  type SubmissionReceipt,
} from '@school/api';
import type { ValidationResult } from '@school/api/schemas';
import { createFormStore, nestValues } from '../runtime/form-store.ts';
import type { Lang } from '../runtime/i18n.ts';
import { lazyPart, partMissing } from '../runtime/lazy-part.ts';
import { type Draft, draftStorage, pageStorage, type Receipt } from './draft.ts';
import { FIELD_NAMES, fieldsOf, PHOTO_FIELD, STEPS, type Step, stepOf } from './fields.ts';
import type { PhotoResult } from './photo.ts';

/** The student's photo: none, being prepared, ready to send, or refused (the reason in words). */
export type PhotoState =
  | { kind: 'none' }
  | { kind: 'working' }
  /** `kept`: the draft keeps it too (else it must be chosen again after a reload). */
  | { kind: 'ready'; dataUrl: string; scaled: boolean; kept: boolean }
  | { kind: 'refused'; message: string };

/** What became of the last send (the dialog and the page's events follow it). */
export type SendOutcome =
  | { kind: 'sent'; id: string }
  /** Refused field by field (a 400): the errors are on their fields. */
  | { kind: 'refused'; message: string }
  /** Not sent; the reason in words a visitor can read, or null when there is none to give. */
  | { kind: 'failed'; message: string | null };

/**
 * The form's checks: the shared schema's on the application made from the answers (answers.ts),
 * its errors on the questions they came from, and its sentences in the visitor's language.
 */
export interface Checks {
  validateAdmission: (input: unknown) => ValidationResult<AdmissionApplication>;
  applicationOf: typeof import('./answers.ts').applicationOf;
  errorsOnQuestions: typeof import('./answers.ts').errorsOnQuestions;
  inLanguage: (text: string, lang: Lang) => string;
}

export interface PhotoTools {
  preparePhoto: (file: Blob) => Promise<PhotoResult>;
}

/** The success dialog closes itself after this long (spec §8, §9). */
export const SENT_DIALOG_MS = 3000;

const loadChecks = (): Promise<Checks> => import('./checks.ts');
const loadPhotoTools = (): Promise<PhotoTools> => import('./photo.ts');

/**
 * A fresh Idempotency-Key. `getRandomValues`, not `randomUUID`: a partner page on plain http is
 * no secure context, and only the first works there.
 */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const EMPTY: Record<string, string> = Object.fromEntries(FIELD_NAMES.map((name) => [name, '']));
const NO_PHOTO: PhotoState = { kind: 'none' };

/** What the parent typed (the photo apart), without the fields left empty. */
function typedValues(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string] =>
        entry[0] !== PHOTO_FIELD && typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}

const hasContent = (draft: Draft | null) =>
  draft !== null &&
  (Object.keys(draft.values).length > 0 || draft.photo !== null || draft.photoDropped);

/** The first of `steps` that has one of `errors`' questions, or null. */
function firstStepWith(errors: Record<string, string>): Step | null {
  const steps = new Set(Object.keys(errors).map(stepOf));
  return STEPS.find((step) => steps.has(step as never)) ?? null;
}

export interface ApplicationOptions {
  /** The provider's classes, for the receipt's class name. */
  classes?: () => readonly ClassConfig[];
  /** The draft's storage entry (one per provider address). */
  draftKey?: string;
  /** Where the draft is kept; null keeps none. Default: the page's localStorage. */
  storage?: Storage | null;
  /** Fetch the checks and the photo's code; replaced in tests. */
  checks?: () => Promise<Checks>;
  photoTools?: () => Promise<PhotoTools>;
  /** The visitor's day, `YYYY-MM-DD`, for the receipt. */
  today?: () => string;
}

/** How long sending an application (with its photo) may take before it counts as failed. */
const UPLOAD_TIMEOUT_MS = 30_000;

/**
 * The application being filled in (spec §2 "Admission Form", §3, §5, §8): every field of the
 * four groups, checked in the browser with the provider's own schema, sent once (an
 * Idempotency-Key kept with the draft), and what was typed kept in the browser until the
 * provider has it. After a success the page keeps a receipt with the application number. The
 * form's store (admission-form.store.ts) loads this with the option lists.
 */
export function createApplication(
  api: Pick<ApiClient, 'createStudentParent'>,
  {
    classes = () => [],
    draftKey = 'school-admission-form',
    storage = pageStorage(),
    checks = loadChecks,
    photoTools = loadPhotoTools,
    today = localToday,
  }: ApplicationOptions = {},
) {
  const drafts = draftStorage(storage, draftKey);
  const saved = drafts.read();

  // Fetched when the parent starts on the form; a failed fetch is tried again by the next press
  // (or photo), and fails with a sentence the form shows in Bengali too.
  const checkPart = lazyPart(checks);
  const photoPart = lazyPart(photoTools);
  const checksIn = signal(false);
  const prepare = () => checkPart.load().then(() => (checksIn.value = true));

  /** One application, one key: every attempt to send it (a retry after a reload too) says so. */
  let key = saved?.key || newKey();
  let failure: unknown = null;
  let disposed = false;
  const photo = signal<PhotoState>(
    saved?.photo ? { kind: 'ready', dataUrl: saved.photo, scaled: false, kept: true } : NO_PHOTO,
  );
  /** A restored draft's photo was too large to keep: it must be chosen again. */
  const photoLost = signal(Boolean(saved?.photoDropped && !saved.photo));
  let photoWork: Promise<void> = Promise.resolve();
  let photoTurn = 0;

  /**
   * The application made from the answers, checked by the shared schema; what is wrong, on the
   * questions it came from. Called only once `prepare` has fetched the checks.
   */
  function check(input: unknown): ValidationResult<AdmissionApplication> {
    const tools = checkPart.current as Checks;
    const answers = input as Parameters<Checks['applicationOf']>[0];
    const checked = tools.validateAdmission(tools.applicationOf(answers, classes()));
    const errors = checked.ok ? {} : tools.errorsOnQuestions(checked.errors, answers, classes());
    const chosen = photo.peek();
    // A photo the parent chose but that cannot be sent: never send the form without it.
    if (chosen.kind === 'refused') errors[PHOTO_FIELD] = chosen.message;
    return Object.keys(errors).length || !checked.ok ? { ok: false, errors } : checked;
  }

  const form = createFormStore<AdmissionApplication, SubmissionReceipt>({
    validate: check,
    send: async (value, signal) => {
      failure = null;
      try {
        // A photo of up to 1 MB takes longer than the usual 5 s on a slow mobile uplink.
        return await api.createStudentParent(value, {
          signal,
          idempotencyKey: key,
          timeout: UPLOAD_TIMEOUT_MS,
        });
      } catch (error) {
        // The provider's refusal of a derived field goes on the question it came from.
        failure =
          isApiError(error) && error.errors && checkPart.current
            ? new ApiError({
                kind: error.kind,
                message: error.message,
                status: error.status,
                url: error.url,
                errors: (checkPart.current as Checks).errorsOnQuestions(
                  error.errors,
                  nestValues(form.values.peek()) as Parameters<Checks['applicationOf']>[0],
                  classes(),
                ),
                code: error.code,
                cause: error,
              })
            : error;
        throw failure;
      }
    },
    initial: EMPTY,
  });
  batch(() => {
    for (const [name, value] of Object.entries(saved?.values ?? {})) form.set(name, value);
    if (saved?.photo) form.set(PHOTO_FIELD, saved.photo);
  });

  const restored = signal(hasContent(saved));
  const step = signal<Step>(saved?.step ?? 'student');
  const receipt = signal<Receipt | null>(drafts.readReceipt());
  const outcome = signal<SendOutcome | null>(null);
  const dialogOpen = signal(false);

  /** Every change goes to the draft at once: a tab closed a second later loses nothing. */
  function keepDraft() {
    const typed = typedValues(form.values.value);
    const chosen = photo.value;
    const lost = photoLost.value;
    const dataUrl = chosen.kind === 'ready' ? chosen.dataUrl : null;
    if (Object.keys(typed).length === 0 && dataUrl === null && !lost) {
      drafts.clear();
      return;
    }
    const { photoKept } = drafts.write({
      values: typed,
      key,
      photo: dataUrl,
      photoDropped: lost,
      step: step.value,
    });
    if (chosen.kind === 'ready' && chosen.kept !== photoKept) {
      photo.value = { ...chosen, kept: photoKept };
    }
  }
  let stopKeeping: (() => void) | null = null;

  /** The reason a send failed, when the client could word it (every ApiError's message is). */
  function reason(): string | null {
    if (!isApiError(failure) || failure.kind === 'aborted') return null;
    return form.error.peek() ?? failure.message;
  }

  function succeeded(answer: SubmissionReceipt | undefined) {
    const values = form.values.peek();
    const chosen = String(values['student_profile.class_id'] ?? '');
    const klass = classes().find((c) => String(c.id) === chosen);
    const done: Receipt = {
      id: String(answer?.id ?? ''),
      date: today(),
      name: String(values['student_user.name'] ?? '').trim(),
      klass: klass
        ? {
            class_name: klass.class_name,
            section_name: klass.section_name ?? null,
            shift_name: klass.shift_name ?? null,
            group_name: klass.group_name ?? null,
            class_name_bn: klass.class_name_bn ?? null,
            section_name_bn: klass.section_name_bn ?? null,
            shift_name_bn: klass.shift_name_bn ?? null,
            group_name_bn: klass.group_name_bn ?? null,
          }
        : null,
    };
    drafts.writeReceipt(done);
    // The next application is another one.
    key = newKey();
    photoTurn += 1;
    batch(() => {
      form.reset();
      photo.value = NO_PHOTO;
      photoLost.value = false;
      restored.value = false;
      step.value = 'student';
      receipt.value = done;
      outcome.value = { kind: 'sent', id: done.id };
      dialogOpen.value = true;
    });
    drafts.clear();
  }

  function goTo(next: Step) {
    step.value = next;
  }

  return {
    /** Keep the draft from now on (the form is on screen). */
    resume() {
      disposed = false;
      stopKeeping ??= effect(keepDraft);
    },
    /** Abort a send in flight and stop keeping the draft: the view is gone. */
    dispose() {
      disposed = true;
      stopKeeping?.();
      stopKeeping = null;
      form.dispose();
    },

    /** Every field's value by dot path (`student_user.name`), as typed. */
    values: form.values as ReadonlySignal<Record<string, string>>,
    /** What is wrong, by dot path; a key may be no field of the form (the provider's `form`). */
    errors: form.errors,
    /** A failure that belongs to no field. */
    formError: form.error,
    /** Counts refused submits: the error summary takes focus each time. */
    failures: form.failures,
    status: form.status,
    sending: computed(() => form.status.value === 'submitting'),
    photo: photo as ReadonlySignal<PhotoState>,
    photoLost: photoLost as ReadonlySignal<boolean>,
    /** The step on screen: a phone's worth of questions, or "Check your answers". */
    step: step as ReadonlySignal<Step>,
    /** The questions of a step that the answers so far call for. */
    fieldsOf: (name: Exclude<Step, 'check'>) =>
      fieldsOf(name, form.values.value as Record<string, string>, classes()),
    /** The form was filled from a draft kept in this browser. */
    restored: restored as ReadonlySignal<boolean>,
    /** The application the provider accepted, until the visitor starts a new one. */
    receipt: receipt as ReadonlySignal<Receipt | null>,
    outcome: outcome as ReadonlySignal<SendOutcome | null>,
    /** The Success! or Error! dialog to show, if any. */
    dialog: computed(() => {
      const last = outcome.value;
      return dialogOpen.value && last && last.kind !== 'refused' ? last : null;
    }),

    /**
     * A sentence of the schema, the client or the provider in the visitor's language, once the
     * checks (which know them) are in; as it came before, but for the one that says they are not.
     */
    words(text: string, lang: Lang): string {
      if (checksIn.value && checkPart.current) return checkPart.current.inLanguage(text, lang);
      return text === partMissing('partMissing') ? partMissing('partMissing', {}, lang) : text;
    },
    /** Fetch the checks now (the parent has started on the form), not at Submit. */
    prepare() {
      void prepare().catch(() => {});
    },
    set(field: string, value: string) {
      form.set(field, value);
    },
    /** Prepare a chosen file as the photo (scaled down to fit when it is large). */
    choosePhoto(file: Blob): Promise<void> {
      const turn = ++photoTurn;
      batch(() => {
        photo.value = { kind: 'working' };
        photoLost.value = false;
        form.set(PHOTO_FIELD, '');
      });
      photoWork = photoPart
        .load()
        .then((tools) => tools.preparePhoto(file))
        .then(
          (result) => {
            if (turn !== photoTurn) return;
            batch(() => {
              if (result.ok) {
                const { dataUrl, scaled } = result.photo;
                form.set(PHOTO_FIELD, dataUrl);
                photo.value = { kind: 'ready', dataUrl, scaled, kept: true };
              } else {
                photo.value = { kind: 'refused', message: result.message };
              }
            });
          },
          (error: unknown) => {
            if (turn !== photoTurn) return;
            photo.value = { kind: 'refused', message: (error as Error).message };
          },
        );
      return photoWork;
    },
    removePhoto() {
      photoTurn += 1;
      batch(() => {
        photo.value = NO_PHOTO;
        photoLost.value = false;
        form.set(PHOTO_FIELD, '');
      });
    },
    /** Clear the restored draft: an empty form, a new application. */
    startAgain() {
      key = newKey();
      photoTurn += 1;
      batch(() => {
        form.reset();
        photo.value = NO_PHOTO;
        photoLost.value = false;
        restored.value = false;
        step.value = 'student';
      });
      drafts.clear();
    },
    /** Put the receipt away for the next application. */
    newApplication() {
      drafts.clearReceipt();
      batch(() => {
        receipt.value = null;
        dialogOpen.value = false;
      });
    },
    /**
     * Check, then send. Resolves with the first field that is wrong (nothing was sent), or null.
     * A press while sending (or while the photo is still being prepared) sends nothing more.
     */
    async submit(): Promise<string | null> {
      if (form.status.peek() === 'submitting') return null;
      try {
        await prepare();
      } catch (error) {
        if (disposed) return null;
        batch(() => {
          outcome.value = { kind: 'failed', message: (error as Error).message };
          dialogOpen.value = true;
        });
        return null;
      }
      await photoWork;
      // The view went away meanwhile: nothing is sent.
      if (disposed) return null;
      const invalid = await form.submit();
      // What is wrong is shown on its step, with that step's summary.
      const wrong = firstStepWith(form.errors.peek());
      if (wrong) step.value = wrong;
      const status = form.status.peek();
      if (status === 'success') succeeded(form.result.peek());
      else if (status === 'error') {
        const message = reason();
        batch(() => {
          if (form.hasErrors.peek()) outcome.value = { kind: 'refused', message: message ?? '' };
          else {
            outcome.value = { kind: 'failed', message };
            dialogOpen.value = true;
          }
        });
      }
      return invalid;
    },
    /**
     * On from the step on screen, when its answers are right; else its errors (only its own:
     * the next steps are not reached yet) on its fields and in its summary. Resolves with
     * whether it moved on.
     */
    async next(): Promise<boolean> {
      const current = step.peek();
      if (current === 'check') return false;
      try {
        await prepare();
      } catch (error) {
        if (disposed) return false;
        batch(() => {
          outcome.value = { kind: 'failed', message: (error as Error).message };
          dialogOpen.value = true;
        });
        return false;
      }
      await photoWork;
      if (disposed) return false;
      const checked = check(nestValues(form.values.peek()));
      const asked = new Set(
        fieldsOf(current, form.values.peek() as Record<string, string>, classes()).map(
          (field) => field.name,
        ),
      );
      const mine = checked.ok
        ? {}
        : Object.fromEntries(Object.entries(checked.errors).filter(([name]) => asked.has(name)));
      if (Object.keys(mine).length) {
        form.refuse(mine);
        return false;
      }
      batch(() => {
        // Its own are right now; a refusal of a later step's answer waits there.
        form.clearErrors([...asked]);
        step.value = STEPS[STEPS.indexOf(current) + 1] ?? 'check';
      });
      return true;
    },
    /** Back a step, as typed (nothing is checked going back). */
    back() {
      const at = STEPS.indexOf(step.peek());
      if (at > 0) goTo(STEPS[at - 1] ?? 'student');
    },
    /** To a step, from "Check your answers" (Change) or a step's Back. */
    goTo,
    /** The visitor closed the dialog (OK, Escape), or it closed itself. */
    closeDialog() {
      dialogOpen.value = false;
    },
  };
}

export type Application = ReturnType<typeof createApplication>;
