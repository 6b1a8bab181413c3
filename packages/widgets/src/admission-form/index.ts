export {
  type AdmissionFormApi,
  type AdmissionFormOptions,
  type AdmissionFormStore,
  CODE_MISSING,
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
  PART_MISSING,
  type PhotoState,
  type PhotoTools,
  SENT_DIALOG_MS,
  type SendOutcome,
} from './application.ts';
export { PHOTO_DRAFT_LIMIT, type Receipt } from './draft.ts';
export { FIELD_NAMES, type FieldSpec, GROUPS_OF_FIELDS, type GroupName } from './fields.ts';
