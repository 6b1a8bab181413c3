export { type HeroSlide, isShown, shownBanners, toSlide } from './banners.ts';
export { createHeroSliderStore, type HeroSliderStore } from './hero-slider.store.ts';
export { BANNER_HEIGHT, BANNER_WIDTH, HeroSlider, type HeroSliderProps } from './hero-slider.tsx';
