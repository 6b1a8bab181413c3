export { type AlumniStore, createAlumniStore } from './alumni.store.ts';
export { Alumni, type AlumniProps } from './alumni.tsx';
export { type AlumnusCard, cardsOf } from './card.ts';
