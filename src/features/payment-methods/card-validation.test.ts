// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid('')).toBe(false);
    expect(isLuhnValid('4111 1111 1111 1111')).toBe(false);
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
    expect(detectBrand('4111 1111 1111 1111')).toBe('visa');
    expect(detectBrand('5555555555554444')).toBe('mastercard');
    expect(detectBrand('2221000000000009')).toBe('mastercard');
    expect(detectBrand('2720990000000007')).toBe('mastercard');
    expect(detectBrand('345678000000007')).toBe('american_express');
    expect(detectBrand('371449635398431')).toBe('american_express');
    expect(detectBrand('5062541600005232')).toBe('carnet');
    expect(detectBrand('6363180000000000')).toBe('carnet');
    expect(detectBrand('6011111111111117')).toBeNull(); // Discover
    expect(detectBrand('2721000000000000')).toBeNull();
    expect(detectBrand('')).toBeNull();
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
    expect(validateCardNumber('')).toBe('Escribe el número de la tarjeta.');
    expect(validateCardNumber('6011 1111 1111 1117')).toBe(ACCEPTED_BRANDS_MESSAGE);
    expect(validateCardNumber('4111 1111 1111')).toBe('El número está incompleto: una tarjeta Visa tiene 16 dígitos.');
    expect(validateCardNumber('3456 7800 0000 0070')).toBe('El número tiene de más: una tarjeta American Express tiene 15 dígitos.');
    expect(validateCardNumber('4111 1111 1111 1112')).toBe('El número de la tarjeta no es válido. Revisa que esté bien escrito.');
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
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('123')).toBe('12/3');
    expect(formatExpiryInput('12/30')).toBe('12/30');
    expect(formatExpiryInput('12 / 2030')).toBe('12/20');
    fc.assert(fc.property(fc.string(), (text) => formatExpiryInput(formatExpiryInput(text)) === formatExpiryInput(text)));
  });

  it('parses complete dates only', () => {
    expect(parseExpiry('07/28')).toEqual({ month: '07', year: '28' });
    expect(parseExpiry('13/28')).toBeNull();
    expect(parseExpiry('00/28')).toBeNull();
    expect(parseExpiry('7/28')).toBeNull();
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
    expect(validateHolderName('   ')).toBe('Escribe el nombre como aparece en la tarjeta.');
    expect(validateHolderName('Jo')).toBe('Escribe el nombre completo como aparece en la tarjeta.');
    expect(validateHolderName('José 2')).toBe('El nombre no puede llevar números.');
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
