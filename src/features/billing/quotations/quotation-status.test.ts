// @vitest-environment node
import { describe, expect, it } from 'vitest';
import responseSchemas from '@/lib/api/response-schemas.json';
import { QUOTATION_STATUSES, stageBadge, statusPlural, validityText } from './quotation-status';
import type { QuotationStatus } from './types';

/** The status enum of a quotation as openapi.yaml declares it (through the generated response schemas). */
const CONTRACT_STATUSES = (responseSchemas['GET /quotations/{quotationId}'] as { properties: { status: { enum: string[] } } }).properties
  .status.enum;
const reference = { id: 'tr1', method: 'store', due_date: '2026-12-01T23:59:59-06:00' };

describe('how a quotation reads', () => {
  it.each([
    [{ status: 'pendiente', decision: null }, 'Pendiente', 'warning'],
    [{ status: 'pendiente', decision: { outcome: 'aceptada' } }, 'Aceptada', 'brand'],
    [{ status: 'pendiente', decision: { outcome: 'cambios_solicitados' } }, 'Cambios solicitados', 'brand'],
    [{ status: 'pendiente', decision: { outcome: 'aceptada' }, pendingPayment: reference }, 'Pago en proceso', 'info'],
    [{ status: 'pagada' }, 'Pagada', 'success'],
    [{ status: 'vencida' }, 'Vencida', 'danger'],
    [{ status: 'cancelada' }, 'Cancelada', 'neutral'],
    [{ status: 'rechazada', decision: { outcome: 'rechazada' } }, 'Rechazada', 'neutral'],
  ] as const)('%o reads "%s" in one %s badge', (quotation, label, tone) => {
    expect(stageBadge(quotation)).toEqual({ label, tone });
  });

  it('shows an unknown status as itself in a neutral badge', () => {
    // Outside the contract's enum on purpose: the fallback a status the client does not know gets.
    expect(stageBadge({ status: 'en_revision' as QuotationStatus })).toEqual({ label: 'en_revision', tone: 'neutral' });
    expect(stageBadge({ status: '' as QuotationStatus })).toMatchObject({ label: 'Desconocido' });
  });

  it('says when it can still be paid or when it lapsed, and nothing once paid, cancelled or declined', () => {
    expect(validityText({ status: 'pendiente', validUntil: '2026-12-03' })).toBe('Vence el 3 dic 2026');
    expect(validityText({ status: 'vencida', validUntil: '2026-11-03' })).toBe('Venció el 3 nov 2026');
    for (const status of ['pagada', 'cancelada', 'rechazada'] as const)
      expect(validityText({ status, validUntil: '2026-11-03' })).toBeNull();
  });

  it('filters by every status of the contract, with plurals for the chips', () => {
    // Against the contract, not a copy of the constant: a status added to openapi.yaml fails here.
    expect([...QUOTATION_STATUSES].sort()).toEqual([...CONTRACT_STATUSES].sort());
    expect(QUOTATION_STATUSES.map(statusPlural)).toEqual(['Pendientes', 'Pagadas', 'Vencidas', 'Canceladas', 'Rechazadas']);
  });
});
