// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareInstants, inMexicoCity, parseDay, parseInstant, parseWallClock } from './dates';

const invalid = [
  '',
  '   ',
  'hola',
  'hola 1',
  '21/11/2026',
  'Sat, 21 Nov 2026 20:05:00 GMT',
  '1763755500000',
  '2026-02-30T12:00:00Z',
  '2027-02-29T12:00:00Z',
  '2026-11-00T12:00:00Z',
  '2026-13-01T12:00:00Z',
  '2026-00-10T12:00:00Z',
  '2026-11-21T24:00:00Z',
  '2026-11-21T12:60:00Z',
  '2026-11-21T12:00:60Z',
  '2026-11-21T12:00:00+24:00',
  '2026-11-21T12:00:00+05:60',
  '2026-11-21T12Z',
  '2026-11-21Z',
  '2026-11-21:30Z',
  '0000-01-01T00:00:00Z',
  '+002026-11-21T12:00:00Z',
  '2026-11-21T12:00:00Z extra',
];

describe('parseInstant', () => {
  it.each<[string, string]>([
    // Mexico City has had no summer time since 2022: -06:00 all year.
    ['2026-11-21T20:05:00Z', '2026-11-21T14:05:00-06:00[America/Mexico_City]'],
    ['2026-07-04T20:05:00Z', '2026-07-04T14:05:00-06:00[America/Mexico_City]'],
    ['2026-07-04T03:00:00+00:00', '2026-07-03T21:00:00-06:00[America/Mexico_City]'],
    ['2026-07-04T12:00:00-06:00', '2026-07-04T12:00:00-06:00[America/Mexico_City]'],
    ['2026-07-04T12:00:00+05:30', '2026-07-04T00:30:00-06:00[America/Mexico_City]'],
    ['2026-07-04T12:00:00+0530', '2026-07-04T00:30:00-06:00[America/Mexico_City]'],
    ['2026-07-04T12:00:00+05', '2026-07-04T01:00:00-06:00[America/Mexico_City]'],
    // Negative offsets with minutes (parseAbsolute would read -03:30 as -02:30).
    ['2026-07-04T12:00:00-03:30', '2026-07-04T09:30:00-06:00[America/Mexico_City]'],
    ['2026-07-04T12:00:00-00:30', '2026-07-04T06:30:00-06:00[America/Mexico_City]'],
    // Fractions are kept to the millisecond.
    ['2026-11-21T20:05:00.5Z', '2026-11-21T14:05:00.5-06:00[America/Mexico_City]'],
    ['2026-11-21T20:05:00.123456Z', '2026-11-21T14:05:00.123-06:00[America/Mexico_City]'],
    ['2026-11-21T20:05:00,999Z', '2026-11-21T14:05:00.999-06:00[America/Mexico_City]'],
    // Forms that are still plainly one value.
    ['2026-11-21t20:05z', '2026-11-21T14:05:00-06:00[America/Mexico_City]'],
    ['2026-11-21 20:05:00Z', '2026-11-21T14:05:00-06:00[America/Mexico_City]'],
    [' 2026-11-21T20:05:00 Z ', '2026-11-21T14:05:00-06:00[America/Mexico_City]'],
    // The day in Mexico City, not in UTC.
    ['2026-01-01T02:05:00Z', '2025-12-31T20:05:00-06:00[America/Mexico_City]'],
    ['2028-02-29T23:00:00Z', '2028-02-29T17:00:00-06:00[America/Mexico_City]'],
    // Up to 2022 summers were -05:00: the time zone database knows.
    ['2021-07-01T15:00:00Z', '2021-07-01T10:00:00-05:00[America/Mexico_City]'],
    ['2022-10-30T12:00:00Z', '2022-10-30T06:00:00-06:00[America/Mexico_City]'],
    ['2023-07-01T15:00:00Z', '2023-07-01T09:00:00-06:00[America/Mexico_City]'],
  ])('%j → %s', (iso, expected) => {
    expect(parseInstant(iso)?.toString()).toBe(expected);
  });

  it('gives the same instant as the ISO text it reads', () => {
    expect(parseInstant('2026-07-04T12:00:00-03:30')?.toAbsoluteString()).toBe('2026-07-04T15:30:00.000Z');
    expect(parseInstant('2026-11-21T20:05:00.123Z')?.toDate().getTime()).toBe(Date.UTC(2026, 10, 21, 20, 5, 0, 123));
  });

  it.each(invalid.map((iso) => [iso]))('%j is unreadable', (iso) => {
    expect(parseInstant(iso)).toBeNull();
  });

  it.each<[string | null | undefined]>([['2026-11-21'], ['2026-11-21T14:05'], ['2026-11-21T14:05:00.123'], [null], [undefined]])(
    '%j has no offset: not an instant',
    (iso) => {
      expect(parseInstant(iso)).toBeNull();
    },
  );

  it('reads back any instant Date writes, to the millisecond', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59.999Z'), noInvalidDate: true }),
        (d) => {
          expect(parseInstant(d.toISOString())?.toDate().getTime()).toBe(d.getTime());
        },
      ),
    );
  });

  it('never throws on any string', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(() => parseInstant(s)).not.toThrow();
      }),
    );
  });
});

describe('inMexicoCity', () => {
  it.each<[string, string]>([
    // 02:00 UTC on the 23rd is still the 22nd; 06:00 UTC on 1 January is the first minute of the year.
    ['2026-11-23T02:00:00Z', '2026-11-22T20:00:00-06:00[America/Mexico_City]'],
    ['2027-01-01T05:59:59Z', '2026-12-31T23:59:59-06:00[America/Mexico_City]'],
    ['2027-01-01T06:00:00Z', '2027-01-01T00:00:00-06:00[America/Mexico_City]'],
    ['2021-07-01T15:00:00Z', '2021-07-01T10:00:00-05:00[America/Mexico_City]'],
    // The last summer time ended at 02:00 CDT on 30 October 2022 (07:00 UTC): the second before
    // and the second after, read in that order and the other, as offsets are kept by quarter hour.
    ['2022-10-30T06:59:59Z', '2022-10-30T01:59:59-05:00[America/Mexico_City]'],
    ['2022-10-30T07:00:00Z', '2022-10-30T01:00:00-06:00[America/Mexico_City]'],
    ['2022-10-30T06:59:59Z', '2022-10-30T01:59:59-05:00[America/Mexico_City]'],
    ['2022-10-30T07:14:59Z', '2022-10-30T01:14:59-06:00[America/Mexico_City]'],
    // Local mean time until 1922, in seconds.
    ['1921-12-31T12:00:00Z', '1921-12-31T05:23:24-06:36:36[America/Mexico_City]'],
  ])('%s → %s', (iso, expected) => {
    expect(inMexicoCity(new Date(iso)).toString()).toBe(expected);
  });

  it('reads each instant in the quarter hour its offset was kept for', () => {
    // Every minute around the 2022 change, against the time zone database read directly.
    const direct = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Mexico_City', timeZoneName: 'longOffset' });
    for (let ms = Date.UTC(2022, 9, 30, 6, 0); ms <= Date.UTC(2022, 9, 30, 8, 0); ms += 60_000) {
      const zone = direct.formatToParts(new Date(ms)).find((part) => part.type === 'timeZoneName')?.value ?? '';
      expect(inMexicoCity(new Date(ms)).toString()).toContain(zone.replace('GMT', ''));
    }
  });
});

describe('parseWallClock', () => {
  it.each<[string, string]>([
    ['2026-05-21', '2026-05-21T00:00:00'],
    ['2026-05-21T14:05', '2026-05-21T14:05:00'],
    ['2026-05-21 23:59:59', '2026-05-21T23:59:59'],
    ['2026-05-21T14:05:00.123456', '2026-05-21T14:05:00.123'],
    ['2028-02-29', '2028-02-29T00:00:00'],
    [' 2026-03-10 ', '2026-03-10T00:00:00'],
  ])('%j → %s, as written', (iso, expected) => {
    expect(parseWallClock(iso)?.toString()).toBe(expected);
  });

  it.each([...invalid, '2026-11-21T20:05:00Z', '2026-11-21T20:05:00-06:00'].map((iso) => [iso]))('%j → null', (iso) => {
    expect(parseWallClock(iso)).toBeNull();
  });
});

describe('parseDay', () => {
  it.each<[string, string]>([
    ['2026-11-21', '2026-11-21'],
    ['2028-02-29', '2028-02-29'],
    ['2026-12-31', '2026-12-31'],
    [' 2026-03-10 ', '2026-03-10'],
  ])('%j → %s', (iso, expected) => {
    expect(parseDay(iso)?.toString()).toBe(expected);
  });

  it.each<[string | null | undefined]>([
    ['2026-02-30'],
    ['2027-02-29'],
    ['2026-11-00'],
    ['2026-11-31'],
    ['2026-13-01'],
    ['2026-5-1'],
    ['0000-01-01'],
    ['+002026-11-21'],
    ['2026-11-21T00:00:00Z'],
    ['2026-11-21T00:00'],
    ['hola 1'],
    [''],
    [null],
    [undefined],
  ])('%j → null', (iso) => {
    expect(parseDay(iso)).toBeNull();
  });
});

describe('compareInstants', () => {
  it('orders by the instant, not by the text', () => {
    // 10:00 in Mexico City is 16:00 UTC: after 15:00Z although its text sorts first.
    expect(compareInstants('2026-11-21T10:00:00-06:00', '2026-11-21T15:00:00Z')).toBeGreaterThan(0);
    expect(compareInstants('2026-11-21T15:00:00Z', '2026-11-21T10:00:00-06:00')).toBeLessThan(0);
    expect(compareInstants('2026-11-21T09:00:00-06:00', '2026-11-21T15:00:00Z')).toBe(0);
    expect(compareInstants('2026-11-21T15:00:00.001Z', '2026-11-21T15:00:00Z')).toBe(1);
  });

  it('puts an unreadable value before every instant', () => {
    const sorted = ['2026-11-21T15:00:00Z', 'hola', '2026-02-30T00:00:00Z', '2020-01-01T00:00:00Z', null].sort(compareInstants);
    expect(sorted.slice(3)).toEqual(['2020-01-01T00:00:00Z', '2026-11-21T15:00:00Z']);
    expect(compareInstants('hola', null)).toBe(0);
  });

  it('agrees with the order of the instants', () => {
    fc.assert(
      fc.property(
        fc.date({ noInvalidDate: true, min: new Date('1970-01-01'), max: new Date('2100-01-01') }),
        fc.integer({ min: -1e10, max: 1e10 }),
        (d, delta) => {
          const e = new Date(d.getTime() + delta);
          expect(Math.sign(compareInstants(d.toISOString(), e.toISOString()))).toBe(Math.sign(d.getTime() - e.getTime()));
        },
      ),
    );
  });
});
