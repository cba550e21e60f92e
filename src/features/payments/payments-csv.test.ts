import { describe, expect, it } from 'vitest';
import { makePayment } from './test/fixtures';
import { CSV_COLUMNS, csvDate, csvFileName, csvNumber, csvText, paymentsToCsv } from './payments-csv';

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
    makePayment({ id: 'trfail', status: 'FAILED', amount: 6380.5, authorization: null, error_message: 'La tarjeta no tiene fondos suficientes.', quotation: null }),
  ];

  it('starts with a UTF-8 BOM and uses CRLF, one line per payment plus the header', () => {
    const csv = paymentsToCsv(payments);
    expect(csv.startsWith('\uFEFFFecha,Concepto,Cotización,')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toHaveLength(payments.length + 2);
    expect(Array.from(new TextEncoder().encode(csv).slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('writes each payment: ISO dates, plain numbers (negative refunds), Spanish status', () => {
    const [header, first, refund, failed] = paymentsToCsv(payments).slice(1).split('\r\n');
    expect(header.split(',')).toEqual([...CSV_COLUMNS]);
    expect(first).toBe(
      '2026-11-22T12:31:07-06:00,Cotización COT-2026-0158 · Mantenimiento preventivo de aire acondicionado — Oficinas Querétaro,COT-2026-0158,Visa,1111,14351.52,MXN,Pagado,938271,COT-2026-0158-01,tr9e4r7t0y3u6i1o5p8a,,',
    );
    expect(refund).toBe(
      '2026-10-22T15:27:05-06:00,"Cotización COT-2026-0135 · Mobiliario de oficina, ""ejecutivo""",COT-2026-0135,American Express,0005,-12064.00,MXN,Reembolsado,415923,COT-2026-0135-01,trw3k6d9q2n8x1v5b7yj,,5FB2822E-396D-4725-8521-CDC4BDD20CCF',
    );
    expect(failed).toContain(',6380.50,MXN,Fallido,,COT-2026-0158-01,trfail,La tarjeta no tiene fondos suficientes.,');
  });

  it('only the header when there is nothing to export', () => {
    expect(paymentsToCsv([])).toBe(`\uFEFF${CSV_COLUMNS.join(',')}\r\n`);
  });

  it('quotes what needs quoting and defuses spreadsheet formulas', () => {
    expect(csvText('simple')).toBe('simple');
    expect(csvText('a,b')).toBe('"a,b"');
    expect(csvText('dice "hola"')).toBe('"dice ""hola"""');
    expect(csvText('línea\nnueva')).toBe('"línea\nnueva"');
    expect(csvText('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvText('+52 55')).toBe("'+52 55");
    expect(csvText('@suma')).toBe("'@suma");
    expect(csvText(null)).toBe('');
  });

  it('numbers have two decimals and no thousands separator; dates keep the Mexico City offset', () => {
    expect(csvNumber(1234567.5)).toBe('1234567.50');
    expect(csvNumber(-0.1)).toBe('-0.10');
    expect(csvNumber(Number.NaN)).toBe('');
    expect(csvDate('2026-11-05T16:42:18Z')).toBe('2026-11-05T10:42:18-06:00');
    expect(csvDate('no es fecha')).toBe('');
    expect(csvDate(null)).toBe('');
  });

  it('names the file after the day in Mexico City', () => {
    // 02:00 UTC on the 23rd is still the 22nd in Mexico City.
    expect(csvFileName(new Date('2026-11-23T02:00:00Z'))).toBe('pagos-cotiza-2026-11-22.csv');
  });
});
