// Test data in the shape of the contract (same people and numbers as the openapi.yaml examples).
import type { components } from '@/lib/api';
import { EXAMPLE_EXPIRED_CARNET, EXAMPLE_VISA } from '@/test/contract-examples';
import type { Balance } from '../api/get-balance';
import type { Quotation } from '../types';

type Card = components['schemas']['Card'];

export function makeQuotation(overrides: Partial<Quotation> = {}): Quotation {
  return {
    id: '6741b2f0c3a4d5e6f7a8b158',
    folio: 'COT-2026-0158',
    concept: 'Mantenimiento preventivo de aire acondicionado — Oficinas Querétaro',
    status: 'pendiente',
    items: [
      { description: 'Mantenimiento preventivo minisplit 2 TR', quantity: 6, unitPrice: 1450 },
      { description: 'Recarga de gas refrigerante R-410A (kg)', quantity: 4, unitPrice: 680.5 },
      { description: 'Visita técnica y diagnóstico', quantity: 1, unitPrice: 950 },
    ],
    subtotal: 12372,
    taxRate: 0.16,
    tax: 1979.52,
    total: 14351.52,
    currency: 'MXN',
    createdAt: '2026-11-18T11:20:00-06:00',
    validUntil: '2026-12-02',
    paymentId: null,
    ...overrides,
  };
}

/** A balance with nothing owed (an account that is up to date); `overrides` changes fields. */
export function settledBalance(overrides: Partial<Balance> = {}): Balance {
  const nothing = { amount: 0, count: 0 };
  return {
    asOf: '2026-11-22T10:15:00-06:00',
    currency: 'MXN',
    total: 0,
    pending: nothing,
    inProcess: nothing,
    overdue: nothing,
    other: 0,
    ...overrides,
  };
}

type Item = Quotation['items'][number];

/** Rounds to cents, as the contract's amounts are. */
const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * A listed quotation: id `q<number>` and folio `COT-2026-0<number>`, its items as
 * [description, quantity, unit price], and the subtotal, 16 % IVA and total those items make.
 */
function listed(number: number, concept: string, createdAt: string, validUntil: string, rows: [string, number, number][]): Quotation {
  const items: Item[] = rows.map(([description, quantity, unitPrice]) => ({ description, quantity, unitPrice }));
  const subtotal = cents(items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0));
  const tax = cents(subtotal * 0.16);
  return makeQuotation({
    id: `q${number}`,
    folio: `COT-2026-0${number}`,
    concept,
    items,
    subtotal,
    tax,
    total: cents(subtotal + tax),
    createdAt,
    validUntil,
  });
}

export const QUOTATIONS: Quotation[] = [
  listed(161, 'Fumigación de bodega y oficinas', '2026-11-20T16:45:00-06:00', '2026-12-04', [
    ['Fumigación de bodega (m²)', 850, 3.85],
    ['Fumigación de oficinas (servicio)', 1, 1800],
  ]),
  makeQuotation({ id: 'q158' }),
  listed(152, 'Papelería y consumibles de oficina — diciembre', '2026-11-12T09:05:00-06:00', '2026-11-27', [
    ['Caja de papel bond tamaño carta (10 paquetes)', 12, 899],
    ['Tóner HP 58A original', 5, 2349.9],
    ['Carpeta de argollas de 2 pulgadas', 40, 64.75],
  ]),
  {
    ...listed(147, 'Licencias de software contable (12 meses)', '2026-11-03T13:30:00-06:00', '2026-11-17', [
      ['Licencia anual de software contable (usuario)', 3, 5890],
      ['Implementación y capacitación (horas)', 8, 750],
    ]),
    status: 'pagada',
    paymentId: 'trzjaozcik8msyqshka4',
  },
  {
    ...listed(139, 'Equipo de seguridad para obra', '2026-10-14T10:10:00-06:00', '2026-10-28', [['Casco de seguridad clase E', 50, 239]]),
    status: 'vencida',
  },
];

export const CARDS: Card[] = [
  EXAMPLE_VISA,
  {
    id: 'k9mrtnzqy8w4bxh2d5je',
    card_number: '555555XXXXXX4444',
    holder_name: 'María José Hernández',
    expiration_month: '07',
    expiration_year: '28',
    brand: 'mastercard',
    type: 'debit',
    bank_name: 'Banorte',
    allows_charges: true,
    creation_date: '2025-11-02T18:05:13-06:00',
  },
  EXAMPLE_EXPIRED_CARNET,
];

// The contract's employer, shared with the other features' tests.
export { makeEmployer as makeUser } from '@/test/contract-examples';

// One builder for the contract's Payment, shared with the payments feature.
export { makePayment } from '@/features/billing/payments/test/fixtures';
