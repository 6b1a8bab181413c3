export { type InstituteIdentity, toIdentity } from './identity.ts';
export {
  createInstituteHeaderStore,
  type InstituteHeaderStore,
} from './institute-header.store.ts';
export {
  type HeadingLevel,
  InstituteHeader,
  type InstituteHeaderProps,
} from './institute-header.tsx';
