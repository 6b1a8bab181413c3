export {
  type ContactDetails as ContactDetailsView,
  isBlank,
  type MapView,
  mapOf,
  toDetails,
} from './contact.ts';
export {
  type ContactDetailsStore,
  createContactDetailsStore,
} from './contact-details.store.ts';
export { ContactDetails, type ContactDetailsProps } from './contact-details.tsx';
