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
  readConstanciaFile,
  receiverKind,
  unavailableCfdiUseReason,
  validateInvoiceReceiver,
  type ConstanciaData,
  type ConstanciaReading,
  type InvoiceReceiverValues,
  type TaxpayerKind,
} from '@/features/customer';
import type { Payment } from '../../payments/types';
import { invoiceDeadlineText, reissuedUuid, type PaymentInvoice } from '../invoice-status';
import type { InvoiceRequestMode } from '../invoice-request-store';
import { invoiceRequestBody, receiverChanges, receiverErrorsFrom, rejectedFieldErrors, type InvoiceFormValues } from '../invoice-form';
import { InvoiceWriteError, readPayment } from './invoice-write';
import { reissuing, useReissueInvoice } from './reissue-invoice';
import { replacing, useReplaceInvoice } from './replace-invoice';
import { requested, useRequestInvoice } from './request-invoice';

const KIND_WORDS: Record<TaxpayerKind, string> = { person: 'personas físicas', company: 'personas morales' };

const NOT_MADE = 'No recibimos respuesta y, al revisar el pago, la solicitud no aparece. Tus datos siguen aquí: intenta de nuevo.';

/** What each mode asks for, as a sentence names it. */
const WHAT: Record<InvoiceRequestMode, string> = {
  request: 'tu factura',
  correct: 'la factura corregida',
  reissue: 'la factura corregida y su nota de crédito',
};

/** What is said once the invoice was asked for (`checked`: seen in the payment after a lost answer). */
function requestedMessage(mode: InvoiceRequestMode, checked: boolean): string {
  return `${checked ? 'Confirmamos que pedimos' : 'Pedimos'} ${WHAT[mode]}. La verás en el detalle del pago en cuanto se timbre.`;
}

/** The answer was lost and the payment could not be read: nobody knows whether it was asked for. */
export function unknownMessage(mode: InvoiceRequestMode): string {
  const what = WHAT[mode];
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
    /**
     * What a constancia says, into the fields it gives (the others stay): its RFC sets the kind, and
     * the régimen is the one chosen when the constancia lists it, else its first one that kind may
     * have. Answers the régimen chosen and those it listed.
     */
    fill: ({ rfc, name, postalCode, fiscalRegimes }: ConstanciaData) => {
      const nextKind = receiverKind(rfc) ?? accountKind;
      setKind(nextKind);
      form.setField('rfc', rfc);
      if (name) form.setField('name', name);
      if (postalCode) form.setField('postalCode', postalCode);
      const possible = fiscalRegimesFor(nextKind);
      const listed = fiscalRegimes.filter((code) => possible.some((entry) => entry.code === code));
      const kept = possible.some((entry) => entry.code === values.fiscalRegime) ? values.fiscalRegime : '';
      const regime = listed.length === 0 ? kept : listed.includes(values.fiscalRegime) ? values.fiscalRegime : listed[0]!;
      form.setField('fiscalRegime', regime);
      setRegimeNotice(null);
      dropUnavailableUse(nextKind, regime);
      return { regime, listed };
    },
  };
}

/** The words for what a constancia filled in (the fields it gave, and the régimen chosen among several). */
export function constanciaFilledMessage(data: ConstanciaData, regime: { regime: string; listed: string[] }): string {
  const filled = [
    'RFC',
    ...(data.name ? ['nombre'] : []),
    ...(data.postalCode ? ['código postal'] : []),
    ...(regime.listed.length > 0 ? ['régimen fiscal'] : []),
  ];
  const list = filled.length > 1 ? `${filled.slice(0, -1).join(', ')} y ${filled.at(-1)}` : filled[0];
  const several =
    regime.listed.length > 1
      ? ` Tu constancia tiene ${regime.listed.length} regímenes (${regime.listed.join(', ')}): elegimos el ${regime.regime}; cámbialo si esta factura corresponde a otro.`
      : '';
  return `Llenamos con tu constancia: ${list}. Revísalos antes de enviar.${several}`;
}

/** Why a chosen file filled nothing; the form is left as it was. */
const CONSTANCIA_PROBLEMS: Record<Exclude<ConstanciaReading['kind'], 'read'>, string> = {
  'not-constancia':
    'No encontramos los datos de una constancia de situación fiscal en ese archivo. No cambiamos nada: elige el PDF de tu constancia o escribe los datos.',
  'not-pdf': 'No pudimos abrir ese archivo como PDF. No cambiamos nada: elige el PDF de tu constancia o escribe los datos.',
  'too-large': 'Ese archivo es demasiado grande para ser una constancia. No cambiamos nada.',
};

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
  const reissue = useReissueInvoice();
  // After an unknown outcome: the reason to show, until «Revisar» settles it.
  const [unknown, setUnknown] = useState<{ detail: string | null } | null>(null);
  const [checking, setChecking] = useState(false);
  const isPending = request.isPending || replace.isPending || reissue.isPending || checking;
  const invoice: PaymentInvoice | null = payment.invoice ?? null;
  // The invoice a credit note offsets: the payment's, or the original of a refused reissue.
  const reissued = mode === 'reissue' ? reissuedUuid(payment) : null;

  useEffect(() => onPendingChange(isPending), [isPending, onPendingChange]);

  // A refused request: the fields it names say why, from the start.
  const { showServerErrors } = form;
  useEffect(() => {
    if (mode === 'correct' || !invoice) return;
    const fields = rejectedFieldErrors(invoice);
    if (Object.keys(fields).length > 0) showServerErrors(fields);
  }, [mode, invoice, showServerErrors]);

  const send = (sent: InvoiceFormValues) => {
    const receiver = normalizeInvoiceReceiver(sent);
    if (mode !== 'request' && original && receiverChanges(original, receiver).length === 0) {
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
    } else if (mode === 'reissue' && reissued) {
      reissue.mutate({ paymentId: payment.id, uuid: reissued, body }, { onSuccess, onError });
    } else {
      request.mutate({ paymentId: payment.id, body }, { onSuccess, onError });
    }
  };

  // The constancia, read in the browser (pdf.js loads only now): fills what it gives, or says why not and changes nothing.
  const [constancia, setConstancia] = useState<{ reading: boolean; note: { ok: boolean; text: string } | null }>({
    reading: false,
    note: null,
  });
  const fromConstancia = async (file: File) => {
    setConstancia({ reading: true, note: null });
    const reading = await readConstanciaFile(file);
    if (reading.kind !== 'read') return setConstancia({ reading: false, note: { ok: false, text: CONSTANCIA_PROBLEMS[reading.kind] } });
    const regime = catalogues.fill(reading.data);
    setConstancia({ reading: false, note: { ok: true, text: constanciaFilledMessage(reading.data, regime) } });
  };

  // After an unknown outcome: read the payment and say what it shows, never ask for it again blind.
  const check = async () => {
    setChecking(true);
    try {
      const read = await readPayment(queryClient, payment.id);
      const uuid = mode === 'reissue' ? reissued : invoice?.uuid;
      const made = !uuid || mode === 'request' ? requested(read) : mode === 'correct' ? replacing(uuid)(read) : reissuing(uuid)(read);
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
    reissued,
    notices: invoiceReceiverNotices(form.values),
    changes: original ? receiverChanges(original, normalizeInvoiceReceiver(form.values)) : [],
    deadline: mode === 'request' ? invoiceDeadlineText(payment) : '',
    unknown,
    checking,
    isPending,
    submit: form.handleSubmit(send, { isBlocked: isPending || unknown !== null }),
    check: () => void check(),
    constancia,
    fromConstancia: (file: File) => void fromConstancia(file),
  };
}
