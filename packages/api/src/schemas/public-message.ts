import type * as v from 'valibot';
import {
  emailAddress,
  formObject,
  mobile,
  optionalField,
  plainText,
  requiredText,
  type ValidationResult,
  validate,
} from './common.ts';

const SUBJECT_MESSAGE = 'Keep the subject to 150 characters or fewer.';

/** `POST /public-msg/`; the home-page form sends only name, phone_no and msg. */
export const publicMessageSchema = formObject(
  {
    name: requiredText('Enter your name.', 100, 'Keep the name to 100 characters or fewer.'),
    phone_no: mobile(),
    msg: requiredText(
      'Write your message.',
      2000,
      'Keep the message to 2000 characters or fewer.',
      { multiline: true },
    ),
    email_id: optionalField(emailAddress()),
    subject: optionalField(plainText(150, SUBJECT_MESSAGE)),
  },
  'The message could not be read. Please fill in the form and send it again.',
);

/** `POST /public-msg/` — the home-page form sends only name, phone_no and msg. */
export type PublicMessage = v.InferOutput<typeof publicMessageSchema>;

export function validatePublicMessage(input: unknown): ValidationResult<PublicMessage> {
  return validate(publicMessageSchema, input);
}
