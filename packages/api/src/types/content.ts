/** `GET /school-history` — the first item is used. */
export interface SchoolHistory {
  id: number;
  heading: string;
  text: string;
  images: { image: string }[];
}

/** `GET /features`. */
export interface Feature {
  id: number;
  title: string;
  service_text: string;
  icon: string;
}

/** `GET /credentials` — the first item's images are shown under the list's headline. */
export interface Credential {
  id: number;
  headline: string;
  image: string;
  o_image: string;
}

/** `GET /important-links`. */
export interface ImportantLink {
  id: number;
  headline: string;
  link: string;
  image: string | null;
}

/** `GET /link-names` — a named group of links. */
export interface LinkGroup {
  id: number;
  name: string;
  page_link: { title: string; link: string }[];
}
