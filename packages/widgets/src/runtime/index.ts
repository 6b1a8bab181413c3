export {
  defineElement,
  type ElementSpec,
  lazyView,
  type WidgetProps,
  type WidgetState,
} from './define-element.tsx';
export { emit } from './emit.ts';
export { asLang, defineMessages, type Lang, t } from './i18n.ts';
export { messageOf, type Resource, resource, type Status } from './resource.ts';
export { useStore } from './use-store.ts';
