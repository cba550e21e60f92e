// The receiver's fiscal data for a payment's CFDI: asked for the first time (or again after a
// refusal), or corrected. SAT's rules run as the customer types (errors on the fields, notices as
// gentle text under them); the server's refusals land on the same fields; nothing typed is lost.
// A lost answer is settled by reading the payment: asked for, not, or unknown with «Revisar». The flow
// is api/invoice-request-flow.ts; this is its view.
import { PrivacyNoticeLink } from '@/components/legal/PrivacyNoticeLink';
import { Button } from '@/components/ui/Button';
import { Callout } from '@/components/ui/Callout';
import { Checkbox } from '@/components/ui/Checkbox';
import { DialogActions } from '@/components/ui/Dialog';
import { FileTrigger } from '@/components/ui/DropZone';
import { Form, FormError } from '@/components/ui/Form';
import { AlertTriangleIcon } from '@/components/ui/Icons';
import { Select, SelectItem } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { IdentifierField } from '@/components/forms/MexicanFields';
import { formatDateTime } from '@/lib/format';
import type { TextFieldBinding } from '@/lib/form/use-form';
import { sentences } from '@/lib/sentence';
import { satLabel, type InvoiceReceiverValues, type SatEntry } from '@/features/customer';
import type { Payment } from '../../payments/types';
import { INVOICE_REQUEST_TITLES, type InvoiceRequestMode } from '../invoice-request-store';
import { formatInvoiceDeadline } from '../invoice-status';
import { RECEIVER_LABELS } from '../invoice-form';
import { unknownMessage, useInvoiceRequestFlow } from '../api/invoice-request-flow';

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
  const flow = useInvoiceRequestFlow({ payment, mode, initial, original, isEmployer, onDone, onPendingChange });
  const { form, kind, notices, invoice, unknown, checking, isPending, regimeNotice, useNotice } = flow;
  const { values } = form;

  return (
    <Form onSubmit={flow.submit} validationBehavior="aria" gap="gap-4">
      {mode === 'correct' && <CorrectionExplained uuid={invoice?.uuid ?? null} issuedAt={invoice?.issued_at ?? null} />}
      {mode === 'reissue' && (
        <CreditNoteExplained
          uuid={flow.reissued}
          until={invoice?.uuid === flow.reissued ? (invoice?.cancellable_until ?? null) : null}
          retry={invoice?.uuid !== flow.reissued}
        />
      )}
      {mode !== 'correct' && invoice?.status_reason && (
        <Callout role="note" tone="danger">
          <p className="font-medium">{mode === 'reissue' ? 'La nueva factura fue rechazada' : 'Tu solicitud anterior fue rechazada'}</p>
          <p>
            <bdi>{invoice.status_reason}</bdi>
          </p>
        </Callout>
      )}
      {flow.deadline && <p className="text-sm text-slate-700">{flow.deadline}.</p>}
      {prefillNote && <p className="text-sm text-slate-600">{prefillNote}</p>}
      <p className="text-sm text-slate-600">Escribe los datos tal como aparecen en tu constancia de situación fiscal.</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
        <FileTrigger acceptedFileTypes={['application/pdf', '.pdf']} onSelect={(files) => files?.[0] && flow.fromConstancia(files[0])}>
          <Button variant="secondary" isPending={flow.constancia.reading} className="self-start">
            Llenar con mi constancia (PDF)
          </Button>
        </FileTrigger>
        <p className="text-sm text-slate-600">Opcional. El archivo no se envía: lo leemos en tu navegador.</p>
      </div>
      {flow.constancia.note && (
        <Callout
          role={flow.constancia.note.ok ? 'status' : 'alert'}
          tone={flow.constancia.note.ok ? 'info' : 'warning'}
          data-testid="constancia-note"
        >
          <p>{flow.constancia.note.text}</p>
        </Callout>
      )}

      <IdentifierField
        {...flow.rfcField}
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
        entries={flow.regimes}
        field={form.textField('fiscalRegime')}
        onChoose={flow.chooseRegime}
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
        entries={flow.uses}
        field={form.textField('cfdiUse')}
        onChoose={flow.chooseUse}
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

      {mode !== 'request' && (
        <div className="rounded-lg border border-slate-200 p-3 text-sm" data-testid="invoice-changes">
          <p className="font-medium text-slate-900">Qué cambia en la nueva factura</p>
          {flow.changes.length === 0 ? (
            <p className="mt-1 text-slate-600">Aún no cambias ningún dato.</p>
          ) : (
            <ul className="mt-1 list-disc ps-5 text-slate-700">
              {flow.changes.map((change) => (
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
          <Button isPending={checking} onPress={flow.check}>
            Revisar
          </Button>
        ) : (
          <Button type="submit" isPending={isPending}>
            {INVOICE_REQUEST_TITLES[mode]}
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
        En el detalle del pago verás la nueva factura «En timbrado» y luego «Vigente», y la anterior «En cancelación»: como la recibiste tú,
        el SAT te pedirá aceptar su cancelación (tienes tres días hábiles; si no respondes, se da por aceptada) y entonces quedará
        «Cancelada». Los PDF y XML de ambas seguirán disponibles.
      </p>
    </Callout>
  );
}

/** Past the cancellation deadline: the original cannot be cancelled, so a credit note offsets it. */
function CreditNoteExplained({ uuid, until, retry }: { uuid: string | null; until: string | null; retry: boolean }) {
  const day = formatInvoiceDeadline(until);
  if (retry) {
    return (
      <Callout role="note" tone="info">
        <p>
          La nota de crédito ya compensa la factura original
          {uuid ? (
            <>
              {' '}
              (folio fiscal <bdi className="font-mono break-all">{uuid}</bdi>)
            </>
          ) : null}
          . Corrige los datos y emitiremos de nuevo la factura; no se emite otra nota de crédito.
        </p>
      </Callout>
    );
  }
  return (
    <Callout role="note" tone="info">
      <p>
        El plazo para cancelar la factura actual
        {uuid ? (
          <>
            {' '}
            (folio fiscal <bdi className="font-mono break-all">{uuid}</bdi>)
          </>
        ) : null}{' '}
        venció{day ? ` el ${day}` : ''}, así que el SAT ya no permite sustituirla. Emitiremos una nota de crédito (CFDI de egreso) por su
        importe total, relacionada con ella (relación 01, «Nota de crédito de los documentos relacionados»), y una nueva factura con los
        datos corregidos.
      </p>
      <p className="mt-2">
        La factura actual seguirá vigente ante el SAT, compensada por la nota de crédito. En el detalle del pago verás la nueva factura «En
        timbrado» y luego «Vigente», y la nota de crédito con sus PDF y XML: entrégale a tu contador las tres.
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
