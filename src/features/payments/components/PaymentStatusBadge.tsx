import { Badge } from '@/components/ui/Badge';
import type { PaymentStatus } from '@/lib/payments/types';
import { paymentStatusDisplay } from '../payment-status';

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { label, tone } = paymentStatusDisplay(status);
  return <Badge tone={tone}>{label}</Badge>;
}
