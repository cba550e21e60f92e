// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { expectRows } from '@/test/table';
import { makeBankTransferPayment, makePayment, makeStorePayment } from './test/fixtures';
import { csvText } from '@/lib/csv';
import { csvDate, csvNumber } from '@/lib/csv';
import { CSV_COLUMNS, csvFileName, paymentsToCsv } from './payments-csv';

describe('CSV export', () => {
  const payments = [
    makePayment(),
    makePayment({
      id: 'trw3k6d9q2n8x1v5b7yj',
      status: 'REFUNDED',
      amount: 12064,
      description: 'Cotización COT-2026-0135 · Mobiliario de oficina, "ejecutivo"',
      creation_date: '2026-10-22T15:27:05-06:00',
      card: { card_number: '378282XXXXX0005', brand: 'american_express' },
      authorization: '415923',
      order_id: 'COT-2026-0135-01',
      quotation: { id: 'q135', folio: 'COT-2026-0135' },
      invoice: { uuid: '5FB2822E-396D-4725-8521-CDC4BDD20CCF', pdf_url: 'https://x/a.pdf', xml_url: 'https://x/a.xml' },
      refund: { id: 'r1', amount: 12064, creation_date: '2026-10-30T11:02:44-06:00' },
    }),
    makePayment({
      id: 'trfail',
      status: 'FAILED',
      amount: 6380.5,
      authorization: null,
      error_message: 'La tarjeta no tiene fondos suficientes.',
      quotation: null,
    }),
  ];

  it('starts with a UTF-8 BOM and uses CRLF, one line per payment plus the header', () => {
    const csv = paymentsToCsv(payments);
    expect(csv.startsWith('\uFEFFFecha (hora de la Ciudad de México),Concepto,Cotización,')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toHaveLength(payments.length + 2);
    expect(Array.from(new TextEncoder().encode(csv).slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('writes each payment: dates Excel es-MX reads, plain numbers (negative refunds), Spanish status', () => {
    const [header, first, refund, failed] = paymentsToCsv(payments).slice(1).split('\r\n');
    expect(header?.split(',')).toEqual([...CSV_COLUMNS]);
    expect(first).toBe(
      '22/11/2026 12:31,Cotización COT-2026-0158 · Mantenimiento preventivo de aire acondicionado — Oficinas Querétaro,COT-2026-0158,Visa,1111,14351.52,MXN,Pagado,938271,COT-2026-0158-01,tr9e4r7t0y3u6i1o5p8a,,',
    );
    expect(refund).toBe(
      '22/10/2026 15:27,"Cotización COT-2026-0135 · Mobiliario de oficina, ""ejecutivo""",COT-2026-0135,American Express,0005,-12064.00,MXN,Reembolsado,415923,COT-2026-0135-01,trw3k6d9q2n8x1v5b7yj,,5FB2822E-396D-4725-8521-CDC4BDD20CCF',
    );
    expect(failed).toContain(',6380.50,MXN,Fallido,,COT-2026-0158-01,trfail,La tarjeta no tiene fondos suficientes.,');
  });

  it('names SPEI and store payments by their method, with no card ending, and a waiting one as "Pendiente de pago"', () => {
    const [, spei, store] = paymentsToCsv([makeBankTransferPayment(), makeStorePayment({ status: 'COMPLETED', authorization: '5512' })])
      .slice(1)
      .split('\r\n');
    expect(spei).toContain(',COT-2026-0158,Transferencia SPEI,,14351.52,MXN,Pendiente de pago,,');
    expect(store).toContain(',COT-2026-0158,Efectivo en tienda,,14351.52,MXN,Pagado,5512,');
  });

  it('only the header when there is nothing to export', () => {
    expect(paymentsToCsv([])).toBe(`\uFEFF${CSV_COLUMNS.join(',')}\r\n`);
  });

  it('says the time zone in its one header row', () => {
    const [header, ...rest] = paymentsToCsv([]).slice(1).split('\r\n');
    expect(header).toBe(
      'Fecha (hora de la Ciudad de México),Concepto,Cotización,Método de pago,Terminación,Monto,Moneda,Estado,Autorización,Número de orden,ID del pago,Motivo del rechazo,Folio fiscal (UUID)',
    );
    expect(rest).toEqual(['']);
  });

  it('quotes what needs quoting and defuses spreadsheet formulas', () => {
    expectRows(csvText, [
      ['simple', 'simple'],
      ['a,b', '"a,b"'],
      ['dice "hola"', '"dice ""hola"""'],
      ['línea\nnueva', '"línea\nnueva"'],
      ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
      ['+52 55', "'+52 55"],
      ['@suma', "'@suma"],
      ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
      ['\t=1+1', "'\t=1+1"],
      ['\r=1+1', '"\'\r=1+1"'],
      [null, ''],
    ]);
  });

  it('a payment whose texts look like formulas is exported defused, its date and amount as they are', () => {
    const [, row] = paymentsToCsv([
      makePayment({ description: '=HYPERLINK("http://x","Pagar")', authorization: '\t=1+1', error_message: '@SUM(A1)', amount: 1500 }),
    ])
      .slice(1)
      .split('\r\n');
    expect(row).toMatch(/^22\/11\/2026 12:31,"'=HYPERLINK\(""http:\/\/x"",""Pagar""\)",.*,1500\.00,MXN,Pagado,'\t=1\+1,.*,'@SUM\(A1\),/);
  });

  it('numbers have two decimals, a decimal point and no thousands separator (Excel es-MX reads them as numbers)', () => {
    expectRows(csvNumber, [
      [1234567.5, '1234567.50'],
      [-0.1, '-0.10'],
      [0.1 + 0.2, '0.30'],
      [Number.NaN, ''],
    ]);
  });

  it('dates are dd/mm/yyyy hh:mm in Mexico City time, 24 h, whatever the offset they come with', () => {
    expectRows(csvDate, [
      ['2026-11-21T09:15:42-06:00', '21/11/2026 09:15'],
      ['2026-11-21T15:15:42Z', '21/11/2026 09:15'],
      ['2026-11-21T15:15:42.999Z', '21/11/2026 09:15'],
      // 02:05 UTC on the 1st is still the last day of the month, in the afternoon, in Mexico City.
      ['2026-01-01T02:05:00Z', '31/12/2025 20:05'],
      ['2026-03-05T23:59:59-06:00', '05/03/2026 23:59'],
      ['2026-03-05T06:00:00Z', '05/03/2026 00:00'],
      // Up to 2022 Mexico City had summer time (-05:00): the time zone database knows.
      ['2021-07-01T15:00:00Z', '01/07/2021 10:00'],
      ['no es fecha', ''],
      [null, ''],
    ]);
  });

  it('reads dates strictly and shows a value without an offset as written, as the screens do', () => {
    expectRows(csvDate, [
      ['2026-11-21T15:15:42+00:00', '21/11/2026 09:15'],
      ['2026-11-21T12:15:42-03:30', '21/11/2026 09:45'],
      ['2026-11-21T09:15', '21/11/2026 09:15'],
      ['2026-11-21', '21/11/2026 00:00'],
      // Date.parse took these: free text with a number, and 30 February rolled over to March.
      ['hola 1', ''],
      ['2026-02-30T12:00:00Z', ''],
      ['', ''],
    ]);
  });

  it('names the file after the day in Mexico City', () => {
    // 02:00 UTC on the 23rd is still the 22nd in Mexico City.
    expect(csvFileName(new Date('2026-11-23T02:00:00Z'))).toBe('pagos-cotiza-2026-11-22.csv');
  });
});
