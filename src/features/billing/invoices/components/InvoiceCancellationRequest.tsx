// A request to cancel one of the customer's invoices, as its receiver sees it: why and where it
// stands, and, while the SAT waits for their answer, «Aceptar cancelación» and «Rechazar
// cancelación», each confirmed first (neither can be undone). The answer's outcome is the server's:
// after a lost answer the payment is read again and what it shows is what the customer is told.
import { useState } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/Dialog';
import { toast } from '@/lib/toast';
import { awaitsCancellationAnswer, type CancellationStatus, type InvoiceCancellation } from '../cancellation-acceptance';
import { cancellationReasonText, cancellationStatusLabel, cancellationText } from '../invoice-status';
import { useAnswerInvoiceCancellation } from '../api/answer-cancellation';
import { InvoiceWriteError } from '../api/invoice-write';

const TONES: Record<CancellationStatus, BadgeTone> = {
  esperando_aceptacion: 'warning',
  aceptada: 'neutral',
  aceptada_sin_respuesta: 'neutral',
  rechazada: 'info',
  sin_aceptacion: 'neutral',
};

/** What the customer is told once the server has the answer: the one it shows, not the one clicked. */
function answeredMessage(status: CancellationStatus | undefined, checked: boolean): string {
  const confirmed = checked ? 'Confirmamos tu respuesta: ' : '';
  switch (status) {
    case 'aceptada':
      return `${confirmed}aceptaste la cancelación. El SAT la cancela en unos momentos.`;
    case 'rechazada':
      return `${confirmed}rechazaste la cancelación. La factura sigue vigente.`;
    case 'aceptada_sin_respuesta':
      return 'El plazo para responder ya había vencido: la cancelación se dio por aceptada.';
    case 'esperando_aceptacion':
    case 'sin_aceptacion':
    case undefined:
      return 'Registramos tu respuesta.';
  }
}

const NOT_MADE = 'Tu respuesta no se registró. Intenta de nuevo.';
const UNCONFIRMED =
  'No pudimos confirmar si se registró tu respuesta. Intenta de nuevo: si ya se había registrado, lo verás en esta página.';

export interface InvoiceCancellationRequestProps {
  paymentId: string;
  /** The fiscal UUID of the invoice whose cancellation this is. */
  uuid: string;
  cancellation: InvoiceCancellation;
}

export function InvoiceCancellationRequest({ paymentId, uuid, cancellation }: InvoiceCancellationRequestProps) {
  const answer = useAnswerInvoiceCancellation();
  const [asking, setAsking] = useState<'accept' | 'reject' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const awaiting = awaitsCancellationAnswer(cancellation);
  const correction = cancellation.reason === '01';

  const open = (which: 'accept' | 'reject') => {
    setProblem(null);
    setAsking(which);
  };
  const send = () => {
    if (!asking) return;
    answer.mutate(
      { paymentId, uuid, accept: asking === 'accept' },
      {
        onSuccess: ({ invoice, checked }) => {
          setAsking(null);
          toast.success(answeredMessage(invoice?.cancellation?.status, checked));
        },
        onError: (error) => {
          if (error instanceof InvoiceWriteError && error.outcome === 'not-made') setProblem(NOT_MADE);
          else if (error instanceof InvoiceWriteError && error.outcome === 'unconfirmed') setProblem(UNCONFIRMED);
          else setProblem(error.message);
        },
      },
    );
  };

  return (
    <div className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700" data-testid="invoice-cancellation">
      <p className="flex flex-wrap items-center gap-2">
        <span>Solicitud de cancelación:</span>
        <Badge tone={TONES[cancellation.status] ?? 'neutral'}>
          <span data-testid="invoice-cancellation-status">{cancellationStatusLabel(cancellation)}</span>
        </Badge>
      </p>
      <p className="mt-2">{cancellationReasonText(cancellation)}</p>
      <p className="mt-1" data-testid="invoice-cancellation-text">
        {cancellationText(cancellation)}
      </p>
      {awaiting && (
        <div className="mt-3 flex flex-wrap gap-3">
          <Button variant="primary" onPress={() => open('accept')}>
            Aceptar cancelación
          </Button>
          <Button variant="secondary" onPress={() => open('reject')}>
            Rechazar cancelación
          </Button>
        </div>
      )}
      <ConfirmDialog
        isOpen={asking !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setAsking(null);
        }}
        title={asking === 'reject' ? '¿Rechazar la cancelación?' : '¿Aceptar la cancelación?'}
        confirmLabel={asking === 'reject' ? 'Rechazar cancelación' : 'Aceptar cancelación'}
        tone={asking === 'reject' ? 'primary' : 'danger'}
        isPending={answer.isPending}
        problem={problem}
        onConfirm={send}
      >
        {asking === 'reject'
          ? correction
            ? `La factura ${uuid} seguirá vigente y la factura corregida que pediste se cancelará.`
            : `La factura ${uuid} seguirá vigente.`
          : correction
            ? `La factura ${uuid} quedará cancelada ante el SAT y la sustituye la factura corregida. No se puede deshacer.`
            : `La factura ${uuid} quedará cancelada ante el SAT. No se puede deshacer.`}
      </ConfirmDialog>
    </div>
  );
}
