// Test data in the shape of the contract (same people and numbers as the openapi.yaml examples).
import type { components } from '@/lib/api';
import { EXAMPLE_EXPIRED_CARNET, EXAMPLE_VISA } from '@/test/contract-examples';
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

export const QUOTATIONS: Quotation[] = [
  makeQuotation({
    id: 'q161',
    folio: 'COT-2026-0161',
    concept: 'Fumigación de bodega y oficinas',
    items: [
      { description: 'Fumigación de bodega (m²)', quantity: 850, unitPrice: 3.85 },
      { description: 'Fumigación de oficinas (servicio)', quantity: 1, unitPrice: 1800 },
    ],
    subtotal: 5072.5,
    tax: 811.6,
    total: 5884.1,
    createdAt: '2026-11-20T16:45:00-06:00',
    validUntil: '2026-12-04',
  }),
  makeQuotation({ id: 'q158' }),
  makeQuotation({
    id: 'q152',
    folio: 'COT-2026-0152',
    concept: 'Papelería y consumibles de oficina — diciembre',
    items: [
      { description: 'Caja de papel bond tamaño carta (10 paquetes)', quantity: 12, unitPrice: 899 },
      { description: 'Tóner HP 58A original', quantity: 5, unitPrice: 2349.9 },
      { description: 'Carpeta de argollas de 2 pulgadas', quantity: 40, unitPrice: 64.75 },
    ],
    subtotal: 25127.5,
    tax: 4020.4,
    total: 29147.9,
    createdAt: '2026-11-12T09:05:00-06:00',
    validUntil: '2026-11-27',
  }),
  makeQuotation({
    id: 'q147',
    folio: 'COT-2026-0147',
    concept: 'Licencias de software contable (12 meses)',
    status: 'pagada',
    items: [
      { description: 'Licencia anual de software contable (usuario)', quantity: 3, unitPrice: 5890 },
      { description: 'Implementación y capacitación (horas)', quantity: 8, unitPrice: 750 },
    ],
    subtotal: 23670,
    tax: 3787.2,
    total: 27457.2,
    createdAt: '2026-11-03T13:30:00-06:00',
    validUntil: '2026-11-17',
    paymentId: 'trzjaozcik8msyqshka4',
  }),
  makeQuotation({
    id: 'q139',
    folio: 'COT-2026-0139',
    concept: 'Equipo de seguridad para obra',
    status: 'vencida',
    items: [{ description: 'Casco de seguridad clase E', quantity: 50, unitPrice: 239 }],
    subtotal: 11950,
    tax: 1912,
    total: 13862,
    createdAt: '2026-10-14T10:10:00-06:00',
    validUntil: '2026-10-28',
  }),
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
