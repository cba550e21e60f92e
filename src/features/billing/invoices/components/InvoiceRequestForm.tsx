// The receiver's fiscal data for a payment's CFDI: asked for the first time (or again after a
// refusal), or corrected. SAT's rules run as the customer types (errors on the fields, notices as
// gentle text under them); the server's refusals land on the same fields; nothing typed is lost.
// A lost answer is settled by reading the payment: asked for, not, or unknown with «Revisar».
import { PrivacyNoticeLink } from '@/components/legal/PrivacyNoticeLink';
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/Button';
import { Callout } from '@/components/ui/Callout';
import { Checkbox } from '@/components/ui/Checkbox';
import { DialogActions } from '@/components/ui/Dialog';
import { Form, FormError } from '@/components/ui/Form';
import { AlertTriangleIcon } from '@/components/ui/Icons';
import { Select, SelectItem } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { IdentifierField } from '@/components/forms/MexicanFields';
import { formatDateTime } from '@/lib/format';
import { useForm, type TextFieldBinding } from '@/lib/form/use-form';
import { invoiceDeadlineText, type PaymentInvoice } from '@/features/billing/invoices/invoice-status';
import type { InvoiceRequestMode } from '@/features/billing/invoices/invoice-request-store';
import type { Payment } from '@/features/billing/payments/types';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api';
import { sentences } from '@/lib/sentence';
import { InvoiceWriteError, readPayment } from '../api/invoice-write';
import { replacing, useReplaceInvoice } from '../api/replace-invoice';
import { requested, useRequestInvoice } from '../api/request-invoice';
import {
  invoiceRequestBody,
  RECEIVER_LABELS,
  receiverChanges,
  receiverErrorsFrom,
  rejectedFieldErrors,
  type InvoiceFormValues,
} from '../invoice-form';
import {
  cfdiUsesFor,
  fiscalRegimesFor,
  invoiceReceiverNotices,
  normalizeInvoiceReceiver,
  normalizeRfc,
  satLabel,
  receiverKind,
  unavailableCfdiUseReason,
  validateInvoiceReceiver,
  type InvoiceReceiverValues,
  type SatEntry,
  type TaxpayerKind,
} from '@/features/customer';

export interface InvoiceRequestFormProps {
  payment: Payment;
  mode: InvoiceRequestMode;
  /** Where the fields start (an earlier request's data, or Mis datos / Mi perfil). */
  initial: InvoiceReceiverValues;
  /** The data of the invoice being corrected, to say what changes. */
  original: InvoiceReceiverValues | null;
  isEmployer: boolean;
  /** Said above the fields when the saved data could not be read. */
  prefillNote: string | null;
  onDone: () => void;
  onCancel: () => void;
  /** The dialog must not close while the request is on its way. */
  onPendingChange: (pending: boolean) => void;
}

const KIND_WORDS: Record<TaxpayerKind, string> = { person: 'personas físicas', company: 'personas morales' };

const NOT_MADE = 'No recibimos respuesta y, al revisar el pago, la solicitud no aparece. Tus datos siguen aquí: intenta de nuevo.';

/** What is said once the invoice was asked for (`checked`: seen in the payment after a lost answer). */
function requestedMessage(mode: InvoiceRequestMode, checked: boolean): string {
  const what = mode === 'correct' ? 'la factura corregida' : 'tu factura';
  return `${checked ? 'Confirmamos que pedimos' : 'Pedimos'} ${what}. La verás en el detalle del pago en cuanto se timbre.`;
}

/** The answer was lost and the payment could not be read: nobody knows whether it was asked for. */
function unknownMessage(mode: InvoiceRequestMode): string {
  const what = mode === 'correct' ? 'la factura corregida' : 'tu factura';
  return `No sabemos si se pidió ${what}: no recibimos respuesta y tampoco pudimos revisar el pago. Tus datos siguen aquí; revisa antes de volver a pedirla.`;
}

export function InvoiceRequestForm({
  payment,
  mode,
  initial,
  original,
  isEmployer,
  prefillNote,
  onDone,
  onCancel,
  onPendingChange,
}: InvoiceRequestFormProps) {
  const form = useForm<InvoiceFormValues>({
    initial: () => ({ ...initial, saveToProfile: false }),
    validate: (values) => validateInvoiceReceiver(values),
    invalidMessage: 'Revisa los campos marcados.',
  });
  const { values } = form;
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

  // The lists follow the RFC as last left (not each keystroke: 12 characters on the way to 13 is no company).
  const accountKind: TaxpayerKind = isEmployer ? 'company' : 'person';
  const [kind, setKind] = useState<TaxpayerKind>(() => receiverKind(initial.rfc) ?? accountKind);
  const [useNotice, setUseNotice] = useState<string | null>(null);
  const [regimeNotice, setRegimeNotice] = useState<string | null>(null);
  const regimes = fiscalRegimesFor(kind);
  const uses = cfdiUsesFor(kind, values.fiscalRegime || null);

  /** A use the new régimen or RFC kind does not allow is cleared, and the field says why; the rest stays. */
  const dropUnavailableUse = (nextKind: TaxpayerKind, regime: string) => {
    const use = values.cfdiUse;
    if (!use || cfdiUsesFor(nextKind, regime || null).some((entry) => entry.code === use)) return;
    form.setField('cfdiUse', '');
    setUseNotice(
      unavailableCfdiUseReason(use, nextKind, regime || null, normalizeRfc(values.rfc)) ?? `El uso ${use} no está disponible; elige otro.`,
    );
  };

  const chooseRegime = (regime: string) => {
    form.setField('fiscalRegime', regime);
    setRegimeNotice(null);
    dropUnavailableUse(kind, regime);
  };

  const chooseUse = (use: string) => {
    form.setField('cfdiUse', use);
    setUseNotice(null);
  };

  const rfcField = form.textField('rfc', { normalize: normalizeRfc });
  const leaveRfc = () => {
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
  };

  const notices = invoiceReceiverNotices(values);
  const normalized = normalizeInvoiceReceiver(values);
  const changes = original ? receiverChanges(original, normalized) : [];

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

  const deadline = mode === 'request' ? invoiceDeadlineText(payment) : '';

  return (
    <Form onSubmit={form.handleSubmit(send, { isBlocked: isPending || unknown !== null })} validationBehavior="aria" gap="gap-4">
      {mode === 'correct' && <CorrectionExplained uuid={invoice?.uuid ?? null} issuedAt={invoice?.issued_at ?? null} />}
      {mode === 'request' && invoice?.status_reason && (
        <Callout role="note" tone="danger">
          <p className="font-medium">Tu solicitud anterior fue rechazada</p>
          <p>
            <bdi>{invoice.status_reason}</bdi>
          </p>
        </Callout>
      )}
      {deadline && <p className="text-sm text-slate-700">{deadline}.</p>}
      {prefillNote && <p className="text-sm text-slate-600">{prefillNote}</p>}
      <p className="text-sm text-slate-600">Escribe los datos tal como aparecen en tu constancia de situación fiscal.</p>

      <IdentifierField
        {...rfcField}
        onBlur={leaveRfc}
        label={RECEIVER_LABELS.rfc}
        maxLength={16}
        description={notices.rfc ?? '13 caracteres (persona física) o 12 (persona moral), con homoclave.'}
      />
      <TextField
        {...form.textField('name')}
        label={RECEIVER_LABELS.name}
        autoComplete={kind === 'company' ? 'organization' : 'name'}
        description={
          notices.name ??
          (kind === 'company'
            ? 'Sin el régimen societario: «CONSTRUCTORA DEL BAJIO», no «… S.A. de C.V.».'
            : 'En mayúsculas, como en tu constancia.')
        }
      />
      <CatalogueField
        label={RECEIVER_LABELS.fiscalRegime}
        entries={regimes}
        field={form.textField('fiscalRegime')}
        onChoose={chooseRegime}
        notice={regimeNotice ?? notices.fiscalRegime}
      />
      <TextField
        {...form.textField('postalCode', { sanitize: (value) => value.replace(/\D/g, '').slice(0, 5) })}
        label={RECEIVER_LABELS.postalCode}
        inputProps={{ inputMode: 'numeric' }}
        autoComplete="postal-code"
        description={notices.postalCode ?? 'El de tu domicilio fiscal, 5 dígitos.'}
      />
      <CatalogueField
        label={RECEIVER_LABELS.cfdiUse}
        entries={uses}
        field={form.textField('cfdiUse')}
        onChoose={chooseUse}
        notice={useNotice ?? notices.cfdiUse ?? 'Solo mostramos los usos que el SAT permite para tu régimen fiscal.'}
        placeholder={values.fiscalRegime ? undefined : 'Elige primero el régimen fiscal'}
      />
      {/* Said aloud when a régimen or RFC change clears a choice. */}
      <p role="status" className="sr-only">
        {[regimeNotice, useNotice].filter(Boolean).join(' ')}
      </p>
      <TextField
        {...form.textField('email', { normalize: (value) => value.trim() })}
        label={RECEIVER_LABELS.email}
        type="email"
        autoComplete="email"
        description={notices.email}
      />
      <Checkbox isSelected={values.saveToProfile} onChange={(selected) => form.setField('saveToProfile', selected)}>
        {isEmployer ? 'Guardar estos datos en Mi perfil' : 'Guardar estos datos en Mis datos'}
      </Checkbox>

      {mode === 'correct' && (
        <div className="rounded-lg border border-slate-200 p-3 text-sm" data-testid="invoice-changes">
          <p className="font-medium text-slate-900">Qué cambia en la nueva factura</p>
          {changes.length === 0 ? (
            <p className="mt-1 text-slate-600">Aún no cambias ningún dato.</p>
          ) : (
            <ul className="mt-1 list-disc ps-5 text-slate-700">
              {changes.map((change) => (
                <li key={change.field}>
                  {change.label}: <bdi>{shown(change.field, change.from)}</bdi> → <bdi>{shown(change.field, change.to)}</bdi>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      <FormError message={form.formError} />
      {unknown && (
        <Callout role="alert" tone="warning" icon={AlertTriangleIcon} data-testid="invoice-unconfirmed">
          <p>{sentences(unknownMessage(mode), unknown.detail)}</p>
        </Callout>
      )}
      <DialogActions className="mt-2">
        <Button variant="secondary" isDisabled={isPending} onPress={onCancel}>
          Cancelar
        </Button>
        {unknown ? (
          // It may have been asked for: check first rather than ask twice.
          <Button isPending={checking} onPress={() => void check()}>
            Revisar
          </Button>
        ) : (
          <Button type="submit" isPending={isPending}>
            {mode === 'correct' ? 'Corregir factura' : 'Solicitar factura'}
          </Button>
        )}
      </DialogActions>
      <PrivacyNoticeLink full={false} />
    </Form>
  );
}

const shown = (field: string, value: string) =>
  value === '' ? '(vacío)' : field === 'fiscalRegime' || field === 'cfdiUse' ? satLabel(value) : value;

/** Before sending a correction: what happens to both invoices, and what the customer will see. */
function CorrectionExplained({ uuid, issuedAt }: { uuid: string | null; issuedAt: string | null }) {
  return (
    <Callout role="note" tone="info">
      <p>
        Emitiremos una nueva factura con los datos corregidos que sustituye a la actual
        {uuid ? (
          <>
            {' '}
            (folio fiscal <bdi className="font-mono break-all">{uuid}</bdi>
            {issuedAt ? `, timbrada el ${formatDateTime(issuedAt)}` : ''})
          </>
        ) : null}{' '}
        mediante la relación 04, «Sustitución de los CFDI previos», y pediremos al SAT cancelar la actual con el motivo 01, «Comprobante
        emitido con errores con relación».
      </p>
      <p className="mt-2">
        En el detalle del pago verás la nueva factura «En timbrado» y luego «Vigente», y la anterior «En cancelación» y luego «Cancelada».
        Los PDF y XML de ambas seguirán disponibles.
      </p>
    </Callout>
  );
}

interface CatalogueFieldProps {
  label: string;
  entries: readonly SatEntry[];
  field: TextFieldBinding;
  onChoose: (code: string) => void;
  notice?: string | null;
  placeholder?: string;
}

/** A SAT catalogue as a Select keeping codes; a gentle notice under it, the error in its place. */
function CatalogueField({ label, entries, field, onChoose, notice, placeholder }: CatalogueFieldProps) {
  const items = entries.map((entry) => ({ id: entry.code, label: `${entry.code} · ${entry.name}` }));
  return (
    <Select
      label={label}
      items={items}
      value={field.value === '' ? null : field.value}
      onChange={(key) => onChoose(key === null ? '' : String(key))}
      onBlur={field.onBlur}
      isInvalid={field.isInvalid}
      errorMessage={field.errorMessage}
      description={notice ?? undefined}
      placeholder={placeholder}
    >
      {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
    </Select>
  );
}
