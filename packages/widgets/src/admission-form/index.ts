export {
  type AdmissionFormApi,
  type AdmissionFormOptions,
  type AdmissionFormStore,
  createAdmissionFormStore,
  DRAFT_PREFIX,
  type OptionLists,
} from './admission-form.store.ts';
export { AdmissionForm, type AdmissionFormProps } from './admission-form.tsx';
export {
  type Application,
  type ApplicationOptions,
  type Checks,
  createApplication,
  type PhotoState,
  type PhotoTools,
  SENT_DIALOG_MS,
  type SendOutcome,
} from './application.ts';
export { PHOTO_DRAFT_LIMIT, type Receipt } from './draft.ts';
export {
  FIELD_NAMES,
  type FieldSpec,
  STEPS,
  STEPS_OF_FIELDS,
  type Step,
  type StepName,
} from './fields.ts';
