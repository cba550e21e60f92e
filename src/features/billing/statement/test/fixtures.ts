// A statement shaped like the contract's StatementExample (October of the employer), trimmed; one
// description starts with «=» to check that the CSV neutralises formulas.
import type { Statement } from '../statement-csv';

export function makeStatement(overrides: Partial<Statement> = {}): Statement {
  return {
    period: { from: '2026-10-01', to: '2026-10-31' },
    currency: 'MXN',
    openingBalance: 4872,
    totalCharges: 74912.8,
    totalCredits: 24128,
    closingBalance: 55656.8,
    entries: [
      {
        date: '2026-10-08T10:00:00-06:00',
        kind: 'quotation',
        folio: 'COT-2026-0135',
        paymentId: null,
        description: 'Cotización COT-2026-0135 · Mobiliario de oficina',
        charge: 12064,
        credit: 0,
        balance: 16936,
      },
      {
        date: '2026-10-14T10:10:00-06:00',
        kind: 'quotation',
        folio: 'COT-2026-0139',
        paymentId: null,
        description: 'Cotización COT-2026-0139 · Equipo de seguridad para obra',
        charge: 50784.8,
        credit: 0,
        balance: 67720.8,
      },
      {
        date: '2026-10-22T15:27:05-06:00',
        kind: 'payment',
        folio: 'COT-2026-0135',
        paymentId: 'trw3k6d9q2n8x1v5b7yj',
        description: 'Pago con tarjeta de la cotización COT-2026-0135',
        charge: 0,
        credit: 12064,
        balance: 55656.8,
      },
      {
        date: '2026-10-30T11:02:44-06:00',
        kind: 'refund',
        folio: 'COT-2026-0135',
        paymentId: 'trw3k6d9q2n8x1v5b7yj',
        description: '=Reembolso del pago de la cotización COT-2026-0135',
        charge: 12064,
        credit: 0,
        balance: 67720.8,
        creditNoteUuid: '3D5F7B9C-1E3A-4C5E-8F0B-2D4F6A8C0E19',
      },
      {
        date: '2026-10-30T11:02:44-06:00',
        kind: 'cancellation',
        folio: 'COT-2026-0135',
        paymentId: null,
        description: 'Cancelación de la cotización COT-2026-0135',
        charge: 0,
        credit: 12064,
        balance: 55656.8,
      },
    ],
    aging: { current: 0, days1to30: 50784.8, days31to60: 4872, days61to90: 0, over90: 0 },
    generatedAt: '2026-11-22T10:15:00-06:00',
    ...overrides,
  };
}
