import { Badge } from '@/components/ui/Badge';
import { quotationStatusDisplay } from '../quotation-status';
import type { QuotationStatus } from '../types';

export function QuotationStatusBadge({ status }: { status: QuotationStatus }) {
  const { label, tone } = quotationStatusDisplay(status);
  return <Badge tone={tone}>{label}</Badge>;
}
