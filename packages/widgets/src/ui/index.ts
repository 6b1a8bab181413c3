export { Async } from './async.tsx';
export { Avatar, type AvatarProps, initials } from './avatar.tsx';
export { Button } from './button.tsx';
export { Carousel, type CarouselProps } from './carousel.tsx';
export { Dialog, type DialogProps } from './dialog.tsx';
export { ErrorSummary, type ErrorSummaryItem } from './error-summary.tsx';
/** The form controls' classes (input, select), for a form the kit has no component for. */
export * as controls from './field.css.ts';
export { Field } from './field.tsx';
export { Pager, type PagerProps, pageWindow } from './pager.tsx';
export { Select, type SelectOption, type SelectProps } from './select.tsx';
export { Status } from './status.tsx';
export * as ui from './ui.css.ts';
export type { PerView } from './use-glider.ts';
export { wrapTab } from './wrap-tab.ts';
