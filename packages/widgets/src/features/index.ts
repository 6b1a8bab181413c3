export { cardsOf, type FeatureCard } from './card.ts';
export { createFeaturesStore, type FeaturesStore } from './features.store.ts';
export { Features, type FeaturesProps } from './features.tsx';
