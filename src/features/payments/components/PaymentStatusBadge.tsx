import { Badge } from '@/components/ui/Badge';
import { paymentStatusDisplay } from '../payment-status';

export function PaymentStatusBadge({ status }: { status: string }) {
  const { label, tone } = paymentStatusDisplay(status);
  return <Badge tone={tone}>{label}</Badge>;
}
