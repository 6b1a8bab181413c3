import type { Institute } from '@school/api';

/** Where the stories' provider (MSW) answers the logo. */
export const LOGO_URL = 'https://provider.example/media/logo.svg';

/** An institute as a provider sends it, for stories and the jsdom tests. Nothing here ships. */
export const institute: Institute = {
  id: 1,
  institute_logo: LOGO_URL,
  institute_name: 'Dhaka Model College',
  institute_eiin_no: '132587',
  institute_address: 'Plot 7, Road 4, Section 6, Mirpur, Dhaka 1216',
  institute_fb: 'https://www.facebook.com/dhakamodel',
  institute_youtube: 'https://www.youtube.com/@dhakamodel',
  headmaster_mobile: '+880 1711-428536',
  institute_email_address: 'info@dhakamodel.edu.bd',
  institute_management_web: 'https://erp.dhakamodel.edu.bd',
  institute_web: 'https://dhakamodel.edu.bd',
};

/** A crest (what the demo provider serves too). */
export const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><path d="M32 3l25 8v19c0 16-11 27-25 31C18 57 7 46 7 30V11z" fill="#168a5c" stroke="#d4a017" stroke-width="2"/><circle cx="32" cy="22" r="8" fill="#f42a41"/><path d="M32 32q-8-4-17-2v14q9-2 17 2zm0 0q8-4 17-2v14q-9-2-17 2z" fill="#fff"/></svg>';
