export {
  createDressCodeStore,
  type DressCodeStore,
  type DressEntry,
  toEntry,
} from './dress-code.store.ts';
export { DressCode, type DressCodeProps } from './dress-code.tsx';
export { UNIFORMS, type UniformKey } from './uniforms.ts';
