import { Badge } from '@/components/ui/Badge';
import type { Payment } from '@/features/billing/payments/types';
import { paymentBadgeDisplay } from '../payment-status';

export function PaymentStatusBadge({ payment }: { payment: Pick<Payment, 'status' | 'method'> }) {
  const { label, tone } = paymentBadgeDisplay(payment);
  return <Badge tone={tone}>{label}</Badge>;
}
