import type { Contact } from '@school/api';

/**
 * The demo school's contact as the reference provider sends it, for stories and tests. Nothing
 * here ships.
 */
export const MAP_EMBED =
  'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3650.5!2d90.3589!3d23.8165!2m3!1f0!2f0' +
  '!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2sMirpur%206%2C%20Dhaka%201216!5e0!3m2' +
  '!1sen!2sbd!4v1700000000000';

export const contact: Contact = {
  id: 1,
  google_map: MAP_EMBED,
  image: 'https://provider.example/media/gallery/campus-front.svg',
  mobile: '+8801711428536, +880 2-9014735',
  office_address: "Principal's Office, Plot 7, Road 4, Section 6, Mirpur, Dhaka 1216, Bangladesh",
  email: 'info@shaplamodel.edu.bd',
};

/** Only the contract's fields, some of them blank: what another school's provider may send. */
export const sparse: Contact = {
  google_map: '',
  image: '',
  mobile: '01711428536',
  office_address: 'Mirpur, Dhaka',
  email: '',
};
