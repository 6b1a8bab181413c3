export * from './academics.ts';
export * from './admission.ts';
export * from './content.ts';
export * from './institute.ts';
export * from './media.ts';
export * from './notices.ts';
export * from './people.ts';
export * from './results.ts';
