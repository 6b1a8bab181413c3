import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * A widget's link click (its `onSelect`), taken by the site's router when it leads to a page of
 * this site: no page reload, the menu and the notice bar stay. A click with a modifier key (a new
 * tab or window), on another site's link, or on a link that opens a new tab is left to the
 * browser.
 */
export function useSpaLink() {
  const navigate = useNavigate();
  return (_detail: unknown, event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.currentTarget;
    if (link.target && link.target !== '_self') return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };
}
