// Test data in the shape of the contract (the same payments as the openapi.yaml examples).
import type { Payment } from '@/features/billing/payments/types';

export function makePayment(overrides: Partial<Payment> = {}): Payment {
  // signed_amount follows the contract's rule unless a test sets it: minus the refund when refunded.
  const amount = overrides.amount ?? 14351.52;
  const signed = overrides.status === 'REFUNDED' ? -(overrides.refund?.amount ?? amount) : amount;
  return {
    id: 'tr9e4r7t0y3u6i1o5p8a',
    amount: 14351.52,
    currency: 'MXN',
    status: 'COMPLETED',
    description: 'Cotización COT-2026-0158 · Mantenimiento preventivo de aire acondicionado — Oficinas Querétaro',
    creation_date: '2026-11-22T12:31:07-06:00',
    operation_date: '2026-11-22T12:31:07-06:00',
    method: 'card',
    card: {
      card_number: '411111XXXXXX1111',
      brand: 'visa',
      type: 'credit',
      holder_name: 'María José Hernández Ñúñez',
      bank_name: 'BBVA México',
    },
    authorization: '938271',
    order_id: 'COT-2026-0158-01',
    error_message: null,
    quotation: { id: '6741b2f0c3a4d5e6f7a8b158', folio: 'COT-2026-0158' },
    invoice: null,
    refund: null,
    signed_amount: signed,
    ...overrides,
  };
}

/** n payments, newest first, one a day back from 22 nov 2026, cycling through a few statuses. */
export function makePayments(n: number, offset = 0): Payment[] {
  const statuses = ['COMPLETED', 'FAILED', 'REFUNDED', 'IN_PROGRESS'] as const;
  return Array.from({ length: n }, (_, i) => {
    const index = i + offset;
    const day = new Date(Date.UTC(2026, 10, 22 - index, 18, 0, 0));
    return makePayment({
      id: `tr${String(index).padStart(4, '0')}`,
      amount: 1000 + index,
      status: statuses[index % statuses.length],
      description: `Cotización COT-2026-${String(1000 - index).padStart(4, '0')} · Servicio ${index + 1}`,
      creation_date: day.toISOString(),
    });
  });
}

export { makeEmployer as makeUser } from '@/test/contract-examples';

/** A card payment refunded in full, with when and why. */
export function makeRefundedPayment(overrides: Partial<Payment> = {}): Payment {
  return makePayment({
    status: 'REFUNDED',
    amount: 12064,
    refund: { id: 'r1', amount: 12064, creation_date: '2026-10-30T11:02:44-06:00', description: 'Reembolso por cancelación del pedido' },
    ...overrides,
  });
}

/** PaymentBankTransferPending of the contract: SPEI instructions, waiting for the transfer. */
export function makeBankTransferPayment(overrides: Partial<Payment> = {}): Payment {
  return makePayment({
    id: 'trs5p8e1i4c7l0a3b6d9',
    status: 'IN_PROGRESS',
    method: 'bank_account',
    card: null,
    authorization: null,
    payment_method: {
      type: 'bank_transfer',
      bank: 'STP',
      clabe: '646180110300212348',
      name: '1103002123',
      beneficiary: 'Servicios Cotiza S.A. de C.V.',
    },
    due_date: '2026-11-25T23:59:59-06:00',
    payment_plan: null,
    ...overrides,
  });
}

/** PaymentStorePending of the contract: a store reference, waiting for the cash. */
export function makeStorePayment(overrides: Partial<Payment> = {}): Payment {
  return makePayment({
    id: 'trk2n5q8t1w4z7c0f3h6',
    status: 'IN_PROGRESS',
    method: 'store',
    card: null,
    authorization: null,
    payment_method: {
      type: 'store',
      reference: '1010104921375846',
      barcode_url: 'https://sandbox-api.openpay.mx/barcode/1010104921375846?width=1&height=45&text=false',
    },
    due_date: '2026-11-25T23:59:59-06:00',
    payment_plan: null,
    ...overrides,
  });
}

type Invoice = NonNullable<Payment['invoice']>;

/** A payment whose invoice the SAT refused: the postal code does not match the RFC's; `receiver` is what was sent. */
export function makeRefusedInvoicePayment(receiver: Invoice['receiver']): Payment {
  return makePayment({
    invoice_deadline: '2999-11-30',
    invoice: {
      uuid: null,
      pdf_url: null,
      xml_url: null,
      status: 'rechazada',
      status_reason: 'El código postal no corresponde al domicilio fiscal registrado en el SAT para este RFC.',
      rejected_fields: [{ field: 'postalCode', message: 'El código postal no coincide con el de tu constancia de situación fiscal.' }],
      receiver,
    },
  });
}
