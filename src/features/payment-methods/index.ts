// The payment-methods feature's public face: what other features may import (eslint's boundary rule).
export { useAutoPayment } from './auto-payment/get-auto-payment';
export { LazyNextAutoCharge } from './auto-payment/next-auto-charge-lazy';
export { CardBrandMark } from './cards/CardBrandMark';
export { brandLabel, cardTypeLabel, describeCard, expiryLabel, isExpired, lastFour } from './cards/card-display';
export type { Card } from './cards/card-display';
export { cardErrorMessage, openpayErrorCode } from './cards/card-errors';
export { useCards, usePaymentSettingsUnconfirmed } from './cards/get-cards';
