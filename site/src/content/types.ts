/** A picture the site ships: a drawn SVG imported as a URL. */
export interface Picture {
  src: string;
  alt: string;
  width: number;
  height: number;
  caption?: string;
}

/** A block of a text page: a paragraph, a list, or a row of links (`to` is a site path). */
export type Block =
  | string
  | { list: readonly string[]; ordered?: boolean }
  | { links: readonly { text: string; to: string }[] };

export interface Section {
  heading: string;
  blocks: readonly Block[];
}

/** A text page (terms, privacy…): the h1, an intro, then sections. */
export interface TextPage {
  title: string;
  intro: readonly Block[];
  sections: readonly Section[];
  /** A closing line, e.g. when the page was last updated. */
  footnote?: string;
  /** Pictures shown with the text (medical centre, counselling). */
  pictures?: readonly Picture[];
}

/** One step of a career, oldest first; no `to` while still in the post. */
export interface TimelineEntry {
  role: string;
  place: string;
  from: number;
  to?: number;
  description?: string;
}

/** The principal and each vice principal (spec §3 "static profile data"). */
export interface Profile {
  pageTitle: string;
  name: string;
  title: string;
  additionalTitle?: string;
  portrait: Picture;
  qualifications: readonly string[];
  biography: readonly string[];
  message?: { heading: string; paragraphs: readonly string[] };
  timeline: readonly TimelineEntry[];
}

/** The words around every profile page. */
export interface ProfileLabels {
  qualifications: string;
  biography: string;
  timeline: string;
  present: string;
  yearsBetween: string;
}

/** A past principal (spec §3: name, image, degree, from, to). */
export interface ExPrincipal {
  name: string;
  degree: string;
  from: number;
  to: number;
}

/** The words around every wing page. */
export interface WingLabels {
  services: string;
  location: string;
  hours: string;
  bring: string;
  contact: string;
  contactLink: string;
}

/** An office of the supporting or admin wing: what it does, where, when, what to bring. */
export interface Wing {
  title: string;
  summary: string;
  services: readonly string[];
  location: string;
  hours: readonly string[];
  bring: readonly string[];
}
