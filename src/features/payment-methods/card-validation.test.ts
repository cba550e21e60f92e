// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectRows } from '@/test/table';
import { currentMonth } from '@/features/payment-methods/cards/card-display';
import {
  ACCEPTED_BRANDS_MESSAGE,
  cardNumberLength,
  cvvLength,
  detectBrand,
  formatExpiryInput,
  isExpiryInPast,
  isLuhnValid,
  luhnCheckDigit,
  parseExpiry,
  validateCardForm,
  validateCardNumber,
  validateCvv,
  validateExpiry,
  validateHolderName,
  type CardBrand,
} from './card-validation';

const digits = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((list) => list.join(''));

const withCheckDigit = (payload: string) => payload + String(luhnCheckDigit(payload));

// 2026-11-22 at noon in Mexico City.
const NOW = new Date('2026-11-22T18:00:00Z');

describe('Luhn check digit', () => {
  it('accepts Openpay sandbox cards and rejects a changed last digit', () => {
    for (const number of [
      '4111111111111111',
      '4242424242424242',
      '5555555555554444',
      '5105105105105100',
      '345678000000007',
      '4222222222222220',
    ]) {
      expect(isLuhnValid(number)).toBe(true);
    }
    expectRows(isLuhnValid, [
      ['4111111111111112', false],
      ['', false],
      ['4111 1111 1111 1111', false],
    ]);
  });

  it('completes any payload into a valid number', () => {
    fc.assert(fc.property(digits(1, 18), (payload) => isLuhnValid(withCheckDigit(payload))));
  });

  it('catches every single-digit typo', () => {
    fc.assert(
      fc.property(digits(12, 18), fc.nat(), fc.integer({ min: 1, max: 9 }), (payload, at, shift) => {
        const number = withCheckDigit(payload);
        const index = at % number.length;
        const changed = number.slice(0, index) + String((Number(number[index]) + shift) % 10) + number.slice(index + 1);
        return !isLuhnValid(changed);
      }),
    );
  });

  it('catches swapped neighbours except 0↔9', () => {
    fc.assert(
      fc.property(digits(12, 18), fc.nat(), (payload, at) => {
        const number = withCheckDigit(payload);
        const index = at % (number.length - 1);
        const [a, b] = [number[index], number[index + 1]];
        fc.pre(a !== b && !(`${a}${b}` === '09' || `${a}${b}` === '90'));
        const swapped = number.slice(0, index) + b + a + number.slice(index + 2);
        return !isLuhnValid(swapped);
      }),
    );
  });
});

describe('brand detection', () => {
  it('knows the brands Openpay accepts in Mexico', () => {
    expectRows(detectBrand, [
      ['4111 1111 1111 1111', 'visa'],
      ['5555555555554444', 'mastercard'],
      ['2221000000000009', 'mastercard'],
      ['2720990000000007', 'mastercard'],
      ['345678000000007', 'american_express'],
      ['371449635398431', 'american_express'],
      ['5062541600005232', 'carnet'],
      ['6363180000000000', 'carnet'],
      ['6011111111111117', null], // Discover
      ['2721000000000000', null],
      ['', null],
    ]);
  });

  it('is decided by the prefix, whatever follows', () => {
    const cases: [string, CardBrand][] = [
      ['4', 'visa'],
      ['34', 'american_express'],
      ['37', 'american_express'],
      ['51', 'mastercard'],
      ['55', 'mastercard'],
      ['2300', 'mastercard'],
      ['506210', 'carnet'],
      ['639484', 'carnet'],
    ];
    fc.assert(fc.property(fc.constantFrom(...cases), digits(0, 12), ([prefix, brand], rest) => detectBrand(prefix + rest) === brand));
  });

  it('sets the number and CVV lengths per brand', () => {
    expect(cardNumberLength('american_express')).toBe(15);
    expect(cvvLength('american_express')).toBe(4);
    for (const brand of ['visa', 'mastercard', 'carnet'] as const) {
      expect(cardNumberLength(brand)).toBe(16);
      expect(cvvLength(brand)).toBe(3);
    }
  });
});

describe('card number check', () => {
  it('explains each problem in Spanish', () => {
    expectRows(validateCardNumber, [
      ['', 'Escribe el número de la tarjeta.'],
      ['6011 1111 1111 1117', ACCEPTED_BRANDS_MESSAGE],
      ['4111 1111 1111', 'El número está incompleto: una tarjeta Visa tiene 16 dígitos.'],
      ['3456 7800 0000 0070', 'El número tiene de más: una tarjeta American Express tiene 15 dígitos.'],
      ['4111 1111 1111 1112', 'El número de la tarjeta no es válido. Revisa que esté bien escrito.'],
    ]);
    expect(validateCardNumber('4111 1111 1111 1111')).toBeUndefined();
    expect(validateCardNumber('3456 7800 0000 007')).toBeUndefined();
  });

  it('accepts every complete Visa number with a good check digit', () => {
    fc.assert(fc.property(digits(14, 14), (middle) => validateCardNumber(withCheckDigit(`4${middle}`)) === undefined));
  });
});

describe('CVV check', () => {
  it('is valid exactly when it has the brand’s length', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<CardBrand | null>('visa', 'mastercard', 'american_express', 'carnet', null),
        digits(1, 6),
        (brand, cvv) => (validateCvv(cvv, brand) === undefined) === (cvv.length === cvvLength(brand)),
      ),
    );
  });

  it('says how long the code is', () => {
    expect(validateCvv('', 'visa')).toBe('Escribe el código de seguridad (CVV).');
    expect(validateCvv('12', 'visa')).toBe('El código de seguridad tiene 3 dígitos.');
    expect(validateCvv('123', 'american_express')).toBe('El código de seguridad de American Express tiene 4 dígitos.');
  });
});

describe('expiry', () => {
  it('a card is valid through its expiry month, in Mexico City time', () => {
    expect(isExpiryInPast('11', '26', NOW)).toBe(false);
    expect(isExpiryInPast('10', '26', NOW)).toBe(true);
    // 1 Dec 2026 03:00 UTC is still 30 Nov in Mexico City.
    expect(isExpiryInPast('11', '26', new Date('2026-12-01T03:00:00Z'))).toBe(false);
    expect(isExpiryInPast('11', '26', new Date('2026-12-01T07:00:00Z'))).toBe(true);
  });

  it('is in the past exactly when the expiry month is before the current month', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2001-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: -60, max: 60 }),
        (now, offset) => {
          const { year, month } = currentMonth(now);
          const index = year * 12 + (month - 1) + offset;
          const expYear = Math.floor(index / 12);
          fc.pre(expYear >= 2000 && expYear <= 2099);
          const mm = String((index % 12) + 1).padStart(2, '0');
          const yy = String(expYear % 100).padStart(2, '0');
          return isExpiryInPast(mm, yy, now) === offset < 0;
        },
      ),
    );
  });

  it('formats the input as MM/AA and keeps it stable', () => {
    expectRows(formatExpiryInput, [
      ['1', '1'],
      ['12', '12'],
      ['123', '12/3'],
      ['12/30', '12/30'],
      ['12 / 2030', '12/20'],
    ]);
    fc.assert(fc.property(fc.string(), (text) => formatExpiryInput(formatExpiryInput(text)) === formatExpiryInput(text)));
  });

  it('parses complete dates only', () => {
    expect(parseExpiry('07/28')).toEqual({ month: '07', year: '28' });
    expectRows(parseExpiry, [
      ['13/28', null],
      ['00/28', null],
      ['7/28', null],
    ]);
  });

  it('explains each problem in Spanish', () => {
    expect(validateExpiry('', NOW)).toBe('Escribe la fecha de vencimiento (MM/AA).');
    expect(validateExpiry('13/29', NOW)).toBe('El mes de vencimiento va de 01 a 12.');
    expect(validateExpiry('12/2', NOW)).toBe('Escribe la fecha completa: mes y año con dos dígitos cada uno (MM/AA).');
    expect(validateExpiry('10/26', NOW)).toBe('La tarjeta está vencida. Revisa la fecha o usa otra tarjeta.');
    expect(validateExpiry('12/99', NOW)).toBe('Revisa el año de vencimiento.');
    expect(validateExpiry('11/26', NOW)).toBeUndefined();
  });
});

describe('holder name', () => {
  it('is required, without digits', () => {
    expectRows(validateHolderName, [
      ['   ', 'Escribe el nombre como aparece en la tarjeta.'],
      ['Jo', 'Escribe el nombre completo como aparece en la tarjeta.'],
      ['José 2', 'El nombre no puede llevar números.'],
    ]);
    expect(validateHolderName('María José Hernández Ñúñez')).toBeUndefined();
  });
});

describe('the whole form', () => {
  it('reports every empty field and nothing for a good card', () => {
    expect(Object.keys(validateCardForm({ holderName: '', cardNumber: '', expiry: '', cvv: '' }, NOW))).toEqual([
      'holderName',
      'cardNumber',
      'expiry',
      'cvv',
    ]);
    expect(
      validateCardForm({ holderName: 'José Luis Ramírez', cardNumber: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' }, NOW),
    ).toEqual({});
  });

  it('checks the CVV against the brand of the number typed', () => {
    const amex = { holderName: 'José Luis Ramírez', cardNumber: '3456 7800 0000 007', expiry: '12/30', cvv: '123' };
    expect(validateCardForm(amex, NOW).cvv).toMatch(/4 dígitos/);
    expect(validateCardForm({ ...amex, cvv: '1234' }, NOW)).toEqual({});
  });
});
