import { describe, expect, it } from 'vitest';
import { followableUrl } from './safe-url';

describe('followableUrl: only addresses a customer may be sent to', () => {
  it.each([
    ['https://facturas.cotiza.mx/6F9B.pdf', 'https://facturas.cotiza.mx/6F9B.pdf'],
    ['https://sandbox-dashboard.openpay.mx/paynet-pdf/m1/1010', 'https://sandbox-dashboard.openpay.mx/paynet-pdf/m1/1010'],
    ['http://127.0.0.1:4011/facturas/6F9B.pdf', 'http://127.0.0.1:4011/facturas/6F9B.pdf'],
    ['http://localhost:4011/x.xml', 'http://localhost:4011/x.xml'],
  ])('%s is followed', (url, expected) => expect(followableUrl(url)).toBe(expected));

  it.each([
    'data:text/html,<h1>Tu factura</h1><form action=https://evil.example>',
    'data:application/pdf;base64,JVBERi0=',
    'javascript:alert(1)',
    'http://facturas.evil.example/6F9B.pdf',
    '/facturas/6F9B.pdf',
    'facturas/6F9B.pdf',
    'blob:https://app.cotiza.mx/1',
    'ftp://cotiza.mx/f.pdf',
    'https://facturas.cotiza.mx@evil.example/6F9B.pdf',
    'https://user:secreto@facturas.cotiza.mx/6F9B.pdf',
    'http://localhost:4011@evil.example/x.xml',
    '',
    null,
    undefined,
  ])('%s is not', (url) => expect(followableUrl(url)).toBeNull());
});
