import { useLocation } from 'react-router';
import type { Lang } from './i18n.ts';
import { langOfPath, localePath } from './paths.ts';

/** The language of the page on screen: Bengali under `/bn`, English elsewhere. */
export function useLang(): Lang {
  return langOfPath(useLocation().pathname);
}

/** Site paths in the page's language: `to('/history')` is `/bn/history` on a Bengali page. */
export function useLocalePath(): (path: string) => string {
  const lang = useLang();
  return (path) => localePath(path, lang);
}
