// The invoice request dialog's flow: the receiver's data with SAT's catalogues following the RFC
// and the régimen, what a correction changes, sending (request or correction), and settling a lost
// answer by reading the payment. components/InvoiceRequestForm is the view of it.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api';
import { useForm, type FormApi } from '@/lib/form/use-form';
import { sentences } from '@/lib/sentence';
import { toast } from '@/lib/toast';
import {
  cfdiUsesFor,
  fiscalRegimesFor,
  invoiceReceiverNotices,
  normalizeInvoiceReceiver,
  normalizeRfc,
  receiverKind,
  unavailableCfdiUseReason,
  validateInvoiceReceiver,
  type InvoiceReceiverValues,
  type TaxpayerKind,
} from '@/features/customer';
import type { Payment } from '../../payments/types';
import { invoiceDeadlineText, type PaymentInvoice } from '../invoice-status';
import type { InvoiceRequestMode } from '../invoice-request-store';
import { invoiceRequestBody, receiverChanges, receiverErrorsFrom, rejectedFieldErrors, type InvoiceFormValues } from '../invoice-form';
import { InvoiceWriteError, readPayment } from './invoice-write';
import { replacing, useReplaceInvoice } from './replace-invoice';
import { requested, useRequestInvoice } from './request-invoice';

const KIND_WORDS: Record<TaxpayerKind, string> = { person: 'personas físicas', company: 'personas morales' };

const NOT_MADE = 'No recibimos respuesta y, al revisar el pago, la solicitud no aparece. Tus datos siguen aquí: intenta de nuevo.';

/** What is said once the invoice was asked for (`checked`: seen in the payment after a lost answer). */
function requestedMessage(mode: InvoiceRequestMode, checked: boolean): string {
  const what = mode === 'correct' ? 'la factura corregida' : 'tu factura';
  return `${checked ? 'Confirmamos que pedimos' : 'Pedimos'} ${what}. La verás en el detalle del pago en cuanto se timbre.`;
}

/** The answer was lost and the payment could not be read: nobody knows whether it was asked for. */
export function unknownMessage(mode: InvoiceRequestMode): string {
  const what = mode === 'correct' ? 'la factura corregida' : 'tu factura';
  return `No sabemos si se pidió ${what}: no recibimos respuesta y tampoco pudimos revisar el pago. Tus datos siguen aquí; revisa antes de volver a pedirla.`;
}

/**
 * SAT's catalogues for the receiver: the régimen and uso lists follow the RFC as last left (not each
 * keystroke: 12 characters on the way to 13 is no company); a choice a change no longer allows is
 * cleared and its field says why; the rest stays.
 */
function useReceiverCatalogues(form: FormApi<InvoiceFormValues>, initialRfc: string, isEmployer: boolean) {
  const { values } = form;
  const accountKind: TaxpayerKind = isEmployer ? 'company' : 'person';
  const [kind, setKind] = useState<TaxpayerKind>(() => receiverKind(initialRfc) ?? accountKind);
  const [useNotice, setUseNotice] = useState<string | null>(null);
  const [regimeNotice, setRegimeNotice] = useState<string | null>(null);

  const dropUnavailableUse = (nextKind: TaxpayerKind, regime: string) => {
    const use = values.cfdiUse;
    if (!use || cfdiUsesFor(nextKind, regime || null).some((entry) => entry.code === use)) return;
    form.setField('cfdiUse', '');
    setUseNotice(
      unavailableCfdiUseReason(use, nextKind, regime || null, normalizeRfc(values.rfc)) ?? `El uso ${use} no está disponible; elige otro.`,
    );
  };

  const rfcField = form.textField('rfc', { normalize: normalizeRfc });
  return {
    kind,
    regimes: fiscalRegimesFor(kind),
    uses: cfdiUsesFor(kind, values.fiscalRegime || null),
    regimeNotice,
    useNotice,
    rfcField: {
      ...rfcField,
      onBlur: () => {
        rfcField.onBlur();
        const next = receiverKind(normalizeRfc(values.rfc)) ?? accountKind;
        if (next === kind) return;
        setKind(next);
        let regime = values.fiscalRegime;
        if (regime && !fiscalRegimesFor(next).some((entry) => entry.code === regime)) {
          form.setField('fiscalRegime', '');
          setRegimeNotice(`El régimen ${regime} no aplica a ${KIND_WORDS[next]}: elige otro.`);
          regime = '';
        }
        dropUnavailableUse(next, regime);
      },
    },
    chooseRegime: (regime: string) => {
      form.setField('fiscalRegime', regime);
      setRegimeNotice(null);
      dropUnavailableUse(kind, regime);
    },
    chooseUse: (use: string) => {
      form.setField('cfdiUse', use);
      setUseNotice(null);
    },
  };
}

export interface InvoiceRequestFlowOptions {
  payment: Payment;
  mode: InvoiceRequestMode;
  initial: InvoiceReceiverValues;
  original: InvoiceReceiverValues | null;
  isEmployer: boolean;
  onDone: () => void;
  onPendingChange: (pending: boolean) => void;
}

/** The invoice request dialog's state and actions. Called once per dialog: nothing typed is lost on a refusal. */
export function useInvoiceRequestFlow({
  payment,
  mode,
  initial,
  original,
  isEmployer,
  onDone,
  onPendingChange,
}: InvoiceRequestFlowOptions) {
  const form = useForm<InvoiceFormValues>({
    initial: () => ({ ...initial, saveToProfile: false }),
    validate: (values) => validateInvoiceReceiver(values),
    invalidMessage: 'Revisa los campos marcados.',
  });
  const catalogues = useReceiverCatalogues(form, initial.rfc, isEmployer);
  const queryClient = useQueryClient();
  const request = useRequestInvoice();
  const replace = useReplaceInvoice();
  // After an unknown outcome: the reason to show, until «Revisar» settles it.
  const [unknown, setUnknown] = useState<{ detail: string | null } | null>(null);
  const [checking, setChecking] = useState(false);
  const isPending = request.isPending || replace.isPending || checking;
  const invoice: PaymentInvoice | null = payment.invoice ?? null;

  useEffect(() => onPendingChange(isPending), [isPending, onPendingChange]);

  // A refused request: the fields it names say why, from the start.
  const { showServerErrors } = form;
  useEffect(() => {
    if (mode !== 'request' || !invoice) return;
    const fields = rejectedFieldErrors(invoice);
    if (Object.keys(fields).length > 0) showServerErrors(fields);
  }, [mode, invoice, showServerErrors]);

  const send = (sent: InvoiceFormValues) => {
    const receiver = normalizeInvoiceReceiver(sent);
    if (mode === 'correct' && original && receiverChanges(original, receiver).length === 0) {
      form.setFormError('No cambiaste ningún dato: corrige el que esté mal para emitir la nueva factura.');
      return;
    }
    const body = invoiceRequestBody(receiver, sent.saveToProfile);
    const onError = (error: unknown) => {
      if (error instanceof InvoiceWriteError && error.outcome === 'not-made') {
        form.setFormError(NOT_MADE);
        return;
      }
      if (error instanceof InvoiceWriteError && error.outcome === 'unconfirmed') {
        setUnknown({ detail: null });
        return;
      }
      const reason = error instanceof InvoiceWriteError ? error.reason : error;
      const { fields, summary } = receiverErrorsFrom(reason);
      form.showServerErrors(fields, summary);
    };
    const onSuccess = ({ checked }: { checked: boolean }) => {
      toast.success(requestedMessage(mode, checked));
      onDone();
    };
    if (mode === 'correct' && invoice?.uuid) {
      replace.mutate({ paymentId: payment.id, uuid: invoice.uuid, body }, { onSuccess, onError });
    } else {
      request.mutate({ paymentId: payment.id, body }, { onSuccess, onError });
    }
  };

  // After an unknown outcome: read the payment and say what it shows, never ask for it again blind.
  const check = async () => {
    setChecking(true);
    try {
      const read = await readPayment(queryClient, payment.id);
      const made = mode === 'correct' && invoice?.uuid ? replacing(invoice.uuid)(read) : requested(read);
      setUnknown(null);
      if (made) {
        toast.success(requestedMessage(mode, true));
        onDone();
      } else form.setFormError(NOT_MADE);
    } catch (error) {
      setUnknown({ detail: sentences('Todavía no pudimos comprobarlo.', errorMessage(error)) });
    } finally {
      setChecking(false);
    }
  };

  return {
    form,
    ...catalogues,
    invoice,
    notices: invoiceReceiverNotices(form.values),
    changes: original ? receiverChanges(original, normalizeInvoiceReceiver(form.values)) : [],
    deadline: mode === 'request' ? invoiceDeadlineText(payment) : '',
    unknown,
    checking,
    isPending,
    submit: form.handleSubmit(send, { isBlocked: isPending || unknown !== null }),
    check: () => void check(),
  };
}
