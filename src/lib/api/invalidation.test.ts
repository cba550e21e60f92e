import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { encodeFilter } from './query';
import { $api } from './react-query';
import { invalidateAfter, INVALIDATES } from './invalidation';
import { operationKey, writeKey } from './operations';

describe('operationKey', () => {
  // Invalidation works by key prefix: a prefix that did not start $api's keys would match nothing.
  it('starts the keys $api.queryOptions makes, with and without parameters', () => {
    const listKey = $api.queryOptions('get', '/payments', { params: { query: { filter: encodeFilter({ limit: 20 }) } } }).queryKey;
    const oneKey = $api.queryOptions('get', '/quotations/{quotationId}', { params: { path: { quotationId: 'q_1' } } }).queryKey;
    expect(listKey.slice(0, 2)).toEqual([...operationKey('get', '/payments')]);
    expect(oneKey.slice(0, 2)).toEqual([...operationKey('get', '/quotations/{quotationId}')]);
    expect($api.queryOptions('get', '/customers/me/balance').queryKey).toEqual([...operationKey('get', '/customers/me/balance')]);
  });

  it('writeKey is the method and path of the operation', () => {
    expect(writeKey('post /quotations/{quotationId}/pay')).toEqual(['post', '/quotations/{quotationId}/pay']);
  });
});

describe('invalidateAfter', () => {
  const seeded = () => {
    const client = new QueryClient();
    const keys = {
      payments: $api.queryOptions('get', '/payments', { params: { query: { filter: encodeFilter({ limit: 20 }) } } }).queryKey,
      count: $api.queryOptions('get', '/payments/count', { params: { query: {} } }).queryKey,
      cards: $api.queryOptions('get', '/customers/me/cards').queryKey,
    };
    for (const key of Object.values(keys)) client.setQueryData(key, []);
    return { client, keys };
  };

  it("marks stale every filter and page of the operation's reads, and nothing else", async () => {
    const { client, keys } = seeded();
    await invalidateAfter(client, 'post /payments/{paymentId}/invoice');
    expect(client.getQueryState(keys.payments)?.isInvalidated).toBe(true);
    expect(client.getQueryState(keys.count)?.isInvalidated).toBe(true);
    expect(client.getQueryState(keys.cards)?.isInvalidated).toBe(false);
  });

  it('a charge makes the payments stale too (a failed attempt shows in Historial)', () => {
    expect(INVALIDATES['post /quotations/{quotationId}/pay']).toEqual(
      expect.arrayContaining(['/payments', '/quotations', '/customers/me/balance']),
    );
  });
});
