// The aviso de privacidad, from the business's own Markdown set at deploy (legal/*.md at the repo
// root, imported at build: see docs/legal.md). Placeholders such as {{razonSocial}} are filled with
// the merchant identity, so the aviso never disagrees with the footer.
import fullSource from '../../../../legal/aviso-de-privacidad.md?raw';
import shortSource from '../../../../legal/aviso-de-privacidad-simplificado.md?raw';
import { merchant, type MerchantIdentity } from '@/config/merchant';
import { fillPlaceholders, parseFrontMatter } from '@/lib/markdown/markdown';

export type PrivacyNoticeVersion = 'full' | 'short';

export interface PrivacyNotice {
  title: string;
  /** «Última actualización» from the front matter (`actualizado: YYYY-MM-DD`), or null. */
  updated: string | null;
  /** `ejemplo: true` in the front matter: the shipped sample, shown with a banner. */
  isSample: boolean;
  body: string;
}

/** The values a deployer's Markdown may name as {{name}}. */
export const merchantPlaceholders = (identity: MerchantIdentity): Record<string, string> => ({
  razonSocial: identity.legalName,
  nombreComercial: identity.tradeName,
  rfc: identity.rfc,
  domicilio: identity.fiscalAddress,
  telefonoQuejas: identity.complaintsPhone,
  correoQuejas: identity.complaintsEmail,
  correoPrivacidad: identity.privacyEmail || identity.complaintsEmail,
  horario: identity.serviceHours,
});

const DEFAULT_TITLES: Record<PrivacyNoticeVersion, string> = {
  full: 'Aviso de privacidad integral',
  short: 'Aviso de privacidad simplificado',
};

/** A Markdown aviso as the page shows it. */
export function readPrivacyNotice(source: string, version: PrivacyNoticeVersion, identity: MerchantIdentity = merchant): PrivacyNotice {
  const { frontMatter, body } = parseFrontMatter(source);
  const date = frontMatter.actualizado ?? '';
  const updated = /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;
  return {
    title: frontMatter.titulo || DEFAULT_TITLES[version],
    updated,
    isSample: frontMatter.ejemplo === 'true',
    body: fillPlaceholders(body, merchantPlaceholders(identity)),
  };
}

export const privacyNotice = (version: PrivacyNoticeVersion) => readPrivacyNotice(version === 'full' ? fullSource : shortSource, version);
