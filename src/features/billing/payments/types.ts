// A payment (an Openpay charge) as the contract gives it. Shared: Historial de pagos lists them and
// paying a quotation answers with one.
import type { components } from '@/lib/api';

export type Payment = components['schemas']['Payment'];
export type PaymentStatus = components['schemas']['PaymentStatus'];
