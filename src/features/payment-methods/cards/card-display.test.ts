// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { expectRows } from '@/test/table';
import {
  brandLabel,
  cannotBeDefaultReason,
  cardTypeLabel,
  describeCard,
  expiresSoon,
  expiryLabel,
  isExpired,
  lastFour,
  type Card,
} from './card-display';
import { EXAMPLE_VISA } from '@/test/contract-examples';

const NOW = new Date('2026-11-22T18:00:00Z');

const card = (overrides: Partial<Card> = {}): Card => ({
  ...EXAMPLE_VISA,
  ...overrides,
});

describe('card display', () => {
  it('names brands in Spanish text', () => {
    expectRows(brandLabel, [
      ['visa', 'Visa'],
      ['mastercard', 'Mastercard'],
      ['american_express', 'American Express'],
      ['carnet', 'Carnet'],
      ['discover', 'Tarjeta'],
      [undefined, 'Tarjeta'],
    ]);
  });

  it('takes the last four digits of a masked number', () => {
    expectRows(lastFour, [
      ['411111XXXXXX1111', '1111'],
      ['345678XXXXX0007', '0007'],
      ['****4444', '4444'],
      ['', ''],
      [null, ''],
    ]);
  });

  it('describes a card as the customer says it', () => {
    expect(describeCard(card())).toBe('Visa terminación 1111');
    expect(describeCard(card({ brand: 'carnet', card_number: '506254XXXXXX5232' }))).toBe('Carnet terminación 5232');
    expect(expiryLabel(card())).toBe('12/29');
    expect(cardTypeLabel('credit')).toBe('Crédito');
    expect(cardTypeLabel('debit')).toBe('Débito');
  });

  it('marks expired cards and cards that expire this month or the next', () => {
    expect(isExpired(card({ expiration_month: '10', expiration_year: '26' }), NOW)).toBe(true);
    expect(isExpired(card({ expiration_month: '11', expiration_year: '26' }), NOW)).toBe(false);
    expect(expiresSoon(card({ expiration_month: '10', expiration_year: '26' }), NOW)).toBe(false);
    expect(expiresSoon(card({ expiration_month: '11', expiration_year: '26' }), NOW)).toBe(true);
    expect(expiresSoon(card({ expiration_month: '12', expiration_year: '26' }), NOW)).toBe(true);
    expect(expiresSoon(card({ expiration_month: '01', expiration_year: '27' }), NOW)).toBe(false);
  });

  it('says why a card cannot be the default', () => {
    expect(cannotBeDefaultReason(card(), NOW)).toBeNull();
    expect(cannotBeDefaultReason(card({ expiration_month: '08', expiration_year: '24' }), NOW)).toBe(
      'Una tarjeta vencida no puede ser la predeterminada.',
    );
    expect(cannotBeDefaultReason(card({ allows_charges: false }), NOW)).toBe(
      'Esta tarjeta no acepta cargos, así que no puede ser la predeterminada.',
    );
  });
});
