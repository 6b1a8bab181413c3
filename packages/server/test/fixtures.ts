import type { AdmissionApplication } from '@school/api';

/** A 1×1 PNG, as the admission form sends a photo. */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

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
      image: PNG_DATA_URL,
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
