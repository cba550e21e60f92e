// How an Openpay charge status reads for the customer, and the sign of its amount.
import type { BadgeTone } from '@/components/ui/Badge';
import type { Payment, PaymentStatus } from '@/features/billing/payments/types';
import { fromKeyword } from '@/lib/url-state';
import { isPendingReference } from './payment-method';

interface StatusDisplay {
  label: string;
  tone: BadgeTone;
  /** The status in the URL of Historial de pagos (?estado=...). */
  slug: string;
}

const DISPLAY: Record<PaymentStatus, StatusDisplay> = {
  COMPLETED: { label: 'Pagado', tone: 'success', slug: 'pagado' },
  IN_PROGRESS: { label: 'En proceso', tone: 'info', slug: 'en-proceso' },
  CHARGE_PENDING: { label: 'Pendiente', tone: 'warning', slug: 'pendiente' },
  FAILED: { label: 'Fallido', tone: 'danger', slug: 'fallido' },
  CANCELLED: { label: 'Cancelado', tone: 'neutral', slug: 'cancelado' },
  REFUNDED: { label: 'Reembolsado', tone: 'brand', slug: 'reembolsado' },
  CHARGEBACK_PENDING: { label: 'Contracargo en revisión', tone: 'warning', slug: 'contracargo-en-revision' },
  CHARGEBACK_ACCEPTED: { label: 'Contracargo aceptado', tone: 'danger', slug: 'contracargo-aceptado' },
  CHARGEBACK_ADJUSTMENT: { label: 'Ajuste de contracargo', tone: 'neutral', slug: 'ajuste-de-contracargo' },
};

/** Every status, in the order the status filter lists them. */
export const PAYMENT_STATUSES = Object.keys(DISPLAY) as PaymentStatus[];

/**
 * Typed by the contract's enum. Answers outside it are refused by the client (lib/api/response-shape),
 * so the neutral fallback, which shows an unknown status as itself, is a last guard, not a path.
 */
export function paymentStatusDisplay(status: PaymentStatus): StatusDisplay {
  return DISPLAY[status] ?? { label: status || 'Desconocido', tone: 'neutral', slug: '' };
}

const SLUGS = Object.fromEntries(PAYMENT_STATUSES.map((status) => [status, DISPLAY[status].slug])) as Record<PaymentStatus, string>;

/** The status a URL word stands for (`pagado` → COMPLETED); null for any other word. */
export function statusFromSlug(slug: string | null): PaymentStatus | null {
  return fromKeyword(SLUGS, slug);
}

/**
 * The amount as it affects the customer, as the server states it (`signed_amount`): a refund is
 * money back, so it is negative. Historial sorts by the same field, so the order reads right.
 */
export function signedAmount(payment: Pick<Payment, 'signed_amount'>): number {
  return payment.signed_amount === 0 ? 0 : payment.signed_amount;
}

/** Charges that never took money (shown muted). */
export function isUnsettled(status: PaymentStatus): boolean {
  return status === 'FAILED' || status === 'CANCELLED';
}

/**
 * The badge of one payment: its status, except that an SPEI or store reference still waiting
 * (IN_PROGRESS) reads "Pendiente de pago": it waits for the customer's transfer or cash, not for a
 * bank. The status filter keeps "En proceso" for IN_PROGRESS on purpose: it filters by status, so
 * one option covers card charges being processed and references waiting for money alike, and its
 * word (?estado=en-proceso) is in links people have saved.
 */
export function paymentBadgeDisplay(payment: Pick<Payment, 'status' | 'method'>): Pick<StatusDisplay, 'label' | 'tone'> {
  if (isPendingReference(payment)) {
    return { label: 'Pendiente de pago', tone: 'warning' };
  }
  return paymentStatusDisplay(payment.status);
}
