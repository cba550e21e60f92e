import { Badge } from '@/components/ui/Badge';
import type { LifecycleFacts } from '../quotation-lifecycle';
import { stageBadge } from '../quotation-status';

/** One badge for the quotation's stage («Cambios solicitados», «Pago en proceso»), the same on every screen. */
export function QuotationStatusBadge({ quotation }: { quotation: LifecycleFacts }) {
  const { label, tone } = stageBadge(quotation);
  return <Badge tone={tone}>{label}</Badge>;
}
