import { usePageHeader } from '@/lib/page-state';
import { useCurrentUser } from '@/lib/session';
import { useQuotations } from '../api/get-quotations';
import { AccountSummary } from './AccountSummary';
import { PayQuotationDialog } from './PayQuotationDialog';
import { QuotationList } from './QuotationList';

/** Inicio (/app): the account at a glance and the customer's quotations. */
export function HomePage() {
  usePageHeader('Inicio');
  const user = useCurrentUser();
  const quotations = useQuotations();

  return (
    <div className="flex flex-col gap-8">
      <AccountSummary user={user} quotations={quotations.data} quotationsState={quotations.status} />
      <QuotationList
        quotations={quotations.data}
        isPending={quotations.isPending}
        error={quotations.error}
        isRefetching={quotations.isFetching}
        onRetry={() => void quotations.refetch()}
      />
      <PayQuotationDialog />
    </div>
  );
}
