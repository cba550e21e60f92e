// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeJsonDifference, sameJson } from './contract-json.mjs';

describe('sameJson', () => {
  it('ignores key order, at every depth (a replay kept as JSONB)', () => {
    const first = { id: 'pay_1', status: 'COMPLETED', amount: 1.5, card: { brand: 'visa', last4: '4242' }, items: [{ a: 1, b: 2 }] };
    const replay = { items: [{ b: 2, a: 1 }], card: { last4: '4242', brand: 'visa' }, amount: 1.5, status: 'COMPLETED', id: 'pay_1' };
    expect(sameJson(first, replay)).toBeNull();
  });

  it('compares numbers as numbers: 1.50 and 1.5 are one amount', () => {
    expect(sameJson(JSON.parse('{"amount": 1.50}'), JSON.parse('{"amount": 1.5}'))).toBeNull();
    expect(sameJson(0, -0)).toBeNull();
  });

  it('names the first differing path and both values', () => {
    expect(sameJson({ a: { b: [1, 2, 3] } }, { a: { b: [1, 5, 3] } })).toEqual({ path: '/a/b/1', expected: 2, actual: 5 });
    expect(sameJson({ amount: 1.5 }, { amount: '1.50' })).toEqual({ path: '/amount', expected: 1.5, actual: '1.50' });
    expect(sameJson({ 'a/b': 1 }, { 'a/b': 2 })?.path).toBe('/a~1b');
  });

  it('sees a missing or added key, a shorter list, null and a different type', () => {
    expect(sameJson({ a: 1, b: 2 }, { a: 1 })).toEqual({ path: '/b', expected: 2, actual: undefined });
    expect(sameJson({ a: 1 }, { a: 1, c: 3 })).toEqual({ path: '/c', expected: undefined, actual: 3 });
    expect(sameJson([1, 2], [1])).toEqual({ path: '/1', expected: 2, actual: undefined });
    expect(sameJson({ a: null }, { a: {} })).toEqual({ path: '/a', expected: null, actual: {} });
    expect(sameJson([], {})).toEqual({ path: '', expected: [], actual: {} });
  });
});

describe('describeJsonDifference', () => {
  it('says it in Spanish, «ausente» for a missing value', () => {
    expect(describeJsonDifference({ path: '/status', expected: 'COMPLETED', actual: 'IN_PROGRESS' })).toBe(
      'en /status se esperaba "COMPLETED" y llegó "IN_PROGRESS"',
    );
    expect(describeJsonDifference({ path: '', expected: { a: 1 }, actual: undefined })).toBe(
      'en la respuesta completa se esperaba {"a":1} y llegó (ausente)',
    );
  });
});
