export { defineElement, type ElementSpec, type WidgetProps } from './define-element.tsx';
