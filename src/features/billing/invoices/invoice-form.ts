// The invoice dialog's data: where the receiver's fields start from, what the server's refusals
// say about each field, and what a correction changes.
import type { components } from '@/lib/api';
import {
  type CompanyProfile,
  type PersonalData,
  cfdiUsesFor,
  companyNameWithoutRegime,
  receiverKind,
  type InvoiceReceiverValues,
  type ReceiverField,
  type TaxpayerKind,
} from '@/features/customer';
import { fieldErrorsFrom, type FieldErrors } from '@/lib/validation/field-errors';
import { errorMessage } from '@/lib/api';
import type { InvoiceReceiverData, PaymentInvoice } from '@/features/billing/invoices/invoice-status';

export type InvoiceRequestBody = components['schemas']['InvoiceRequest'];

/** The form: the receiver, and whether to keep the data in Mis datos / Mi perfil. */
export interface InvoiceFormValues extends InvoiceReceiverValues {
  saveToProfile: boolean;
}

export const RECEIVER_FIELDS: readonly ReceiverField[] = ['rfc', 'name', 'fiscalRegime', 'postalCode', 'cfdiUse', 'email'];

/** What each field is called on screen (labels, the correction's summary). */
export const RECEIVER_LABELS: Record<ReceiverField, string> = {
  rfc: 'RFC',
  name: 'Nombre o razón social',
  fiscalRegime: 'Régimen fiscal',
  postalCode: 'Código postal fiscal',
  cfdiUse: 'Uso del CFDI',
  email: 'Correo para recibir la factura',
};

export const EMPTY_RECEIVER: InvoiceReceiverValues = { rfc: '', name: '', fiscalRegime: '', postalCode: '', cfdiUse: '', email: '' };

/**
 * A person's name as the constancia de situación fiscal writes it: upper case, without the acute
 * accents the SAT's registry leaves out ("José Ramírez" → "JOSE RAMIREZ"); Ñ and Ü stay.
 */
export function constanciaName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleUpperCase('es-MX')
    .replace(/[ÁÀÄ]/g, 'A')
    .replace(/[ÉÈË]/g, 'E')
    .replace(/[ÍÌÏ]/g, 'I')
    .replace(/[ÓÒÖ]/g, 'O')
    .replace(/[ÚÙ]/g, 'U');
}

/** A use the régimen does not allow is not prefilled: the customer picks one from the list offered. */
function allowedUse(kind: TaxpayerKind, regime: string, use: string | null | undefined): string {
  if (!use) return '';
  return cfdiUsesFor(kind, regime || null).some((entry) => entry.code === use) ? use : '';
}

/** Mis datos (GET /users/me): a person's RFC, régimen, use, fiscal postal code and e-mail. */
export function receiverFromPersonalData(data: PersonalData): InvoiceReceiverValues {
  const fiscalRegime = data.fiscalRegime ?? '';
  return {
    rfc: data.rfc ?? '',
    name: constanciaName(data.firstName, data.lastName),
    fiscalRegime,
    postalCode: data.address?.postalCode ?? '',
    cfdiUse: allowedUse(receiverKind(data.rfc ?? '') ?? 'person', fiscalRegime, data.cfdiUse),
    email: data.email,
  };
}

/** Mi perfil (the employer's company): razón social without its capital regime, and the contact e-mail. */
export function receiverFromCompany(company: CompanyProfile): InvoiceReceiverValues {
  return {
    rfc: company.rfc,
    name: companyNameWithoutRegime(company.legalName),
    fiscalRegime: company.fiscalRegime,
    postalCode: company.address.postalCode,
    cfdiUse: allowedUse(receiverKind(company.rfc) ?? 'company', company.fiscalRegime, company.cfdiUse),
    email: company.contactEmail,
  };
}

/** The data of an earlier request (refused, or the invoice being corrected): what the customer typed then. */
export function receiverFromInvoice(receiver: InvoiceReceiverData): InvoiceReceiverValues {
  return {
    rfc: receiver.rfc,
    name: receiver.name,
    fiscalRegime: receiver.fiscalRegime,
    postalCode: receiver.postalCode,
    cfdiUse: receiver.cfdiUse,
    email: receiver.email ?? '',
  };
}

const isReceiverField = (field: string): field is ReceiverField => (RECEIVER_FIELDS as readonly string[]).includes(field);

/** The body's path (`receiver.rfc`) or the bare name the examples use (`rfc`). */
const receiverField = (path: string) => path.replace(/^receiver\./, '');

/**
 * A refusal (422, or a 409 naming fields) on the receiver's fields; what names no field of the
 * form goes to the summary, so nothing the server said is lost.
 */
export function receiverErrorsFrom(error: unknown): { fields: FieldErrors<ReceiverField>; summary: string } {
  const fields: FieldErrors<ReceiverField> = {};
  const others: string[] = [];
  for (const [path, message] of Object.entries(fieldErrorsFrom(error))) {
    if (!message) continue;
    const field = receiverField(path);
    if (isReceiverField(field)) fields[field] = message;
    else others.push(message);
  }
  const summary = [errorMessage(error), ...others].join(' ');
  return { fields, summary };
}

/** A rejected invoice's `rejected_fields`, on the form's fields. */
export function rejectedFieldErrors(invoice: Pick<PaymentInvoice, 'rejected_fields'> | null | undefined): FieldErrors<ReceiverField> {
  const fields: FieldErrors<ReceiverField> = {};
  for (const item of invoice?.rejected_fields ?? []) {
    const field = receiverField(item.field);
    if (isReceiverField(field) && item.message) fields[field] = item.message;
  }
  return fields;
}

export interface ReceiverChange {
  field: ReceiverField;
  label: string;
  from: string;
  to: string;
}

/** What a correction changes, field by field (compared as they would be sent). */
export function receiverChanges(before: InvoiceReceiverValues, after: InvoiceReceiverValues): ReceiverChange[] {
  return RECEIVER_FIELDS.filter((field) => before[field] !== after[field]).map((field) => ({
    field,
    label: RECEIVER_LABELS[field],
    from: before[field],
    to: after[field],
  }));
}

/** The request body. Only call with normalised values that passed validation. */
export function invoiceRequestBody(values: InvoiceReceiverValues, saveToProfile: boolean): InvoiceRequestBody {
  return {
    receiver: {
      rfc: values.rfc,
      name: values.name,
      fiscalRegime: values.fiscalRegime as InvoiceRequestBody['receiver']['fiscalRegime'],
      postalCode: values.postalCode,
      cfdiUse: values.cfdiUse as InvoiceRequestBody['receiver']['cfdiUse'],
      email: values.email,
    },
    saveToProfile,
  };
}
