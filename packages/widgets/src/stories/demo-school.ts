import type { Institute } from '@school/api';

/**
 * The demo school as its provider's `/api/institute` names it, for the fixtures of the widgets
 * that print or check its results (stories and jsdom tests). Nothing here ships.
 */
export const schoolName = 'Shapla Model School & College';

export const institute: Institute = {
  id: 1,
  institute_name: schoolName,
  institute_logo: '/media/logo.svg',
  institute_eiin_no: '132587',
  institute_address: 'Plot 7, Road 4, Section 6, Mirpur, Dhaka 1216',
  institute_fb: '',
  institute_youtube: '',
  headmaster_mobile: '01711428536',
  institute_email_address: 'info@shapla.edu.bd',
  institute_management_web: '',
  institute_web: '',
};
