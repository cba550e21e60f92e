import type { ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { revalidateOnNewPath } from './screen-route';

const args = (from: string, to: string, defaultShouldRevalidate = true) =>
  ({
    currentUrl: new URL(from, 'http://localhost'),
    nextUrl: new URL(to, 'http://localhost'),
    defaultShouldRevalidate,
  }) as ShouldRevalidateFunctionArgs;

describe('revalidateOnNewPath', () => {
  it('runs no loader for a new query string on the same screen (a filter, a page)', () => {
    expect(revalidateOnNewPath(args('/app/historial-de-pagos', '/app/historial-de-pagos?estado=pagado'))).toBe(false);
    expect(revalidateOnNewPath(args('/app/empleados?pagina=2', '/app/empleados?pagina=3'))).toBe(false);
  });

  it('runs it for another path of the same route (another payment), as react-router would', () => {
    expect(revalidateOnNewPath(args('/app/historial-de-pagos/tr_1', '/app/historial-de-pagos/tr_2'))).toBe(true);
    expect(revalidateOnNewPath(args('/app/historial-de-pagos/tr_1', '/app/historial-de-pagos/tr_2', false))).toBe(false);
  });
});
