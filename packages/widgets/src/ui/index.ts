export { Button } from './button.tsx';
export { Field } from './field.tsx';
export { Status } from './status.tsx';
export * as ui from './ui.css.ts';
