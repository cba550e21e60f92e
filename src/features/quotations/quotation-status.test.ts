import { describe, expect, it } from 'vitest';
import responseSchemas from '@/lib/api/response-schemas.json';
import { QUOTATION_STATUSES, isPayable, quotationStatusDisplay } from './quotation-status';
import type { QuotationStatus } from './types';

/** The status enum of a quotation as openapi.yaml declares it (through the generated response schemas). */
const CONTRACT_STATUSES = (responseSchemas['GET /quotations/{quotationId}'] as { properties: { status: { enum: string[] } } }).properties
  .status.enum;

describe('quotation status', () => {
  it.each([
    ['pendiente', 'Pendiente', 'warning'],
    ['pagada', 'Pagada', 'success'],
    ['vencida', 'Vencida', 'danger'],
    ['cancelada', 'Cancelada', 'neutral'],
    ['rechazada', 'Rechazada', 'neutral'],
  ] as const)('%s reads "%s" in a %s badge', (status, label, tone) => {
    expect(quotationStatusDisplay(status)).toMatchObject({ label, tone });
  });

  it('covers every status of the contract, with plurals for the filter', () => {
    // Against the contract, not a copy of the constant: a status added to openapi.yaml fails here.
    expect([...QUOTATION_STATUSES].sort()).toEqual([...CONTRACT_STATUSES].sort());
    expect(QUOTATION_STATUSES.map((s) => quotationStatusDisplay(s).plural)).toEqual([
      'Pendientes',
      'Pagadas',
      'Vencidas',
      'Canceladas',
      'Rechazadas',
    ]);
  });

  it('shows an unknown status as itself in a neutral badge', () => {
    // Outside the contract's enum on purpose: the fallback a status the client does not know gets.
    expect(quotationStatusDisplay('en_revision' as QuotationStatus)).toMatchObject({ label: 'en_revision', tone: 'neutral' });
    expect(quotationStatusDisplay('' as QuotationStatus)).toMatchObject({ label: 'Desconocido' });
  });

  it('only a pending quotation can be paid', () => {
    expect(QUOTATION_STATUSES.filter((status) => isPayable({ status }))).toEqual(['pendiente']);
  });
});
