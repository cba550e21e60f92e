// Choosing how to pay and paying: the total, the method (a card and its plan, or a reference's
// explanation), why the last attempt was refused, and the button that charges.
import { Button } from '@/components/ui/Button';
import { AlertTriangleIcon, LockIcon } from '@/components/ui/Icons';
import { Link } from '@/components/ui/Link';
import { RadioCard, RadioCardPlaceholder, RadioGroup, RadioGroupPlaceholder } from '@/components/ui/RadioGroup';
import { WithServerText } from '@/components/ui/ServerText';
import { appPaths } from '@/config/app-paths';
import { describeCard } from '@/features/payment-methods';
import { formatMoney } from '@/lib/format';
import { PAYMENT_METHOD_LIST, PAYMENT_METHODS, type PaymentMethod } from '@/features/billing/payments/methods';
import { sentences } from '@/lib/sentence';
import { isolate } from '@/lib/server-text';
import type { PayForm } from '../api/pay-form';
import { planSentence } from '../installments';
import { closePayment, type QuotationInPayment } from '../quotation-store';
import { CardPaymentFields } from './CardPaymentFields';
import { PayActions } from './PayDialogParts';

const METHOD_LABEL = '¿Cómo quieres pagar?';
const METHOD_GRID = 'grid gap-2 sm:grid-cols-3';

function MethodName({ method }: { method: PaymentMethod }) {
  return <span className="text-sm font-medium text-slate-900">{PAYMENT_METHODS[method].label}</span>;
}

interface PayChoiceFormProps {
  inPayment: QuotationInPayment;
  pay: PayForm;
  total: string;
  /** False in the tap's frame: the options are drawn as placeholders of their size (PayQuotationForm). */
  fieldsReady: boolean;
}

export function PayChoiceForm({ inPayment, pay, total, fieldsReady }: PayChoiceFormProps) {
  const { quotation, error } = inPayment;
  const { method, isPaying, selectedCard, installments } = pay;
  const facts = PAYMENT_METHODS[method];

  return (
    <form onSubmit={pay.submit}>
      <p className="mt-1 text-sm text-slate-600">
        <bdi>{quotation.concept}</bdi>
      </p>

      <div className="mt-5 rounded-lg bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
        <p className="text-sm text-slate-600">Total a pagar</p>
        <p className="text-2xl font-semibold tracking-tight text-slate-900 tabular-nums" data-testid="pay-total">
          {total} <span className="text-base font-medium text-slate-600">MXN</span>
        </p>
        <p className="text-xs text-slate-600">Incluye IVA por {formatMoney(quotation.tax, { forceDecimals: true })}</p>
      </div>

      {fieldsReady ? (
        <RadioGroup
          label={METHOD_LABEL}
          className="mt-5"
          value={method}
          onChange={(value) => pay.setMethod(value as PaymentMethod)}
          isDisabled={isPaying}
        >
          <div className={METHOD_GRID}>
            {PAYMENT_METHOD_LIST.map((id) => (
              <RadioCard key={id} value={id}>
                <MethodName method={id} />
              </RadioCard>
            ))}
          </div>
        </RadioGroup>
      ) : (
        <RadioGroupPlaceholder label={METHOD_LABEL} className="mt-5">
          <div className={METHOD_GRID}>
            {PAYMENT_METHOD_LIST.map((id) => (
              <RadioCardPlaceholder key={id}>
                <MethodName method={id} />
              </RadioCardPlaceholder>
            ))}
          </div>
        </RadioGroupPlaceholder>
      )}

      {method === 'card' ? (
        <CardPaymentFields pay={pay} total={quotation.total} placeholder={!fieldsReady} />
      ) : (
        facts.reference && (
          <div className="mt-5 rounded-lg border border-slate-200 p-4 text-sm text-slate-700" data-testid="pay-method-explanation">
            <p>{facts.explanation(total)}</p>
            <p className="mt-2 text-slate-600">Tu cotización seguirá pendiente hasta que recibamos el pago.</p>
          </div>
        )
      )}

      {error && (
        <div
          className="mt-4 flex items-start gap-2 rounded-lg border border-danger-200 bg-danger-50 p-3 text-sm text-danger-800"
          data-testid="pay-error"
        >
          <AlertTriangleIcon className="mt-px size-4 shrink-0 text-danger-700" />
          <p className="min-w-0">
            {/* The bank's or the server's words, isolated from ours after them. */}
            <WithServerText
              text={sentences(
                isolate(error),
                method === 'card' && inPayment.cardDeclined && pay.cardList.length > 1 && 'Puedes elegir otra tarjeta.',
              )}
            />
            {quotation.pendingPayment && (
              <>
                {' '}
                <Link href={appPaths.paymentInstructions(quotation.pendingPayment.id)} onPress={() => closePayment()} tone="danger">
                  Ver instrucciones
                </Link>
              </>
            )}
          </p>
        </div>
      )}

      {method === 'card' && selectedCard && (
        <p className="mt-4 flex items-start gap-2 text-sm text-slate-600" data-testid="pay-summary">
          <LockIcon className="mt-px size-4 shrink-0 text-slate-500" />
          <span>
            Cobraremos {total} a tu {describeCard(selectedCard)}
            {installments ? ` en ${planSentence(quotation.total, installments)}` : ''}.
          </span>
        </p>
      )}

      <PayActions>
        <Button variant="secondary" isDisabled={isPaying} onPress={() => closePayment()}>
          Cancelar
        </Button>
        <Button type="submit" isPending={isPaying} isDisabled={!pay.choice}>
          {facts.submitLabel(total)}
        </Button>
      </PayActions>
    </form>
  );
}
