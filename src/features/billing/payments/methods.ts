// Every payment method of the contract in one table: how each one reads and what the screens do
// with it. A method the contract gains is a compile error here until it has its row (the table
// `satisfies` a record of every method), and a method the contract lists in PendingPayment.method
// (its charge waits for the customer's money) must be a reference with its wording. Code that
// decides per method reads this table; where a screen needs a different view per method it uses an
// exhaustive switch ending in assertNever (src/lib/assert-never.ts). docs/extending.md, "Adding a payment
// method", lists every file a new method touches. Plain TypeScript with a type-only import: the
// development API (scripts/dev-api, through tsx) reads its wording from here too.
import type { components } from '@/lib/api/schema';

type Schemas = components['schemas'];
/** What a pending charge carries for the customer to act on: 3-D Secure's redirect, or a reference's instructions. */
type Instructions = NonNullable<Schemas['Payment']['payment_method']>;

/** card, bank_account (an SPEI transfer) or store (cash at a Paynet store): the contract's Payment.method. */
export type PaymentMethod = Schemas['Payment']['method'];

/** The methods whose charge waits for the customer's money, with instructions: the contract's PendingPayment.method. */
export type ReferenceMethod = Schemas['PendingPayment']['method'];

interface CommonFacts {
  /** Its name: the pay dialog's option, lists, the CSV, the receipt ("Transferencia SPEI"). A card's own rows name the card. */
  label: string;
  /** The pay dialog's submit button. */
  submitLabel: (total: string) => string;
  /** After "pagarla", "Paga" and the statement's "Pago": "por transferencia SPEI", "con tarjeta". */
  payPhrase: string;
}

/** A method charged at once (a card, perhaps after 3-D Secure). */
interface ChargeFacts extends CommonFacts {
  reference: false;
}

/** A reference: the charge waits (IN_PROGRESS) until its due date for a transfer or cash, paid with its instructions. */
interface ReferenceFacts extends CommonFacts {
  reference: true;
  /** The instructions (payment_method.type) its pending charge carries; the instructions page shows them. */
  instructions: Exclude<Instructions['type'], 'redirect'>;
  /** The reference itself, after "Mañana vence" (a reminder): "tu referencia SPEI"; feminine («genera otra»). */
  referenceName: string;
  /** After "Esperamos": "tu transferencia SPEI". */
  awaited: string;
  /** The pay dialog's words on choosing it. */
  explanation: (total: string) => string;
  /** The receipt's detail after the label, from its instructions: "CLABE terminación 2348"; null when it has none to give. */
  receiptDetail: (instructions: Instructions) => string | null;
}

/** A row for each of `M`: a reference's wording for the contract's reference methods, a charge's for the others. */
export type MethodTable<M extends string> = { [K in M]: K extends ReferenceMethod ? ReferenceFacts : ChargeFacts };

export const PAYMENT_METHODS = {
  card: {
    reference: false,
    // Words only in the dialog: three across, an icon would squeeze "Transferencia" out of its box.
    label: 'Tarjeta',
    submitLabel: (total) => `Pagar ${total}`,
    payPhrase: 'con tarjeta',
  },
  bank_account: {
    reference: true,
    label: 'Transferencia SPEI',
    submitLabel: () => 'Generar datos de transferencia',
    instructions: 'bank_transfer',
    payPhrase: 'por transferencia SPEI',
    referenceName: 'tu referencia SPEI',
    awaited: 'tu transferencia SPEI',
    explanation: (total) =>
      `Te daremos una CLABE y una referencia para que transfieras ${total} desde la app o el portal de tu banco en un plazo de 3 días.`,
    receiptDetail: (instructions) => (instructions.type === 'bank_transfer' ? `CLABE terminación ${instructions.clabe.slice(-4)}` : null),
  },
  store: {
    reference: true,
    label: 'Efectivo en tienda',
    submitLabel: () => 'Generar referencia de pago',
    instructions: 'store',
    payPhrase: 'en efectivo en tienda',
    referenceName: 'tu referencia de pago en tienda',
    awaited: 'tu pago en efectivo en tienda',
    explanation: (total) =>
      `Te daremos una referencia con código de barras para que pagues ${total} en efectivo en tiendas como 7-Eleven, Walmart o Farmacias del Ahorro en un plazo de 3 días.`,
    receiptDetail: (instructions) => (instructions.type === 'store' ? `referencia ${instructions.reference}` : null),
  },
} satisfies MethodTable<PaymentMethod>;

/** Every method, in the order the pay dialog offers them. */
export const PAYMENT_METHOD_LIST = Object.keys(PAYMENT_METHODS) as PaymentMethod[];

/** Paid by a reference the customer pays on their own (SPEI, a store), not a charge to a card. */
export function isReferenceMethod(method: PaymentMethod): method is ReferenceMethod {
  return PAYMENT_METHODS[method].reference;
}

/** The methods whose charge waits for the customer's money, in the table's order. */
export const REFERENCE_METHOD_LIST: readonly ReferenceMethod[] = PAYMENT_METHOD_LIST.filter(isReferenceMethod);

/**
 * The reference methods' pay phrases as one Spanish list, for sentences about all of them:
 * "por transferencia SPEI o en efectivo en tienda" ('o'), "… y …" ('y').
 */
export function referencePayPhrases(join: 'o' | 'y'): string {
  const list = new Intl.ListFormat('es-MX', { type: join === 'o' ? 'disjunction' : 'conjunction' });
  return list.format(REFERENCE_METHOD_LIST.map((method) => PAYMENT_METHODS[method].payPhrase));
}

/** The wording of a reference method. */
export const referenceFacts = (method: ReferenceMethod): ReferenceFacts => PAYMENT_METHODS[method];
