// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeBankTransferPayment, makePayment } from './test/fixtures';
import { DESCRIBE_LINE, SUPPORT_EMAIL, paymentProblemMailto } from './support-mail';

/** The mailto: URL read back as a mail app does. */
function readMailto(href: string) {
  const url = new URL(href);
  // URLSearchParams would read a "+" as a space: decode as RFC 6068 says (percent-encoding only).
  const params = Object.fromEntries(
    url.search
      .slice(1)
      .split('&')
      .map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]),
  );
  return { to: url.pathname, subject: params.subject, body: params.body, raw: url.search };
}

describe('the e-mail about a problem with a payment', () => {
  it('goes to the contract’s contact with the payment’s folio in the subject', () => {
    const mail = readMailto(paymentProblemMailto(makePayment()));
    expect(mail.to).toBe(SUPPORT_EMAIL);
    expect(mail.subject).toBe('Problema con el pago COT-2026-0158-01');
  });

  it('lists folio, quotation, amount, date in Mexico City and status, then a line to describe the problem', () => {
    const mail = readMailto(paymentProblemMailto(makePayment({ status: 'CHARGEBACK_PENDING' })));
    expect(mail.body!.split('\r\n')).toEqual([
      'Hola, equipo de Cotiza:',
      '',
      'Tengo un problema con este pago:',
      'Folio del pago: COT-2026-0158-01',
      'Cotización: COT-2026-0158',
      'Monto: $14,351.52 MXN',
      'Fecha: 22 de noviembre de 2026, 12:31 (hora del centro de México)',
      'Estado: Contracargo en revisión',
      '',
      DESCRIBE_LINE,
      '',
      '',
    ]);
  });

  it('encodes every character mail apps could misread (spaces, "+", "&", "#", accents, line breaks)', () => {
    const href = paymentProblemMailto(makePayment({ order_id: 'A&B+C #1', quotation: { id: 'q', folio: 'COT?=1' } }));
    const { raw, subject, body } = readMailto(href);
    expect(raw).not.toMatch(/[ +#\n]/);
    expect(raw.split('&')).toHaveLength(2);
    expect(subject).toBe('Problema con el pago A&B+C #1');
    expect(body).toContain('Cotización: COT?=1\r\n');
  });

  it('uses the payment id without an order, and says the status as its badge does', () => {
    const payment = makeBankTransferPayment({ order_id: '' });
    const { subject, body } = readMailto(paymentProblemMailto(payment));
    expect(subject).toBe(`Problema con el pago ${payment.id}`);
    expect(body).toContain('Estado: Pendiente de pago');
  });
});
