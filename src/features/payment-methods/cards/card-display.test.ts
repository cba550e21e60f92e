// @vitest-environment node
import { describe, expect, it } from 'vitest';
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
    expect(brandLabel('visa')).toBe('Visa');
    expect(brandLabel('mastercard')).toBe('Mastercard');
    expect(brandLabel('american_express')).toBe('American Express');
    expect(brandLabel('carnet')).toBe('Carnet');
    expect(brandLabel('discover')).toBe('Tarjeta');
    expect(brandLabel(undefined)).toBe('Tarjeta');
  });

  it('takes the last four digits of a masked number', () => {
    expect(lastFour('411111XXXXXX1111')).toBe('1111');
    expect(lastFour('345678XXXXX0007')).toBe('0007');
    expect(lastFour('****4444')).toBe('4444');
    expect(lastFour('')).toBe('');
    expect(lastFour(null)).toBe('');
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
