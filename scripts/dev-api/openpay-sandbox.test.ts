// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mockTokenId } from '../../src/features/payment-methods/tokenizer/mock-tokenizer.ts';
import { OPENPAY_ERROR_MESSAGES } from '../../src/features/payment-methods/cards/card-errors.ts';
import { loadContract } from '../openapi-contract.mjs';
import {
  AUTHENTICATION_REQUIRED,
  brandOf,
  cardFromMockToken,
  chargeFailure,
  installmentsRefusal,
  isCardExpired,
  MOCK_TOKEN,
  needs3dSecure,
  SANDBOX_CHARGE_FAILURES,
} from './openpay-sandbox.mjs';

const token = (cardNumber: string, expirationMonth = '05', expirationYear = '30') =>
  mockTokenId({ cardNumber, expirationMonth, expirationYear });

/** Luhn check digit of `payload`, written here independently of the app's. */
function luhnDigit(payload: string): number {
  let sum = 0;
  [...payload].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  });
  return (10 - (sum % 10)) % 10;
}

describe('mockTokenId → cardFromMockToken', () => {
  it("the app's tokens have the shape the API reads", () => {
    const id = token('4242424242424242');
    expect(id).toMatch(MOCK_TOKEN);
    expect(id).not.toContain('4242');
    // A new token for every attempt.
    expect(token('4242424242424242')).not.toBe(id);
  });

  it('Visa', () => {
    expect(cardFromMockToken(token('4242424242424242', '05', '30'))).toEqual({
      card_number: '424242XXXXXX4242',
      brand: 'visa',
      type: 'credit',
      bank_name: 'Santander',
      expiration_month: '05',
      expiration_year: '30',
    });
    expect(cardFromMockToken(token('4111111111111111', '12', '29'))).toMatchObject({
      card_number: '411111XXXXXX1111',
      bank_name: 'BBVA México',
      type: 'credit',
    });
  });

  it('Mastercard', () => {
    expect(cardFromMockToken(token('5555555555554444', '07', '28'))).toEqual({
      card_number: '555555XXXXXX4444',
      brand: 'mastercard',
      type: 'debit',
      bank_name: 'Banorte',
      expiration_month: '07',
      expiration_year: '28',
    });
    expect(cardFromMockToken(token('5105105105105100'))).toMatchObject({ brand: 'mastercard', type: 'credit', bank_name: 'Banamex' });
    expect(cardFromMockToken(token('2223000048400011'))).toMatchObject({ brand: 'mastercard', card_number: '222300XXXXXX0011' });
  });

  it('American Express: 15 digits, masked with 5 X', () => {
    const card = cardFromMockToken(token('378282246310005', '11', '31'));
    expect(card).toEqual({
      card_number: '378282XXXXX0005',
      brand: 'american_express',
      type: 'credit',
      bank_name: 'American Express',
      expiration_month: '11',
      expiration_year: '31',
    });
    expect(card?.card_number).toHaveLength(15);
    expect(cardFromMockToken(token('343434343434343'))?.card_number).toBe('343434XXXXX4343');
  });

  it('Carnet', () => {
    expect(cardFromMockToken(token('5062541600005232', '08', '30'))).toEqual({
      card_number: '506254XXXXXX5232',
      brand: 'carnet',
      type: 'debit',
      bank_name: 'Banco Azteca',
      expiration_month: '08',
      expiration_year: '30',
    });
  });

  it('a BIN outside the table is a credit card of an unknown bank', () => {
    expect(cardFromMockToken(token('4915661234567891'))).toMatchObject({
      brand: 'visa',
      type: 'credit',
      bank_name: '',
      card_number: '491566XXXXXX7891',
    });
  });

  it('anything that is not a readable mock token is no card', () => {
    expect(cardFromMockToken('kzb8ylq1nfhgsxkwt3dc')).toBeNull(); // the contract example's token
    expect(cardFromMockToken('')).toBeNull();
    expect(cardFromMockToken('kx')).toBeNull();
    // Digits as letters past "j" are not digits.
    expect(cardFromMockToken('kxeeeeeeeeeeekaaabcdefgh')).toBeNull();
    // A month 13 or 00.
    expect(cardFromMockToken(token('4242424242424242', '13', '30'))).toBeNull();
    expect(cardFromMockToken(token('4242424242424242', '00', '30'))).toBeNull();
    // A brand Openpay does not take here (Discover).
    expect(cardFromMockToken(token('6011111111111117'))).toBeNull();
    // Upper case or extra letters.
    expect(cardFromMockToken(token('4242424242424242').toUpperCase())).toBeNull();
    expect(cardFromMockToken(`${token('4242424242424242')}a`)).toBeNull();
  });

  it('any Luhn-valid 16-digit Visa comes back as first six, six X and last four, never the middle digits', () => {
    const visa = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 14, maxLength: 14 }).map((digits) => {
      const payload = `4${digits.join('')}`;
      return `${payload}${luhnDigit(payload)}`;
    });
    const month = fc.integer({ min: 1, max: 12 }).map((m) => String(m).padStart(2, '0'));
    const year = fc.integer({ min: 0, max: 99 }).map((y) => String(y).padStart(2, '0'));
    fc.assert(
      fc.property(visa, month, year, (number, expirationMonth, expirationYear) => {
        const id = mockTokenId({ cardNumber: number, expirationMonth, expirationYear });
        expect(id).toMatch(MOCK_TOKEN);
        const card = cardFromMockToken(id);
        expect(card).not.toBeNull();
        expect(card?.card_number).toBe(`${number.slice(0, 6)}XXXXXX${number.slice(-4)}`);
        expect(card?.card_number.slice(6, 12)).toBe('XXXXXX');
        expect(card?.brand).toBe('visa');
        expect(card?.expiration_month).toBe(expirationMonth);
        expect(card?.expiration_year).toBe(expirationYear);
        // The token itself carries only the first six, the last four and the expiry.
        const carried = [...(MOCK_TOKEN.exec(id)?.[1] ?? '')].map((letter) => letter.charCodeAt(0) - 97).join('');
        expect(carried).toBe(`${number.slice(0, 6)}${number.slice(-4)}${expirationMonth}${expirationYear}`);
      }),
      { numRuns: 300 },
    );
  });
});

describe('brandOf', () => {
  it.each([
    ['424242', 'visa'],
    ['400000', 'visa'],
    ['340000', 'american_express'],
    ['378282', 'american_express'],
    ['506254', 'carnet'],
    ['506199', 'carnet'],
    ['636300', 'carnet'],
    ['510510', 'mastercard'],
    ['555555', 'mastercard'],
    ['222300', 'mastercard'],
    ['272000', 'mastercard'],
    ['601111', null],
    ['300000', null],
    ['350000', null],
    ['', null],
  ])('%s → %s', (bin, brand) => {
    expect(brandOf(bin)).toBe(brand);
  });
});

describe('isCardExpired', () => {
  const card = { expiration_month: '11', expiration_year: '26' };

  it('a card is valid through the last day of its month', () => {
    expect(isCardExpired(card, '2026-10-31')).toBe(false);
    expect(isCardExpired(card, '2026-11-01')).toBe(false);
    expect(isCardExpired(card, '2026-11-30')).toBe(false);
    expect(isCardExpired(card, '2026-12-01')).toBe(true);
  });

  it('across the end of the year', () => {
    const december = { expiration_month: '12', expiration_year: '26' };
    expect(isCardExpired(december, '2026-12-31')).toBe(false);
    expect(isCardExpired(december, '2027-01-01')).toBe(true);
    expect(isCardExpired({ expiration_month: '01', expiration_year: '27' }, '2026-12-31')).toBe(false);
  });
});

describe('chargeFailure', () => {
  const today = '2026-11-22';
  const saved = (number: string) => ({ ...cardFromMockToken(token(number, '05', '30'))!, allows_charges: true });
  const examples = (loadContract() as { components: { examples: Record<string, { value: { error_code?: number } }> } }).components.examples;

  it.each([
    ['4222222222222220', 3001],
    ['4000000000000002', 3001],
    ['4000000000000069', 3002],
    ['4444444444444448', 3003],
    ['4000000000000119', 3004],
    ['4000000000000044', 3005],
  ])('the sandbox card %s fails with %i', (number, code) => {
    const card = saved(number);
    expect(SANDBOX_CHARGE_FAILURES[card.card_number]).toBeDefined();
    const failure = chargeFailure(card, today);
    expect(failure?.code).toBe(code);
    // Either the contract's example with that code or a message of its own.
    if (failure?.example) expect(examples[failure.example]?.value.error_code).toBe(code);
    else expect(failure?.message).toMatch(/\S/);
  });

  it('an approved card is charged', () => {
    expect(chargeFailure(saved('4242424242424242'), today)).toBeNull();
    expect(chargeFailure(saved('5555555555554444'), today)).toBeNull();
    expect(chargeFailure(saved('378282246310005'), today)).toBeNull();
  });

  it('an expired card fails with 3002, whatever its number', () => {
    const card = { ...saved('4242424242424242'), expiration_month: '10', expiration_year: '26' };
    expect(chargeFailure(card, '2026-10-31')).toBeNull();
    expect(chargeFailure(card, '2026-11-01')).toMatchObject({ code: 3002, example: 'PayCardExpiredError' });
  });

  it('a card that does not allow charges fails with 3006', () => {
    expect(chargeFailure({ ...saved('4242424242424242'), allows_charges: false }, today)?.code).toBe(3006);
  });
});

describe('3-D Secure', () => {
  it('the sandbox card 4000 0000 0000 3220 (HSBC credit) always asks for it; the others do not', () => {
    const card = cardFromMockToken(token('4000000000003220'))!;
    expect(card).toMatchObject({ card_number: '400000XXXXXX3220', brand: 'visa', type: 'credit', bank_name: 'HSBC' });
    expect(needs3dSecure(card)).toBe(true);
    expect(chargeFailure(card, '2026-11-22')).toBeNull();
    expect(needs3dSecure(cardFromMockToken(token('4242424242424242'))!)).toBe(false);
  });

  it("without a way back it is Openpay's 3012, in the app's words for that code", () => {
    expect(AUTHENTICATION_REQUIRED).toEqual({ code: 3012, message: OPENPAY_ERROR_MESSAGES[3012] });
  });
});

describe('installmentsRefusal (meses sin intereses)', () => {
  const plans = [3, 6, 9, 12, 18];
  const visaCredit = { brand: 'visa', type: 'credit' } as const;
  const refusal = (installments: number, card: { brand: string; type: string } = visaCredit, total = 14351.52, offered = plans) =>
    installmentsRefusal({ installments, plans: offered, card: card as typeof visaCredit, total });

  it('a plan the quotation offers, on a credit card, from $100.00 a month', () => {
    expect(refusal(6)).toBeNull();
    expect(refusal(18)).toBeNull();
    expect(refusal(3, visaCredit, 300)).toBeNull();
    expect(refusal(12, { brand: 'american_express', type: 'credit' })).toBeNull();
  });

  it('3205 a plan the quotation does not offer (or no plans at all)', () => {
    expect(refusal(18, visaCredit, 14351.52, [3, 6])).toBe('InstallmentsNotOfferedError');
    expect(installmentsRefusal({ installments: 3, plans: undefined, card: visaCredit, total: 1000 })).toBe('InstallmentsNotOfferedError');
  });

  it('3203 a debit card, a Carnet, or American Express for 18 months', () => {
    expect(refusal(3, { brand: 'visa', type: 'debit' })).toBe('InstallmentsNotForCardError');
    expect(refusal(3, { brand: 'carnet', type: 'credit' })).toBe('InstallmentsNotForCardError');
    expect(refusal(18, { brand: 'american_express', type: 'credit' })).toBe('InstallmentsNotForCardError');
  });

  it('3204 less than $100.00 a month', () => {
    expect(refusal(3, visaCredit, 299.99)).toBe('InstallmentsBelowMinimumError');
    expect(refusal(18, visaCredit, 1799.99)).toBe('InstallmentsBelowMinimumError');
    expect(refusal(18, visaCredit, 1800)).toBeNull();
  });
});
