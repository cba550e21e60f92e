// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fullSource from '../../../../legal/aviso-de-privacidad.md?raw';
import shortSource from '../../../../legal/aviso-de-privacidad-simplificado.md?raw';
import { merchant } from '@/config/merchant';
import { readPrivacyNotice } from './privacy-notice';

const identity = {
  ...merchant,
  legalName: 'Constructora Ejemplar S.A. de C.V.',
  tradeName: 'Ejemplar',
  fiscalAddress: 'Calle 5 de Mayo 10, Centro, 76000, Querétaro, Qro.',
  privacyEmail: 'datos@ejemplar.mx',
  isSample: false,
};

describe('readPrivacyNotice', () => {
  it('takes the title, the date and the sample flag from the front matter', () => {
    expect(readPrivacyNotice('---\ntitulo: Aviso\nactualizado: 2026-01-31\nejemplo: true\n---\nTexto', 'full', identity)).toEqual({
      title: 'Aviso',
      updated: '2026-01-31',
      isSample: true,
      body: 'Texto',
    });
  });

  it('a business’s own aviso without front matter: a default title, no date, no sample banner', () => {
    expect(readPrivacyNotice('# Nuestro aviso', 'short', identity)).toEqual({
      title: 'Aviso de privacidad simplificado',
      updated: null,
      isSample: false,
      body: '# Nuestro aviso',
    });
  });

  it('fills the responsable from the merchant identity, so it agrees with the footer', () => {
    const notice = readPrivacyNotice(
      '{{razonSocial}} («{{nombreComercial}}»), {{domicilio}}: [{{correoPrivacidad}}](mailto:{{correoPrivacidad}})',
      'full',
      identity,
    );
    expect(notice.body).toBe(
      'Constructora Ejemplar S.A. de C.V. («Ejemplar»), Calle 5 de Mayo 10, Centro, 76000, Querétaro, Qro.: [datos@ejemplar.mx](mailto:datos@ejemplar.mx)',
    );
  });

  it('without a privacy e-mail, the complaints one', () => {
    expect(
      readPrivacyNotice('{{correoPrivacidad}}', 'full', { ...identity, privacyEmail: '', complaintsEmail: 'quejas@ejemplar.mx' }).body,
    ).toBe('quejas@ejemplar.mx');
  });

  it.each([
    ['full', fullSource],
    ['short', shortSource],
  ] as const)('the shipped %s aviso is marked as a sample, dated, and uses only known placeholders', (version, source) => {
    expect(source.startsWith('---\nejemplo: true\nnota: EJEMPLO.')).toBe(true);
    const notice = readPrivacyNotice(source, version, identity);
    expect(notice).toMatchObject({ isSample: true, updated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown });
    expect(notice.body).not.toMatch(/\{\{/);
    expect(notice.body).toContain('Constructora Ejemplar S.A. de C.V.');
    expect(notice.body).toContain('/app/privacidad');
  });
});
