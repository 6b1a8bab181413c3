import type { AdmissionApplication } from '../src/index.ts';

/** A 1×1 PNG, as the admission form sends a photo. */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/**
 * A whole admission application that the form schema accepts as it is, for the schema's tests
 * and the provider's (which give their own class, year and a real photo).
 */
export function admissionApplication({
  classId = 6,
  yearId = 2,
  image = PNG_DATA_URL,
}: {
  classId?: number;
  yearId?: number;
  image?: string;
} = {}): AdmissionApplication {
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
      image,
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
      father_mobile_no: '01812345678',
      mother_mobile_no: '01912345678',
    },
  };
}
