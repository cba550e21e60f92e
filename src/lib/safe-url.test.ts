// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { followableUrl, imageSrc, safeHref, sitePath } from './safe-url';

// Addresses that read as one place and go to another: every check refuses them.
const DISGUISED = [
  '/\\evil.example/x',
  '\\\\evil.example/x',
  '//evil.example/x',
  '/\t/evil.example/x',
  '/\n/evil.example',
  'https://facturas.cotiza.mx\\@evil.example/6F9B.pdf',
  'https://facturas.cotiza.mx@evil.example/6F9B.pdf',
  'https://user:secreto@facturas.cotiza.mx/6F9B.pdf',
  'java\nscript:alert(1)',
  ' javascript:alert(1)',
];

describe('followableUrl: only server-given addresses a customer may be sent to', () => {
  it.each([
    ['https://facturas.cotiza.mx/6F9B.pdf', 'https://facturas.cotiza.mx/6F9B.pdf'],
    ['https://sandbox-dashboard.openpay.mx/paynet-pdf/m1/1010', 'https://sandbox-dashboard.openpay.mx/paynet-pdf/m1/1010'],
    ['https://cdn.cotiza.mx/files/a1B2c3_identificacion.png', 'https://cdn.cotiza.mx/files/a1B2c3_identificacion.png'],
    ['http://127.0.0.1:4011/facturas/6F9B.pdf', 'http://127.0.0.1:4011/facturas/6F9B.pdf'],
    ['http://localhost:4011/x.xml', 'http://localhost:4011/x.xml'],
  ])('%s is followed', (url, expected) => expect(followableUrl(url)).toBe(expected));

  it.each([
    ...DISGUISED,
    'data:text/html,<h1>Tu factura</h1><form action=https://evil.example>',
    'data:application/pdf;base64,JVBERi0=',
    'data:image/png;base64,iVBORw0KGgo=',
    'javascript:alert(1)',
    'http://facturas.evil.example/6F9B.pdf',
    '/facturas/6F9B.pdf',
    'facturas/6F9B.pdf',
    'blob:https://app.cotiza.mx/1',
    'ftp://cotiza.mx/f.pdf',
    'http://localhost:4011@evil.example/x.xml',
    '',
    null,
    undefined,
  ])('%s is not', (url) => expect(followableUrl(url)).toBeNull());
});

describe('sitePath: a path of this site, never another site', () => {
  it.each([
    ['/app/privacidad', '/app/privacidad'],
    ['/app/privacidad?seccion=arco#form', '/app/privacidad?seccion=arco#form'],
    ['/aviso-de-privacidad/../ayuda', '/ayuda'],
    ['#derechos-arco', '#derechos-arco'],
  ])('%s → %s', (href, expected) => expect(sitePath(href)).toBe(expected));

  it.each([...DISGUISED, 'https://cotiza.mx/app', 'app/privacidad', 'mailto:a@b.mx'])('%s is not', (href) =>
    expect(sitePath(href)).toBeNull(),
  );
});

describe('safeHref: links of our own texts (the aviso)', () => {
  it.each([
    ['https://concilianet.profeco.gob.mx', 'https://concilianet.profeco.gob.mx/'],
    ['http://www.profeco.gob.mx/quejas', 'http://www.profeco.gob.mx/quejas'],
    ['mailto:privacidad@cotiza.example', 'mailto:privacidad@cotiza.example'],
    ['tel:+525550001234', 'tel:+525550001234'],
    ['/app/privacidad', '/app/privacidad'],
    [' /ayuda ', '/ayuda'],
  ])('%s → %s', (href, expected) => expect(safeHref(href)).toBe(expected));

  it.each([...DISGUISED, 'javascript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', 'ftp://cotiza.mx/f', 'ayuda'])(
    '%s is not',
    (href) => expect(safeHref(href)).toBeNull(),
  );
});

describe('imageSrc: server-given images', () => {
  it.each([
    ['https://cdn.cotiza.mx/avatars/ana.webp', 'https://cdn.cotiza.mx/avatars/ana.webp'],
    ['http://127.0.0.1:4011/files/logo.png', 'http://127.0.0.1:4011/files/logo.png'],
    ['/avatars/maria-jose.webp', '/avatars/maria-jose.webp'],
  ])('%s → %s', (url, expected) => expect(imageSrc(url)).toBe(expected));

  it.each([
    ...DISGUISED,
    'data:image/svg+xml,<svg onload=alert(1)>',
    'javascript:alert(1)',
    'http://tracker.example/p.gif',
    '#x',
    'avatars/a.webp',
    null,
  ])('%s is not', (url) => expect(imageSrc(url)).toBeNull());
});
