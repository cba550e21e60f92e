import { usePageHeader } from '@/lib/page-state';
import { useCurrentUser } from '@/lib/session';
import { usePendingQuotations } from '../api/get-pending-quotations';
import { useQuotations } from '../api/get-quotations';
import { AccountSummary } from './AccountSummary';
import { PayQuotationDialogHost } from './PayQuotationDialogHost';
import { QuotationList } from './QuotationList';

/** Inicio (/app): the account at a glance and the customer's quotations. */
export function HomePage() {
  usePageHeader('Inicio');
  const user = useCurrentUser();
  const recent = useQuotations();
  // Every pending quotation, whatever their number: the balance and the next due date.
  const pending = usePendingQuotations();

  return (
    <div className="flex flex-col gap-8">
      <AccountSummary user={user} pending={pending.data} pendingState={pending.status} />
      <QuotationList recent={recent} pending={pending} />
      <PayQuotationDialogHost />
    </div>
  );
}
