// The billing feature's public face: what other features may import (eslint's boundary rule).
export { referencePayPhrases } from './payments/methods';
export type { PaymentMethod } from './payments/methods';
export { AUTO_PAYMENT_NOTICE_DAYS } from './quotations/quotation-lifecycle';
