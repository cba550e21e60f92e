// The payment form (loaded when a payment is first opened): choose how to pay — a saved card (in
// one payment or in meses sin intereses) or a reference (SPEI, cash at a store) — confirm, pay.
// The flow is api/pay-form.ts; this file picks the step to show under the dialog's one title.
import { DialogTitle } from '@/components/ui/Dialog';
import { useAfterFirstPaint } from '@/lib/after-paint';
import { formatMoney } from '@/lib/format';
import { usePayForm, type PayForm } from '../api/pay-form';
import type { QuotationInPayment } from '../quotation-store';
import { ChargeCheck } from './ChargeCheck';
import { PaidPanel } from './PaidPanel';
import { PayChoiceForm } from './PayChoiceForm';
import { PayNotice } from './PayDialogParts';

export default function PayQuotationForm({ inPayment }: { inPayment: QuotationInPayment }) {
  const pay = usePayForm(inPayment);
  const { quotation } = inPayment;
  // The tap paints the dialog with its title, the total and the options' boxes; the radios (react-aria,
  // the tap frame's largest cost) follow a frame later. Once per opening: a later step keeps them.
  const fieldsReady = useAfterFirstPaint();
  return (
    <>
      <DialogTitle>
        Pagar cotización <span className="unbroken">{quotation.folio}</span>
      </DialogTitle>
      <PayStep inPayment={inPayment} pay={pay} total={formatMoney(quotation.total, { forceDecimals: true })} fieldsReady={fieldsReady} />
    </>
  );
}

function PayStep({
  inPayment,
  pay,
  total,
  fieldsReady,
}: {
  inPayment: QuotationInPayment;
  pay: PayForm;
  total: string;
  fieldsReady: boolean;
}) {
  const { phase } = inPayment;
  if (phase === 'paid' && inPayment.payment) return <PaidPanel folio={inPayment.quotation.folio} payment={inPayment.payment} />;
  if (phase === 'redirecting') {
    return (
      <PayNotice tone="neutral" busy className="mt-5" role="status">
        <p className="text-slate-700">Te llevamos a tu banco para autenticar el pago (3-D Secure)…</p>
      </PayNotice>
    );
  }
  // The charge got no answer: what is known about it, and nothing that could charge twice.
  if (phase === 'checking' || phase === 'settled') {
    return <ChargeCheck inPayment={inPayment} total={total} card={pay.checkedCard} onRepeat={pay.repeat} onRecheck={pay.recheck} />;
  }
  return <PayChoiceForm inPayment={inPayment} pay={pay} total={total} fieldsReady={fieldsReady} />;
}
