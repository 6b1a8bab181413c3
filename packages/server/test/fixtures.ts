import type { AdmissionApplication } from '@school/api';
import sharp from 'sharp';
import { admissionApplication } from '../../api/test/fixtures.ts';

/** An upload as the admission form sends it. */
export const dataUrl = (type: string, bytes: Uint8Array) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

/** A real 240 × 320 photo, carrying EXIF as a phone's camera would (it must not be kept). */
export const PHOTO = await sharp({
  create: { width: 240, height: 320, channels: 3, background: '#6b8fb5' },
})
  .withExif({ IFD0: { Copyright: 'Taken at 23.8103 N, 90.4125 E' } })
  .jpeg()
  .toBuffer();

export const PHOTO_DATA_URL = dataUrl('image/jpeg', PHOTO);

/** The PNG signature and then nothing but padding: a "photo" made to fill a disk. */
export function fakePng(bytes: number): Uint8Array {
  const fake = new Uint8Array(bytes);
  fake.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return fake;
}

/** The shared application with this provider's class and year, a real photo, and the blanks a form sends. */
export function admission(classId: number, yearId: number): AdmissionApplication {
  const application = admissionApplication({ classId, yearId, image: PHOTO_DATA_URL });
  application.parent_profile = { ...application.parent_profile, g_name: '', g_mobile_no: '' };
  return application;
}

export const CONTACT = {
  name: 'Rahim Uddin',
  phone_no: '01712345678',
  msg: 'When does admission for Class Six open?',
  email_id: 'rahim@example.com',
  subject: 'Admission',
};
