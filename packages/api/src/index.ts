export * from './client.ts';
export * from './digits.ts';
export * from './errors.ts';
export { PATHS } from './paths.ts';
export * from './types/index.ts';
