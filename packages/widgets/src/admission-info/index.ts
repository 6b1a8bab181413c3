export {
  type AdmissionFacts,
  type AdmissionInfoStore,
  createAdmissionInfoStore,
} from './admission-info.store.ts';
export { AdmissionInfo, type AdmissionInfoProps } from './admission-info.tsx';
