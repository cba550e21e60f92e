// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAppPath, safeReturnPath } from './paths';

describe('isAppPath', () => {
  it.each([
    ['/app', true],
    ['/app/', true],
    ['/app/metodos-de-pago', true],
    ['/', false],
    ['/login', false],
    ['/applause', false],
    ['/x/app', false],
  ])('%s → %s', (path, expected) => expect(isAppPath(path)).toBe(expected));
});

describe('safeReturnPath: only internal /app paths (no open redirect)', () => {
  it.each([
    ['/app/historial-de-pagos?pagina=2', '/app/historial-de-pagos?pagina=2'],
    ['/app', '/app'],
    ['//evil.example/app', null],
    ['https://evil.example/app', null],
    ['/\\evil.example', null],
    ['/login', null],
    ['javascript:alert(1)', null],
    ['/app/../login', null],
    ['', null],
    [null, null],
  ])('%j → %j', (candidate, expected) => expect(safeReturnPath(candidate)).toBe(expected));

  it('never returns anything that leaves the origin or the /app area', () => {
    fc.assert(
      fc.property(fc.string(), (candidate) => {
        const result = safeReturnPath(candidate);
        if (result === null) return;
        expect(new URL(result, 'https://cotiza.mx').origin).toBe('https://cotiza.mx');
        expect(isAppPath(new URL(result, 'https://cotiza.mx').pathname)).toBe(true);
      }),
    );
  });
});
