// @vitest-environment node
// Every place a payment method the contract gains must be written by hand, each shown failing
// `tsc -b` for a method it might gain tomorrow ('wallet'): the methods table, the landing's words and,
// for a reference, the development API's instructions. A new kind of instructions also stops the
// build at the instructions page's assertNever (src/features/billing/payments/methods.test.ts proves that
// pattern). Everything else — the screens, the CSV, the development API's statement, reminders and
// messages — reads PAYMENT_METHODS and needs nothing. docs/extending.md, "Adding a payment method", lists
// the same places.
import { REFERENCE_INSTRUCTIONS } from '../../../../scripts/dev-api/payment-references.mjs';
import { LANDING_WAYS_TO_PAY } from '@/features/public/landing/QuotationPreview';
import {
  PAYMENT_METHOD_LIST,
  PAYMENT_METHODS,
  REFERENCE_METHOD_LIST,
  type MethodTable,
  type PaymentMethod,
  type ReferenceMethod,
} from '@/features/billing/payments/methods';

type Widened = PaymentMethod | 'wallet';
type WidenedReference = ReferenceMethod | 'wallet';

describe('a payment method added to the contract', () => {
  it('needs its row in the methods table', () => {
    // @ts-expect-error -- the table has no 'wallet' row.
    const table: MethodTable<Widened> = PAYMENT_METHODS;
    expect(Object.keys(table)).toEqual(PAYMENT_METHOD_LIST);
  });

  it("needs the landing's words (kept apart from the table for the landing's first load)", () => {
    // @ts-expect-error -- the landing names no way to pay for 'wallet'.
    const ways: Record<Widened, readonly string[]> = LANDING_WAYS_TO_PAY;
    expect(Object.keys(ways)).toEqual(PAYMENT_METHOD_LIST);
  });

  it("needs, as a reference, the development API's instructions for its new charges", () => {
    // @ts-expect-error -- the development API makes no 'wallet' reference.
    const made: Record<WidenedReference, (publicUrl: string) => unknown> = REFERENCE_INSTRUCTIONS;
    expect(Object.keys(made)).toEqual(REFERENCE_METHOD_LIST);
  });
});
