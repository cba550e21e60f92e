import type { AutoPayment } from '@/features/payment-methods/auto-payment/get-auto-payment';
// Test data shaped like the contract's examples (openapi.yaml).
import type { User } from '@/lib/session';
import { currentMonth, type Card } from '@/features/payment-methods/cards/card-display';
import { EXAMPLE_EXPIRED_CARNET, makeEmployer } from '@/test/contract-examples';

export const DEFAULT_CARD_ID = 'kqgykn96i7bcs1wwhvgw';

export const employer: User = makeEmployer();

export const nonEmployer: User = {
  id: '6650f3e8b1c2d4a5e6f7a8b9',
  email: 'joseluis.ramirez@gmail.com',
  firstName: 'José Luis',
  lastName: 'Ramírez Ortiz',
  name: 'José Luis Ramírez Ortiz',
  customerId: '6650f3e8b1c2d4a5e6f7a8c0',
  customer: {
    id: '6650f3e8b1c2d4a5e6f7a8c0',
    openpayCustomerId: 'am2xq8vfhrwjzk5tcnbe',
    defaultCardId: null,
    isEmployer: false,
    autoPaymentEnabled: false,
  },
  isEmployer: false,
};

/** The expiry of a card that expires next month, from today's real date. */
function nextMonth(): { expiration_month: string; expiration_year: string } {
  const { year, month } = currentMonth();
  const index = year * 12 + month; // next month, zero-based
  return {
    expiration_month: String((index % 12) + 1).padStart(2, '0'),
    expiration_year: String(Math.floor(index / 12) % 100).padStart(2, '0'),
  };
}

export const visa: Card = {
  id: DEFAULT_CARD_ID,
  card_number: '411111XXXXXX1111',
  holder_name: 'María José Hernández Ñúñez',
  expiration_month: '12',
  expiration_year: '39',
  brand: 'visa',
  type: 'credit',
  bank_name: 'BBVA México',
  allows_charges: true,
  creation_date: '2026-03-14T10:22:41-06:00',
};

export const mastercard: Card = {
  id: 'k9mrtnzqy8w4bxh2d5je',
  card_number: '555555XXXXXX4444',
  holder_name: 'María José Hernández',
  ...nextMonth(),
  brand: 'mastercard',
  type: 'debit',
  bank_name: 'Banorte',
  allows_charges: true,
  creation_date: '2025-11-02T18:05:13-06:00',
};

export const expiredCarnet: Card = EXAMPLE_EXPIRED_CARNET;

/** As the API orders them: newest first (the default card is not first on purpose). */
export const CARDS: Card[] = [mastercard, visa, expiredCarnet];

export const addedCard: Card = {
  id: 'kfp2v6hcnwx8rjz4tqbm',
  card_number: '424242XXXXXX4242',
  holder_name: 'José Luis Ramírez Ortiz',
  expiration_month: '05',
  expiration_year: '30',
  brand: 'visa',
  type: 'credit',
  bank_name: 'Santander',
  allows_charges: true,
  creation_date: '2026-11-21T16:48:09-06:00',
};

// Automatic payment: what GET /customers/me/auto-payment answers while off (a preview)
// and once the consent is recorded.
const nextCharge: AutoPayment['nextCharge'] = {
  date: '2026-11-27',
  amount: 29147.9,
  currency: 'MXN',
  card: { id: DEFAULT_CARD_ID, brand: 'visa', last4: '1111' },
  quotations: [
    {
      id: '6741b2f0c3a4d5e6f7a8b152',
      folio: 'COT-2026-0152',
      concept: 'Impermeabilización de azotea',
      total: 29147.9,
      validUntil: '2026-11-27',
    },
  ],
  noticeDate: '2026-11-22',
  noticeSentAt: null,
};
export const AUTO_PAYMENT_PREVIEW: AutoPayment = {
  enabled: false,
  terms: {
    version: '2026-11',
    text: 'Autorizo a Cotiza a cargar a mi tarjeta predeterminada el total de cada cotización pendiente en su último día.',
  },
  consent: null,
  nextCharge,
  schedule: [nextCharge],
  notChargedAutomatically: [],
};
export const AUTO_PAYMENT_ON: AutoPayment = {
  ...AUTO_PAYMENT_PREVIEW,
  enabled: true,
  consent: {
    id: 'apc-1',
    acceptedAt: '2026-11-22T12:00:00-06:00',
    acceptedBy: { userId: employer.id, name: 'María José Hernández Ñúñez', email: employer.email },
    termsVersion: '2026-11',
    text: AUTO_PAYMENT_PREVIEW.terms.text,
    cardId: DEFAULT_CARD_ID,
    channel: 'web',
    revokedAt: null,
  },
};
