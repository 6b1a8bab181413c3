// The embed bundle: importing this defines every custom element of the library.
export { InstituteHeaderElement } from './institute-header/institute-header.element.ts';
export { NoticeTickerElement } from './notice-ticker/notice-ticker.element.ts';
export { ResultCheckerElement } from './result-checker/result-checker.element.ts';
