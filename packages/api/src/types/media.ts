/** `GET /banners` — only `ACTIVE` banners are shown in the slider. */
export interface Banner {
  id: number;
  status: 'ACTIVE' | 'INACTIVE';
  banner_image: string;
}

/** `GET /gallery/` (and `/gallery.json`). */
export interface GalleryPicture {
  id: number;
  /** Spelled so by the contract. */
  galary_image: string;
  featured: boolean;
}

/** `GET /video-gallery/`. */
export interface Video {
  id: number;
  title: string;
  heading: string;
  /** An embeddable video address. */
  link: string;
}

/** `GET /dress-code/`. */
export interface DressCode {
  id: number;
  dress_image: string;
  description: string;
}
