// @vitest-environment node
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appPaths } from './app-paths';

describe('appPaths', () => {
  it('builds the links the router patterns match', () => {
    expect(appPaths.payment('tr/x 1')).toBe('/app/historial-de-pagos/tr%2Fx%201');
    expect(matchPath(appPaths.payment.pattern, appPaths.payment('tr-1'))?.params).toEqual({ paymentId: 'tr-1' });
    expect(appPaths.quotation('q-7')).toBe('/app/cotizaciones/q-7');
    expect(matchPath(appPaths.quotation.pattern, appPaths.quotation('q-7'))?.params).toEqual({ quotationId: 'q-7' });
  });

  it('puts the parameter in the middle of a path that goes on after it', () => {
    expect(appPaths.quotationConfirmation('q 7')).toBe('/app/cotizaciones/q%207/confirmacion');
    expect(matchPath(appPaths.quotationConfirmation.pattern, appPaths.quotationConfirmation('q-7'))?.params).toEqual({
      quotationId: 'q-7',
    });
    expect(appPaths.paymentReceipt('tr-1')).toBe('/app/historial-de-pagos/tr-1/recibo');
    expect(appPaths.paymentInstructions('tr-1')).toBe('/app/historial-de-pagos/tr-1/instrucciones');
    expect(matchPath(appPaths.paymentReceipt.pattern, appPaths.paymentReceipt('tr-1'))?.params).toEqual({ paymentId: 'tr-1' });
  });
});
