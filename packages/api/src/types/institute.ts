/** `GET /api/institute` — a list; the first item is the school. */
export interface Institute {
  id: number;
  institute_logo: string;
  institute_name: string;
  /** The EIIN number; some providers send the text `None` when there is none. */
  institute_eiin_no: string | null;
  institute_address: string;
  institute_fb: string;
  institute_youtube: string;
  headmaster_mobile: string;
  institute_email_address: string;
  institute_management_web: string;
  institute_web: string;
}

/** `GET /contacts` — a list; the first item is used. */
export interface Contact {
  id: number;
  google_map: string;
  image: string;
  mobile: string;
  office_address: string;
  email: string;
}

/** `GET /welcome-speeches/` — a list; the first item's text is used. */
export interface WelcomeSpeech {
  id: number;
  text: string;
  /** The welcome-speech page reads the same words under this name. */
  description: string;
}

/** `GET /site-color` — the six theme colours (CSS colour strings). */
export interface SiteColors {
  primary_color: string;
  secondary_color: string;
  background_color: string;
  text_color: string;
  primary_lite_color: string;
  menu_color: string;
}

export const SITE_COLOR_KEYS = [
  'primary_color',
  'secondary_color',
  'background_color',
  'text_color',
  'primary_lite_color',
  'menu_color',
] as const satisfies readonly (keyof SiteColors)[];
