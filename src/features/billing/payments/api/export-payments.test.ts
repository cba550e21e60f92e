// @vitest-environment node
// The export against a real local HTTP server that misbehaves the ways servers do.
import type { ServerResponse } from 'node:http';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/lib/api';
import { NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from '@/lib/api/errors';
import { json, setupTestServer } from '@/test/http-server';
import { makePayments } from '../test/fixtures';
import type { Payment } from '@/features/billing/payments/types';
import { fetchPaymentsForExport, type ExportProgress } from './export-payments';

const server = setupTestServer();
beforeEach(() => {
  configureApiClient({ baseUrl: server.url, getToken: () => 'tok' });
});

type Page = Payment[] | 'hang' | 'drop' | [status: number, body: unknown];

/**
 * `GET /payments/count` answers `count`; `GET /payments` answers `page(skip, limit, n)` (n: 1 for the
 * first page request). Past 20 page requests it answers 500, so an export that would loop forever
 * fails instead of hanging the test run.
 */
function serve(count: number, page: (skip: number, limit: number, n: number) => Page, closed?: (res: ServerResponse) => void) {
  let pages = 0;
  server.handle((req, res) => {
    const url = new URL(req.url ?? '/', server.url);
    if (url.pathname === '/payments/count') return json(res, 200, { count });
    if (url.pathname !== '/payments') return json(res, 404, {});
    pages += 1;
    if (pages > 20) return json(res, 500, { message: 'Demasiadas páginas.' });
    const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as { skip?: number; limit?: number };
    const answer = page(filter.skip ?? 0, filter.limit ?? 20, pages);
    if (answer === 'hang') return closed?.(res);
    if (answer === 'drop') return void req.socket.destroy();
    if (Array.isArray(answer) && typeof answer[0] === 'number') return json(res, answer[0], answer[1]);
    return json(res, 200, answer);
  });
}

/** `total` payments that honour skip and limit, up to `cap` rows a page. */
const honest =
  (total: number, cap = Infinity) =>
  (skip: number, limit: number) =>
    makePayments(Math.max(0, Math.min(limit, cap, total - skip)), skip);

const pageRequests = () =>
  server.requests
    .map((r) => new URL(r.url, server.url))
    .filter((url) => url.pathname === '/payments')
    .map((url) => JSON.parse(url.searchParams.get('filter')!) as { skip: number; limit: number });
const countRequests = () => server.requests.filter((r) => r.url.startsWith('/payments/count'));
const ids = (payments: Payment[]) => payments.map((p) => p.id);
const uniqueCount = (payments: Payment[]) => new Set(ids(payments)).size;

describe('fetchPaymentsForExport', () => {
  it('asks the count with the same where first, then pages of 1,000 until the count is reached', async () => {
    serve(2345, honest(2345));
    const progress: ExportProgress[] = [];
    const where = { status: 'COMPLETED' };
    const result = await fetchPaymentsForExport(where, ['creation_date DESC'], { onProgress: (p) => progress.push(p) });

    expect(result.isComplete).toBe(true);
    expect(result.total).toBe(2345);
    expect(ids(result.payments)).toEqual(ids(makePayments(2345)));
    expect(server.requests[0]?.url).toBe(`/payments/count?where=${encodeURIComponent(JSON.stringify(where))}`);
    expect(countRequests()).toHaveLength(1);
    expect(pageRequests()).toEqual([
      { where, order: ['creation_date DESC'], limit: 1000, skip: 0 },
      { where, order: ['creation_date DESC'], limit: 1000, skip: 1000 },
      { where, order: ['creation_date DESC'], limit: 1000, skip: 2000 },
    ]);
    expect(progress).toEqual([
      { loaded: 0, total: 2345 },
      { loaded: 1000, total: 2345 },
      { loaded: 2000, total: 2345 },
      { loaded: 2345, total: 2345 },
    ]);
  });

  it('exactly a page: stops at the count without asking an empty page', async () => {
    serve(1000, honest(1000));
    const result = await fetchPaymentsForExport(undefined, ['creation_date DESC']);
    expect(result).toMatchObject({ total: 1000, isComplete: true });
    expect(pageRequests()).toHaveLength(1);
  });

  it('a server that ignores skip (always the same full page): stops after the second page, fewer than the count', async () => {
    serve(10_000, () => makePayments(1000));
    const result = await fetchPaymentsForExport(undefined, ['creation_date DESC']);

    expect(result).toMatchObject({ total: 10_000, isComplete: false });
    expect(result.payments).toHaveLength(1000);
    expect(uniqueCount(result.payments)).toBe(1000);
    // Bounded: the count, the first page and the one that brought nothing new.
    expect(countRequests()).toHaveLength(1);
    expect(pageRequests().map((f) => f.skip)).toEqual([0, 1000]);
  });

  it('a server that caps pages at 500 and honours skip: asks on after each short page and gets all 1,500', async () => {
    serve(1500, honest(1500, 500));
    const result = await fetchPaymentsForExport(undefined, ['creation_date DESC']);

    expect(result).toMatchObject({ total: 1500, isComplete: true });
    expect(ids(result.payments)).toEqual(ids(makePayments(1500)));
    expect(pageRequests().map((f) => [f.skip, f.limit])).toEqual([
      [0, 1000],
      [500, 1000],
      [1000, 1000],
    ]);
  });

  it('a server that caps pages at 500 and ignores skip: 500 of 1,500, after two pages', async () => {
    serve(1500, () => makePayments(500));
    const result = await fetchPaymentsForExport(undefined, ['creation_date DESC']);

    expect(result).toMatchObject({ total: 1500, isComplete: false });
    expect(result.payments).toHaveLength(500);
    expect(pageRequests().map((f) => f.skip)).toEqual([0, 500]);
  });

  it('a count above what the server has (a short last page): what there is, marked short', async () => {
    serve(1500, honest(1200));
    const result = await fetchPaymentsForExport(undefined, ['creation_date DESC']);

    expect(result).toMatchObject({ total: 1500, isComplete: false });
    expect(result.payments).toHaveLength(1200);
    // The short page might have been the server's own limit: one more page, empty, ends it.
    expect(pageRequests().map((f) => f.skip)).toEqual([0, 1000, 1200]);
  });

  it('a payment added at the top while exporting moves the rows down: no row twice, one more page', async () => {
    let rows = makePayments(2000);
    serve(2000, (skip, limit, n) => {
      const page = rows.slice(skip, skip + limit);
      if (n === 1) rows = [...makePayments(1).map((p) => ({ ...p, id: 'trnew' })), ...rows];
      return page;
    });
    const result = await fetchPaymentsForExport(undefined, ['creation_date DESC']);

    expect(result).toMatchObject({ total: 2000, isComplete: true });
    expect(result.payments).toHaveLength(2000);
    expect(uniqueCount(result.payments)).toBe(2000);
    expect(pageRequests().map((f) => f.skip)).toEqual([0, 1000, 2000]);
  });

  it('no payments: no page is asked', async () => {
    serve(0, () => []);
    const result = await fetchPaymentsForExport(undefined, ['creation_date DESC']);
    expect(result).toEqual({ payments: [], total: 0, isComplete: true });
    expect(pageRequests()).toEqual([]);
  });

  it('cancelled in the middle: the request in flight is dropped and no other one is made', async () => {
    let dropped = false;
    serve(
      3000,
      (skip, limit, n) => (n === 2 ? 'hang' : honest(3000)(skip, limit)),
      (res) => res.on('close', () => (dropped = true)),
    );
    const controller = new AbortController();
    const progress: ExportProgress[] = [];
    const exported = fetchPaymentsForExport(undefined, ['creation_date DESC'], {
      signal: controller.signal,
      onProgress: (p) => progress.push(p),
    });
    const outcome = exported.then(
      () => 'finished',
      (error: unknown) => (error instanceof Error ? error.name : 'other'),
    );
    await vi.waitFor(() => expect(pageRequests()).toHaveLength(2));
    controller.abort();

    expect(await outcome).toBe('AbortError');
    await vi.waitFor(() => expect(dropped).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pageRequests()).toHaveLength(2);
    expect(progress.at(-1)).toEqual({ loaded: 1000, total: 3000 });
  });

  it('cancelled before it starts: asks nothing', async () => {
    serve(3000, honest(3000));
    const controller = new AbortController();
    controller.abort();
    await expect(fetchPaymentsForExport(undefined, [], { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(pageRequests()).toEqual([]);
  });

  it.each<[string, Page, object]>([
    ['a server error', [500, { message: 'Ocurrió un error inesperado.' }], { status: 500, message: 'Ocurrió un error inesperado.' }],
    ['a dropped connection', 'drop', { status: 500, kind: 'network', message: NETWORK_ERROR_MESSAGE }],
  ])('a failing second page (%s) ends the export with that error and asks no more', async (_name, failure, error) => {
    serve(3000, (skip, limit, n) => (n === 2 ? failure : honest(3000)(skip, limit)));
    await expect(fetchPaymentsForExport(undefined, ['creation_date DESC'])).rejects.toMatchObject(error);
    expect(pageRequests().map((f) => f.skip)).toEqual([0, 1000]);
  });

  it('a page that never answers ends as a timeout error', async () => {
    configureApiClient({ baseUrl: server.url, getToken: () => 'tok', timeouts: { read: 300 } });
    serve(3000, (skip, limit, n) => (n === 2 ? 'hang' : honest(3000)(skip, limit)));
    await expect(fetchPaymentsForExport(undefined, ['creation_date DESC'])).rejects.toMatchObject({
      kind: 'timeout',
      message: TIMEOUT_ERROR_MESSAGE,
    });
    expect(pageRequests()).toHaveLength(2);
  });

  it('a failing count ends the export before any page', async () => {
    server.handle((_req, res) => json(res, 500, { message: 'Ocurrió un error inesperado.' }));
    await expect(fetchPaymentsForExport(undefined, [])).rejects.toMatchObject({ status: 500 });
    expect(pageRequests()).toEqual([]);
  });
});
