import type { MouseEvent } from 'react';

/** The id of every page's main content (`<main id={MAIN_CONTENT_ID} tabIndex={-1}>`). */
export const MAIN_CONTENT_ID = 'contenido';

/** The main content: the element with MAIN_CONTENT_ID, else the page's first <main>. */
function mainContent(): HTMLElement | null {
  return document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector('main');
}

/**
 * "Saltar al contenido": the first focusable element of every page (RootLayout), hidden until it
 * has keyboard focus. It moves focus into the main content, so keyboard and screen reader users
 * skip the brand and the navigation. A plain link (no react-aria): it is on every first load, and
 * before hydration its #fragment already does the job.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = mainContent();
    if (!target) return;
    // Moving focus ourselves keeps the URL (the router would read a #fragment as a navigation).
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      className="sr-only rounded-lg bg-white px-4 py-3 font-medium text-brand-800 underline shadow-lg outline-offset-2 outline-brand-600 focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[10000] focus:outline-2 forced-colors:outline-[Highlight]"
    >
      Saltar al contenido
    </a>
  );
}
