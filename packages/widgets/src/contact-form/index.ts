export {
  type Checks,
  COMPACT_FIELDS,
  type ContactField,
  type ContactFormOptions,
  type ContactFormStore,
  createContactFormStore,
  PAGE_FIELDS,
  SENT_DIALOG_MS,
  type SendOutcome,
} from './contact-form.store.ts';
export { ContactForm, type ContactFormProps } from './contact-form.tsx';
