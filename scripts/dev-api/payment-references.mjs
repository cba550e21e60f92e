// The references of the payments that wait for money, as Openpay gives them: an STP CLABE and a
// transfer reference for SPEI, a numeric reference for cash at a Paynet store. Each one is new for
// every charge in the whole process (every world), so no two charges ever share one.
// REFERENCE_INSTRUCTIONS below is the development API's one list of those methods.
import { randomInt } from 'node:crypto';

/** @typedef {import('./world.mjs').Schemas} Schemas */
/** The methods whose charges wait for the customer's money: the contract's PendingPayment.method. @typedef {Schemas['PendingPayment']['method']} ReferenceMethod */
/** @typedef {Exclude<NonNullable<Schemas['Payment']['payment_method']>, { type: 'redirect' }>} ReferenceInstructions */

/** STP (bank 646) at Mexico City (plaza 180): the start of every CLABE Openpay gives for SPEI. */
const STP_PREFIX = '646180';
/** Paynet's references in Openpay's sandbox start like this. */
const STORE_PREFIX = '101010';
const CLABE_WEIGHTS = [3, 7, 1];

/**
 * The CLABE's check digit: each of the first 17 digits times 3, 7, 1, 3, 7, 1…, each product
 * mod 10, summed; the digit is (10 − sum mod 10) mod 10.
 * @param {string} first17
 */
export function clabeCheckDigit(first17) {
  if (!/^\d{17}$/.test(first17)) throw new Error('Una CLABE tiene 17 dígitos antes del verificador.');
  const sum = [...first17].reduce((total, digit, index) => total + ((Number(digit) * CLABE_WEIGHTS[index % 3]) % 10), 0);
  return (10 - (sum % 10)) % 10;
}

/** @param {string} clabe */
export function isValidClabe(clabe) {
  return /^\d{18}$/.test(clabe) && clabeCheckDigit(clabe.slice(0, 17)) === Number(clabe[17]);
}

// A counter from a random start: unique references, that do not look the same on every run.
let sequence = randomInt(1_000_000_000, 8_000_000_000);
const nextTenDigits = () => String((sequence += 1) % 10_000_000_000).padStart(10, '0');

/**
 * A new SPEI destination: an STP CLABE (account = the reference and one more digit) and the
 * 10-digit reference (`name`, the concepto of the transfer), as in the contract's example.
 */
export function newSpeiReference() {
  const name = nextTenDigits();
  const first17 = `${STP_PREFIX}${name}${randomInt(10)}`;
  return { clabe: `${first17}${clabeCheckDigit(first17)}`, name };
}

/** A new 16-digit store reference. */
export function newStoreReference() {
  return `${STORE_PREFIX}${nextTenDigits()}`;
}

/** Who receives SPEI transfers, as the customer's bank shows it. */
const SPEI_BENEFICIARY = 'Servicios Cotiza S.A. de C.V.';

/**
 * Each reference method and the instructions its new charge carries (`publicUrl`: where this API
 * serves the store's barcode). Typed by the contract's PendingPayment.method, so a method the
 * contract gains does not type-check until it has its row; payment-references.test.ts compares the
 * rows with openapi.yaml too.
 * @type {{ [M in ReferenceMethod]: (publicUrl: string) => ReferenceInstructions }}
 */
export const REFERENCE_INSTRUCTIONS = {
  bank_account: () => {
    const { clabe, name } = newSpeiReference();
    return { type: 'bank_transfer', bank: 'STP', clabe, name, beneficiary: SPEI_BENEFICIARY };
  },
  store: (publicUrl) => {
    const reference = newStoreReference();
    return { type: 'store', reference, barcode_url: `${publicUrl}/__dev/barcode/${reference}.svg` };
  },
};

/**
 * Whether a charge by `method` waits for the customer's money (SPEI, store) rather than being charged at once.
 * @param {string | undefined} method @returns {method is ReferenceMethod}
 */
export const isReferenceMethod = (method) => method !== undefined && Object.hasOwn(REFERENCE_INSTRUCTIONS, method);
