// The payment's concept as the link that opens it, stretched (its ::after) over the whole card or
// table row, while the receipt and invoice links above it stay links of their own. A plain <a>
// followed in the app by AriaLayout (lib/app-links): twenty react-aria or router links cost more to
// render on each page change.
import { APP_LINK } from '@/lib/app-links';
import { FolioText } from '@/components/ui/Folio';
import { appPaths } from '@/config/app-paths';
import type { Payment } from '@/features/billing/payments/types';

export function PaymentConceptLink({ payment, covers }: { payment: Payment; covers: 'card' | 'row' }) {
  return (
    <a
      href={appPaths.payment(payment.id)}
      {...APP_LINK}
      // The card or row's outline shows while this link has the keyboard focus (has-[a[data-…-link]]).
      {...(covers === 'card' ? { 'data-card-link': true } : { 'data-row-link': true })}
      className={
        covers === 'card'
          ? "min-w-0 font-medium text-slate-900 outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
          : // Wraps whole, never clamped: a clamp cut the folio ("COT-2026-016…") and two rows read alike.
            "block font-medium text-slate-900 outline-none after:absolute after:inset-0 after:content-['']"
      }
    >
      <FolioText text={payment.description} />
    </a>
  );
}
