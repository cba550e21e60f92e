// @vitest-environment node
// Each world's clock (POST /__dev/clock): it moves forward only, one world at a time, and the days
// it passes run the daily jobs day by day, in order, at 09:00 Mexico City.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catchUp } from './scheduler.mjs';
import type { DevApi } from './server.mjs';
import { AS_OF, as, call, startApi, world } from './test-support.ts';

let api: DevApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type ClockView = { today: string; offsetDays: number; message?: string };
const clock = (body?: Record<string, unknown>, worldId?: string) =>
  body
    ? call<ClockView>(api, 'POST', '/__dev/clock', { body })
    : call<ClockView>(api, 'GET', `/__dev/clock${worldId ? `?world=${worldId}` : ''}`);

describe('/__dev/clock', () => {
  it('moves one world forward by days or to a date, and the API answers from there', async () => {
    const mine = world(api, 'employer');
    const other = world(api, 'employer');
    expect((await clock(undefined, mine.world)).body.today).toBe(AS_OF);
    expect((await clock({ world: mine.world, days: 3 })).body).toMatchObject({ today: '2026-11-25', offsetDays: 3 });
    expect((await clock({ world: mine.world, to: '2026-12-01' })).body.today).toBe('2026-12-01');
    expect((await clock(undefined, other.world)).body.today).toBe(AS_OF);
    // The API's own "today" moved too: a statement may not end after it.
    const statement = await as(api, mine.token).get<{ message?: string }>('/statements?from=2026-11-01&to=2026-12-01');
    expect(statement.status).toBe(200);
  });

  it('never moves back, and says why', async () => {
    const mine = world(api, 'nonEmployer');
    await clock({ world: mine.world, days: 2 });
    const back = await clock({ world: mine.world, to: AS_OF });
    expect(back.status).toBe(400);
    expect(back.body.message).toBe('El reloj solo avanza: hoy ya es 2026-11-24.');
    expect((await clock({ world: mine.world, days: -1 })).status).toBe(400);
    expect((await clock({ world: 'nadie', days: 1 })).status).toBe(404);
  });
});

describe('the daily jobs', () => {
  it('run once per account for each day passed, in order, at 09:00 Mexico City', () => {
    const accounts = new Map([['a', { quotations: [] }]]);
    const fakeWorld = { id: 'w', accounts, clockOffsetMs: 0, scheduledThrough: '2026-11-22', outbox: [] };
    let now = new Date('2026-11-22T18:00:00Z');
    const app = { clock: () => now, appOrigin: 'http://app.test', publicUrl: 'http://api.test', log: () => {} };
    const runs: string[] = [];
    const job = (_account: unknown, { day, at }: { day: string; at: Date }) => runs.push(`${day} ${at.toISOString()}`);
    catchUp(app as never, fakeWorld as never, [job]);
    expect(runs).toEqual([]);
    now = new Date('2026-11-25T12:00:00Z'); // 06:00 in Mexico City: today's run is at "now"
    catchUp(app as never, fakeWorld as never, [job]);
    expect(runs).toEqual([
      '2026-11-23 2026-11-23T15:00:00.000Z',
      '2026-11-24 2026-11-24T15:00:00.000Z',
      '2026-11-25 2026-11-25T12:00:00.000Z',
    ]);
    catchUp(app as never, fakeWorld as never, [job]);
    expect(runs).toHaveLength(3);
  });
});
