export { type InstituteCardView, siteLabel, toCard } from './card.ts';
export { createInstituteCardStore, type InstituteCardStore } from './institute-card.store.ts';
export { InstituteCard, type InstituteCardProps } from './institute-card.tsx';
