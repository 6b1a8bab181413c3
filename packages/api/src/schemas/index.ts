export { admissionSchema, validateAdmission } from './admission.ts';
export {
  EMAIL_MESSAGE,
  FORM_ERROR_KEY,
  HIDDEN_CHARACTERS_MESSAGE,
  MOBILE_MESSAGE,
  normaliseMobile,
  type ValidationResult,
} from './common.ts';
export {
  decodePhotoDataUrl,
  MAX_PHOTO_BYTES,
  PHOTO_CONTENT_MESSAGE,
  PHOTO_FORMAT_MESSAGE,
  PHOTO_SIZE_MESSAGE,
  type PhotoType,
} from './photo.ts';
export { publicMessageSchema, validatePublicMessage } from './public-message.ts';
