// Plain links to the app's own pages, followed without a page load by one click handler on the
// area that holds them (AriaLayout), not by a router <Link> each: every <Link> re-reads the
// location, so forty of them re-rendered on each change of Historial's page or filter and cost
// about a fifth of rendering its rows (docs/performance.md).
import type { MouseEvent } from 'react';

/** The mark of such a link: `<a href={appPaths.payment(id)} {...APP_LINK}>`. */
export const APP_LINK = { 'data-app-link': '' } as const;

/**
 * Follows the marked link a click landed on, in the app, when the browser would have opened it in
 * this tab: a plain left click on a same-origin link without `target` or `download`. Anything else
 * (a modifier key for a new tab or window, another origin) is left to the browser. True when it
 * navigated.
 */
export function followAppLink(event: MouseEvent<Element>, navigate: (to: string) => void): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = event.target instanceof Element ? event.target.closest('a[data-app-link]') : null;
  if (!(link instanceof HTMLAnchorElement)) return false;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download') || link.origin !== window.location.origin) return false;
  event.preventDefault();
  navigate(`${link.pathname}${link.search}${link.hash}`);
  return true;
}
