// @vitest-environment node
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds the links the router patterns match', () => {
    expect(paths.app.payment('tr/x 1')).toBe('/app/historial-de-pagos/tr%2Fx%201');
    expect(matchPath(paths.app.payment.pattern, paths.app.payment('tr-1'))?.params).toEqual({ paymentId: 'tr-1' });
    expect(paths.app.quotation('q-7')).toBe('/app/cotizaciones/q-7');
    expect(matchPath(paths.app.quotation.pattern, paths.app.quotation('q-7'))?.params).toEqual({ quotationId: 'q-7' });
  });

  it('puts the parameter in the middle of a path that goes on after it', () => {
    expect(paths.app.quotationConfirmation('q 7')).toBe('/app/cotizaciones/q%207/confirmacion');
    expect(matchPath(paths.app.quotationConfirmation.pattern, paths.app.quotationConfirmation('q-7'))?.params).toEqual({
      quotationId: 'q-7',
    });
    expect(paths.app.paymentReceipt('tr-1')).toBe('/app/historial-de-pagos/tr-1/recibo');
    expect(paths.app.paymentInstructions('tr-1')).toBe('/app/historial-de-pagos/tr-1/instrucciones');
    expect(matchPath(paths.app.paymentReceipt.pattern, paths.app.paymentReceipt('tr-1'))?.params).toEqual({ paymentId: 'tr-1' });
  });
});
