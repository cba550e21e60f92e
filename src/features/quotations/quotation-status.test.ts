import { describe, expect, it } from 'vitest';
import { QUOTATION_STATUSES, isPayable, quotationStatusDisplay } from './quotation-status';

describe('quotation status', () => {
  it.each([
    ['pendiente', 'Pendiente', 'warning'],
    ['pagada', 'Pagada', 'success'],
    ['vencida', 'Vencida', 'danger'],
    ['cancelada', 'Cancelada', 'neutral'],
  ] as const)('%s reads "%s" in a %s badge', (status, label, tone) => {
    expect(quotationStatusDisplay(status)).toMatchObject({ label, tone });
  });

  it('covers every status of the contract, with plurals for the filter', () => {
    expect(QUOTATION_STATUSES).toEqual(['pendiente', 'pagada', 'vencida', 'cancelada']);
    expect(QUOTATION_STATUSES.map((s) => quotationStatusDisplay(s).plural)).toEqual([
      'Pendientes',
      'Pagadas',
      'Vencidas',
      'Canceladas',
    ]);
  });

  it('shows an unknown status as itself in a neutral badge', () => {
    expect(quotationStatusDisplay('en_revision')).toMatchObject({ label: 'en_revision', tone: 'neutral' });
    expect(quotationStatusDisplay('')).toMatchObject({ label: 'Desconocido' });
  });

  it('only a pending quotation can be paid', () => {
    expect(QUOTATION_STATUSES.filter((status) => isPayable({ status }))).toEqual(['pendiente']);
  });
});
