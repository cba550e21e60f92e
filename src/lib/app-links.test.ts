import type { MouseEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { followAppLink } from './app-links';

function linkIn(attributes: Record<string, string>): { link: HTMLAnchorElement; child: HTMLElement } {
  const link = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  const child = document.createElement('span');
  link.append(child);
  document.body.append(link);
  return { link, child };
}

function clickOn(target: Element, init: Partial<MouseEvent<Element>> = {}) {
  const event = { target, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false, ...init };
  const preventDefault = vi.fn(() => void (event.defaultPrevented = true));
  return Object.assign(event, { preventDefault }) as unknown as MouseEvent<Element> & { preventDefault: typeof preventDefault };
}

describe('followAppLink', () => {
  it('navigates to the path, query and fragment of a marked link clicked anywhere inside', () => {
    const { child } = linkIn({ href: '/app/historial-de-pagos/tr_1?copia=1#pie', 'data-app-link': '' });
    const navigate = vi.fn();
    const event = clickOn(child);
    expect(followAppLink(event, navigate)).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/app/historial-de-pagos/tr_1?copia=1#pie');
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it.each<[string, Record<string, string>, Partial<MouseEvent<Element>>]>([
    ['an unmarked link', { href: '/app' }, {}],
    ['a new tab (Ctrl)', { href: '/app', 'data-app-link': '' }, { ctrlKey: true }],
    ['a new tab (⌘)', { href: '/app', 'data-app-link': '' }, { metaKey: true }],
    ['a new window (Shift)', { href: '/app', 'data-app-link': '' }, { shiftKey: true }],
    ['a middle click', { href: '/app', 'data-app-link': '' }, { button: 1 }],
    ['a click already handled', { href: '/app', 'data-app-link': '' }, { defaultPrevented: true }],
    ['target="_blank"', { href: '/app', 'data-app-link': '', target: '_blank' }, {}],
    ['a download', { href: '/app/recibo.pdf', 'data-app-link': '', download: '' }, {}],
    ['another origin', { href: 'https://facturas.example.mx/cfdi.pdf', 'data-app-link': '' }, {}],
  ])('leaves %s to the browser', (_, attributes, init) => {
    const { child } = linkIn(attributes);
    const navigate = vi.fn();
    const event = clickOn(child, init);
    expect(followAppLink(event, navigate)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(event.preventDefault).not.toHaveBeenCalled();
  });
});
