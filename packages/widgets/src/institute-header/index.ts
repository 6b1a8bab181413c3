export type { HeadingLevel } from '../runtime/heading.ts';
export { type InstituteIdentity, toIdentity } from './identity.ts';
export {
  createInstituteHeaderStore,
  type InstituteHeaderStore,
} from './institute-header.store.ts';
export { InstituteHeader, type InstituteHeaderProps } from './institute-header.tsx';
