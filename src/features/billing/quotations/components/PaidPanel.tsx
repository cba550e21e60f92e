// The charge was made: what was charged, and the receipt.
import { useRef } from 'react';
import { Button, LinkButton } from '@/components/ui/Button';
import { appPaths } from '@/config/app-paths';
import { describeCard } from '@/features/payment-methods';
import { formatMoney } from '@/lib/format';
import type { Payment } from '@/features/billing/payments/types';
import { planSentence } from '../installments';
import { closePayment } from '../quotation-store';
import { PayActions, PayNotice, useFocusWhenSettled } from './PayDialogParts';

export function PaidPanel({ folio, payment }: { folio: string; payment: Payment }) {
  const amount = formatMoney(payment.amount, { forceDecimals: true });
  const months = payment.payment_plan?.payments;
  const panel = useRef<HTMLDivElement>(null);
  // Again a frame later, and after the full-screen spinner: react-aria's focus containment moves
  // focus to the dialog's first control a frame after the focused form is gone, and the spinner's
  // focus restore when it leaves; either raced autoFocus and could leave focus off "Listo".
  useFocusWhenSettled(panel, payment.id, '[data-done]');
  return (
    <div ref={panel}>
      <PayNotice tone="success" className="mt-5" role="status" data-testid="pay-paid">
        <p className="font-semibold">Pagado</p>
        <p className="mt-1">
          Cobramos {amount}
          {payment.card ? ` a tu ${describeCard(payment.card)}` : ''}
          {months ? ` en ${planSentence(payment.amount, months)}` : ''}. Tu cotización <span className="unbroken">{folio}</span> quedó
          pagada.
        </p>
        {payment.authorization && (
          <p className="mt-1 text-success-800">
            Autorización <bdi>{payment.authorization}</bdi>
          </p>
        )}
      </PayNotice>
      <PayActions>
        <LinkButton variant="secondary" href={appPaths.paymentReceipt(payment.id)} onPress={() => closePayment()}>
          Ver recibo
        </LinkButton>
        {/* The form that had focus is gone: focus lands here, and the panel is announced (role=status). */}
        <Button autoFocus data-done onPress={() => closePayment()}>
          Listo
        </Button>
      </PayActions>
    </div>
  );
}
