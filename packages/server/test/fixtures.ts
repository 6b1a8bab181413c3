import type { AdmissionApplication } from '@school/api';
import sharp from 'sharp';

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

export function admission(classId: number, yearId: number): AdmissionApplication {
  return {
    student_user: {
      name: 'Nusrat Jahan',
      nameBn: 'নুসরাত জাহান',
      dob: '2012-03-14',
      gender: 'female',
      bloodGroup: 'b+',
      religion: 'islam',
      nationality: 'bangladesh',
      phone_number: '01712345678',
      email: 'nusrat@example.com',
      nid: '20121234567890123',
      disability: 'no',
    },
    student_profile: {
      class_id: classId,
      group: 'general',
      image: PHOTO_DATA_URL,
      admission_year_id: yearId,
      academic_session_year: null,
      roll_no: null,
    },
    parent_user: {
      email: 'karim@example.com',
      phone_number: '01812345678',
      name: 'Abdul Karim',
      nid: '1234567890',
    },
    parent_profile: {
      parent: 'Father',
      relation: 'Father',
      occupation: 'Teacher',
      father_name: 'Abdul Karim',
      mother_name: 'Salma Begum',
      g_name: '',
      father_mobile_no: '01812345678',
      mother_mobile_no: '01912345678',
      g_mobile_no: '',
    },
  };
}

export const CONTACT = {
  name: 'Rahim Uddin',
  phone_no: '01712345678',
  msg: 'When does admission for Class Six open?',
  email_id: 'rahim@example.com',
  subject: 'Admission',
};
