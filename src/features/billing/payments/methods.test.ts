// @vitest-environment node
// The compiler's side of the methods table: `tsc -b` (npm run typecheck) checks this file, and every
// expected error below must happen or the build fails. If the table or assertNever stopped flagging
// a method nobody handled, typecheck would say so here.
import { loadContract } from '../../../../scripts/openapi-contract.mjs';
import { assertNever } from '@/lib/assert-never';
import {
  PAYMENT_METHOD_LIST,
  PAYMENT_METHODS,
  REFERENCE_METHOD_LIST,
  isReferenceMethod,
  referencePayPhrases,
  type MethodTable,
  type PaymentMethod,
} from './methods';

type Property = { enum?: string[]; properties?: Record<string, Property> };
const schemas = (loadContract() as { components: { schemas: Record<string, Property> } }).components.schemas;
/** A schema's `method` enum, as openapi.yaml writes it. */
const contractMethods = (schema: string) => schemas[schema]?.properties?.method?.enum;

/** The contract's methods plus one it might gain tomorrow. */
type Widened = PaymentMethod | 'wallet';

/** An exhaustive switch as the screens write it, over the widened union. */
function nameOf(method: Widened): string {
  // eslint-disable-next-line @typescript-eslint/switch-exhaustiveness-check -- the missing 'wallet' is this test's point
  switch (method) {
    case 'card':
    case 'bank_account':
    case 'store':
      return PAYMENT_METHODS[method].label;
    default:
      // @ts-expect-error -- 'wallet' reaches assertNever: the switch does not handle every method.
      return assertNever(method);
  }
}

describe('payment methods table', () => {
  it('is flagged by the compiler when a reference method loses its wording', () => {
    const { card, bank_account } = PAYMENT_METHODS;
    // @ts-expect-error -- store is a reference in the contract (PendingPayment.method): it needs its reference wording.
    const broken: MethodTable<PaymentMethod> = { card, bank_account, store: { ...card } };
    expect(broken.store.reference).toBe(false);
  });

  it("lists the contract's methods in its order, its PendingPayment methods as the references", () => {
    expect(PAYMENT_METHOD_LIST).toEqual(contractMethods('Payment'));
    expect(PAYMENT_METHOD_LIST).toEqual(contractMethods('PayQuotationRequest'));
    expect(PAYMENT_METHOD_LIST.filter(isReferenceMethod)).toEqual(contractMethods('PendingPayment'));
  });

  it('phrases the reference methods together for sentences about all of them', () => {
    expect(referencePayPhrases('o')).toBe('por transferencia SPEI o en efectivo en tienda');
    expect(referencePayPhrases('y')).toBe('por transferencia SPEI y en efectivo en tienda');
    expect(REFERENCE_METHOD_LIST).toEqual(contractMethods('PendingPayment'));
  });

  it('throws from assertNever when a value the types ruled out arrives at run time', () => {
    expect(nameOf('store')).toBe('Efectivo en tienda');
    expect(() => nameOf('wallet')).toThrow('no contemplado: wallet');
  });
});
