// After a charge whose outcome is not known (no answer, an emptied answer, an attempt still being
// processed): finding out, then saying plainly what is known. Never another card or method while
// the first attempt may still complete: only that same attempt again (same key) or a new check.
import { useRef, type ReactNode } from 'react';
import { Button, LinkButton } from '@/components/ui/Button';
import { WithServerText } from '@/components/ui/ServerText';
import { appPaths } from '@/config/app-paths';
import { describeCard, type Card } from '@/features/payment-methods';
import { sentences } from '@/lib/sentence';
import { isolate } from '@/lib/server-text';
import { closePayment, type QuotationInPayment } from '../quotation-store';
import { PayActions, PayNotice, useFocusWhenSettled, type PayNoticeTone } from './PayDialogParts';

interface ChargeCheckProps {
  inPayment: QuotationInPayment;
  total: string;
  /** The card the attempt charges, when known. */
  card: Card | null;
  onRepeat: () => void;
  onRecheck: () => void;
}

export function ChargeCheck({ inPayment, total, card, onRepeat, onRecheck }: ChargeCheckProps) {
  const { quotation, phase, verdict, check } = inPayment;
  const heading = useRef<HTMLHeadingElement>(null);
  const state = phase === 'checking' || !verdict ? `checking-${check ?? 'lost-answer'}` : verdict.kind;
  useFocusWhenSettled(heading, state);
  const onCard = card ? ` a tu ${describeCard(card)}` : '';

  let tone: PayNoticeTone = 'neutral';
  let headline: string;
  let body: ReactNode;
  let actions: ReactNode = null;
  if (phase === 'checking' || !verdict) {
    headline = check === 'in-progress' ? 'Tu pago aún se está procesando' : 'Confirmando tu pago';
    body =
      check === 'in-progress'
        ? `Tu banco todavía no responde al cobro de ${total}${onCard}. Esperamos su respuesta para decirte si se realizó; no cierres esta ventana.`
        : check === 'conflict'
          ? 'Estamos revisando el estado de tu pago; no cierres esta ventana.'
          : `No recibimos la respuesta del cobro de ${total}. Estamos confirmando si se realizó; no cierres esta ventana.`;
  } else if (verdict.kind === 'paid') {
    tone = 'success';
    headline = 'Pagado';
    body = `Confirmamos el cargo de ${total}${verdict.cardId ? onCard : ''}. Tu cotización ${isolate(quotation.folio)} quedó pagada.`;
    actions = (
      <>
        {verdict.paymentId && (
          <LinkButton variant="secondary" href={appPaths.payment(verdict.paymentId)} onPress={() => closePayment()}>
            Ver el pago
          </LinkButton>
        )}
        <Button onPress={() => closePayment()}>Listo</Button>
      </>
    );
  } else if (verdict.kind === 'not-seen') {
    headline = 'Aún no vemos el cargo';
    // Not "nothing was charged": an attempt that timed out can still complete at the bank.
    body = `No recibimos respuesta y tu cotización ${isolate(quotation.folio)} sigue pendiente: hasta ahora no vemos el cargo de ${total}. Si el intento todavía se está procesando, puede completarse en unos momentos. Intentar de nuevo repite ese mismo intento${card ? ` con tu ${describeCard(card)}` : ''}: nunca se te cobrará dos veces.`;
    actions = <CloseOr label="Intentar de nuevo" onPress={onRepeat} />;
  } else {
    tone = 'warning';
    const inProcess = verdict.kind === 'in-progress';
    headline = inProcess ? 'Tu pago sigue en proceso' : 'No pudimos confirmar si se realizó el cargo';
    body = inProcess
      ? `Tu banco todavía no responde al cobro de ${total}${onCard}. Para no cobrarte dos veces, no lo intentes con otra tarjeta ni otra forma de pago: vuelve a comprobar en unos momentos o revisa tu Historial de pagos.`
      : sentences(
          'Para no cobrarte dos veces, no lo intentes con otra tarjeta todavía: vuelve a comprobar en unos momentos o revisa tu Historial de pagos.',
          isolate(verdict.message),
        );
    actions = <CloseOr label="Volver a comprobar" onPress={onRecheck} />;
  }

  return (
    <div>
      {/* One live region for every step, so each new verdict is announced where the last one was. */}
      <div role="status" className="mt-5">
        <PayNotice tone={tone} busy={phase === 'checking' || !verdict} data-testid="pay-check">
          <h4
            ref={heading}
            tabIndex={-1}
            className="rounded-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            {headline}
          </h4>
          <p className="mt-1">{typeof body === 'string' ? <WithServerText text={body} /> : body}</p>
        </PayNotice>
      </div>
      {actions && <PayActions>{actions}</PayActions>}
    </div>
  );
}

/** "Cerrar" beside the one thing the customer can do next. */
function CloseOr({ label, onPress }: { label: string; onPress: () => void }) {
  return (
    <>
      <Button variant="secondary" onPress={() => closePayment()}>
        Cerrar
      </Button>
      <Button onPress={onPress}>{label}</Button>
    </>
  );
}
