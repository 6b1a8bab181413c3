export {
  CAROUSEL_MAX,
  FEATURED_GRID_MAX,
  type GalleryItem,
  type GalleryLayout,
  isFeatured,
  layoutOf,
  shownPictures,
  toItem,
} from './picture.ts';
export {
  createPictureGalleryStore,
  type PictureGalleryStore,
  type PictureGalleryStoreOptions,
} from './picture-gallery.store.ts';
export { PictureGallery, type PictureGalleryProps } from './picture-gallery.tsx';
