import { Badge } from '@/components/ui/Badge';
import { quotationStatusDisplay } from '../quotation-status';

export function QuotationStatusBadge({ status }: { status: string }) {
  const { label, tone } = quotationStatusDisplay(status);
  return <Badge tone={tone}>{label}</Badge>;
}
