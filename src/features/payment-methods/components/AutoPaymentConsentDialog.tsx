// «Activar pago automático» (LFPC Art. 76 Bis): before turning it on, the customer reads
// what will be charged, when, to which card, the notice days and how to stop it, and accepts the
// wording the API gave (its version goes back with the acceptance). Lazy: loaded when the switch is
// turned on (or about to be). The flow (sending, a lost answer read again, «Revisar») is
// api/auto-payment-consent-flow.ts; this is its view.
import { AUTO_PAYMENT_NOTICE_DAYS } from '@/features/billing';
import { Button } from '@/components/ui/Button';
import { Callout } from '@/components/ui/Callout';
import { Checkbox } from '@/components/ui/Checkbox';
import { Dialog, DialogActions, DialogTitle, Modal } from '@/components/ui/Dialog';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { Skeleton } from '@/components/ui/Skeleton';
import { chargeCardLabel } from '@/features/payment-methods/auto-payment/NextAutoCharge';
import { useAutoPayment, type AutoPayment } from '@/features/payment-methods/auto-payment/get-auto-payment';
import { formatDate, formatMoney } from '@/lib/format';
import { useAutoPaymentConsentFlow } from '../api/auto-payment-consent-flow';
import type { ConsentGiven } from '../api/enable-auto-payment';

export interface AutoPaymentConsentDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called once the API turned it on with the consent recorded (`checked`: seen by reading it again after a lost answer). */
  onEnabled: (given: ConsentGiven) => void;
}

export function AutoPaymentConsentDialog({ isOpen, onOpenChange, onEnabled }: AutoPaymentConsentDialogProps) {
  const query = useAutoPayment();
  const flow = useAutoPaymentConsentFlow({ onOpenChange, onEnabled });
  const { accepted, showMissing, problem, isBusy, close } = flow;

  // A later read that fails keeps what was read on screen: after a lost answer the dialog says what is unknown itself.
  const data = query.data;

  return (
    <Modal isOpen={isOpen} onOpenChange={close} isDismissable={!isBusy} isKeyboardDismissDisabled={isBusy} className="max-w-2xl">
      <Dialog aria-describedby="auto-payment-consent-summary">
        <DialogTitle>Activar pago automático</DialogTitle>
        {query.isPending ? (
          <div role="status" aria-label="Cargando las condiciones" className="mt-4 flex flex-col gap-2">
            <Skeleton className="block h-4 w-full rounded-md" />
            <Skeleton className="block h-4 w-5/6 rounded-md" />
            <Skeleton className="block h-24 w-full rounded-md" />
          </div>
        ) : !data ? (
          <div className="mt-4">
            <QueryErrorState title="No pudimos cargar las condiciones del pago automático" query={query} />
          </div>
        ) : (
          <>
            <ConsentSummary data={data} />

            <div className="mt-3">
              <Checkbox
                isSelected={accepted}
                onChange={flow.accept}
                isInvalid={showMissing}
                isDisabled={isBusy || problem?.unknown === true}
                aria-describedby={showMissing ? 'auto-payment-consent-missing' : undefined}
              >
                Acepto que Cotiza cargue a mi tarjeta predeterminada mis cotizaciones pendientes en su último día, como dicen estas
                condiciones.
              </Checkbox>
              {showMissing && (
                <p id="auto-payment-consent-missing" className="mt-1 text-sm text-danger-700">
                  Marca la casilla para aceptar las condiciones.
                </p>
              )}
            </div>

            {problem && (
              <Callout
                role="alert"
                tone={problem.unknown ? 'warning' : 'danger'}
                className="mt-4"
                data-testid="auto-payment-consent-problem"
              >
                <p>{problem.text}</p>
              </Callout>
            )}
          </>
        )}
        <DialogActions>
          <Button variant="secondary" isDisabled={isBusy} onPress={() => close(false)}>
            {problem?.unknown ? 'Cerrar' : 'Cancelar'}
          </Button>
          {data &&
            (problem?.unknown ? (
              <Button isPending={flow.checking} onPress={() => void flow.check()}>
                Revisar
              </Button>
            ) : (
              <Button isPending={flow.isSending} onPress={() => flow.activate(data.terms)}>
                Activar pago automático
              </Button>
            ))}
        </DialogActions>
      </Dialog>
    </Modal>
  );
}

/** What will be charged, when, to which card, the notice and how to stop it; the preview and the wording accepted. */
function ConsentSummary({ data }: { data: AutoPayment }) {
  const schedule = data.schedule ?? (data.nextCharge ? [data.nextCharge] : []);
  const card = schedule[0]?.card ?? null;
  return (
    <div id="auto-payment-consent-summary" className="mt-3 flex flex-col gap-3 text-sm leading-6 text-slate-700">
      <ul className="list-disc space-y-1 pl-5">
        <li>
          <strong className="font-semibold text-slate-900">Qué cobramos:</strong> cada una de tus cotizaciones pendientes, por su total en
          pesos mexicanos, en una sola exhibición (sin meses).
        </li>
        <li>
          <strong className="font-semibold text-slate-900">Cuándo:</strong> el último día de vigencia de cada cotización.
        </li>
        <li>
          <strong className="font-semibold text-slate-900">Con qué tarjeta:</strong> tu tarjeta predeterminada en ese momento
          {card ? ` (hoy, ${chargeCardLabel(card)})` : ''}.
        </li>
        <li>
          <strong className="font-semibold text-slate-900">Aviso:</strong> te enviaremos un correo {AUTO_PAYMENT_NOTICE_DAYS} días naturales
          antes de cada cargo con la fecha, el monto, la tarjeta y las cotizaciones.
        </li>
        <li>
          <strong className="font-semibold text-slate-900">Cómo detenerlo:</strong> desactiva este mismo interruptor en Métodos de pago. Es
          inmediato y sin penalización.
        </li>
      </ul>

      {schedule.length > 0 ? (
        <div>
          <h3 className="font-semibold text-slate-900">Lo que cobraríamos</h3>
          <ul className="mt-1 divide-y divide-slate-100 rounded-lg border border-slate-200" data-testid="auto-payment-preview">
            {schedule.flatMap((charge) =>
              charge.quotations.map((quotation) => (
                <li key={quotation.id} className="flex flex-wrap items-baseline justify-between gap-x-3 px-3 py-2">
                  <span className="min-w-0">
                    <span className="unbroken font-medium text-slate-900">{quotation.folio}</span>{' '}
                    <bdi className="text-slate-600">{quotation.concept}</bdi>
                  </span>
                  <span className="ml-auto whitespace-nowrap tabular-nums">
                    {formatMoney(quotation.total, { forceDecimals: true })} el {formatDate(charge.date)}
                  </span>
                </li>
              )),
            )}
          </ul>
        </div>
      ) : (
        <p>Hoy no tienes cotizaciones pendientes que cobrar; se cobrarán así las que recibas.</p>
      )}

      {data.notChargedAutomatically.length > 0 && (
        <Callout tone="warning">
          <p>No se cobrarán automáticamente:</p>
          <ul className="mt-1 list-disc pl-5">
            {data.notChargedAutomatically.map((quotation) => (
              <li key={quotation.id}>
                <span className="unbroken">{quotation.folio}</span> (vence el {formatDate(quotation.validUntil)}):{' '}
                <bdi>{quotation.reason}</bdi>
              </li>
            ))}
          </ul>
        </Callout>
      )}

      <div>
        <h3 className="font-semibold text-slate-900">Condiciones</h3>
        <p className="mt-1 rounded-lg border border-slate-200 bg-slate-50 p-3 text-slate-700" data-testid="auto-payment-terms">
          <bdi>{data.terms.text}</bdi>
        </p>
      </div>
    </div>
  );
}
