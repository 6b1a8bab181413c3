export {
  type AdmissionApplication,
  type AdmissionParentProfile,
  type AdmissionParentUser,
  type AdmissionStudentProfile,
  type AdmissionStudentUser,
  admissionSchema,
  validateAdmission,
} from './admission.ts';
export {
  EMAIL_MESSAGE,
  FORM_ERROR_KEY,
  HIDDEN_CHARACTERS_MESSAGE,
  MOBILE_MESSAGE,
  normaliseMobile,
  type ValidationResult,
  validate,
} from './common.ts';
export {
  decodePhotoDataUrl,
  MAX_PHOTO_BYTES,
  PHOTO_CONTENT_MESSAGE,
  PHOTO_FORMAT_MESSAGE,
  PHOTO_SIZE_MESSAGE,
  type PhotoType,
} from './photo.ts';
export {
  type PublicMessage,
  publicMessageSchema,
  validatePublicMessage,
} from './public-message.ts';
