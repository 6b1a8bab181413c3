export {
  type Embeddable,
  embeddableOf,
  embedSrc,
  isShowable,
  thumbnailOf,
  titleOf,
  toVideoItem,
  type VideoItem,
} from './video.ts';
export { createVideoGalleryStore, type VideoGalleryStore } from './video-gallery.store.ts';
export { type VideoDetail, VideoGallery, type VideoGalleryProps } from './video-gallery.tsx';
