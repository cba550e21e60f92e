import { useEffect, useRef, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';

/** The id of every page's main content (`<main id={MAIN_CONTENT_ID} tabIndex={-1}>`). */
export const MAIN_CONTENT_ID = 'contenido';

/** The main content: the element with MAIN_CONTENT_ID, else the page's first <main>. */
function mainContent(): HTMLElement | null {
  return document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector('main');
}

/**
 * After a page change that took the focused control away (the link or button that led here), the
 * browser would resume Tab from where that control was, in the middle of the new page. The document
 * takes the focus instead, so the next Tab reaches the skip link. A page that moves the focus itself
 * (its effects run before this one) keeps it.
 */
function useFocusFromTopOnNewPage() {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    if (document.activeElement && document.activeElement !== document.body) return;
    const { body } = document;
    body.tabIndex = -1;
    body.focus({ preventScroll: true });
    body.removeAttribute('tabindex');
  }, [pathname]);
}

/**
 * "Saltar al contenido": the first focusable element of every page (RootLayout), hidden until it
 * has keyboard focus. It moves focus into the main content, so keyboard and screen reader users
 * skip the brand and the navigation. A plain link (no react-aria): it is on every first load, and
 * before hydration its #fragment already does the job.
 */
export function SkipLink() {
  useFocusFromTopOnNewPage();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = mainContent();
    if (!target) return;
    // Moving focus ourselves keeps the URL (the router would read a #fragment as a navigation).
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  };
  // Its box (padding, background) exists only while focused: hidden, it is one clipped pixel.
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      className="sr-only font-medium text-brand-800 underline outline-offset-2 outline-brand-600 focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[10000] focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:shadow-lg focus:outline-2 forced-colors:outline-[Highlight]"
    >
      Saltar al contenido
    </a>
  );
}
