// Who the development API's e-mails say they come from: the same merchant the app shows, from the
// deploy's VITE_MERCHANT_* when all three required values are set, otherwise the app's sample
// (src/config/merchant-sample.json), said to be one. One sample for both, so they never disagree.
import { readFileSync } from 'node:fs';

/**
 * @typedef {{ legalName: string, tradeName: string, rfc: string, fiscalAddress: string, complaintsPhone: string,
 *   complaintsEmail: string, privacyEmail: string, serviceHours: string, isSample: boolean }} DevMerchant
 */

const SAMPLE = /** @type {Omit<DevMerchant, 'isSample'>} */ (
  JSON.parse(readFileSync(new URL('../../src/config/merchant-sample.json', import.meta.url), 'utf8'))
);

/** @param {Record<string, string | undefined>} [env] @returns {DevMerchant} */
export function devMerchant(env = process.env) {
  const value = (/** @type {string} */ key) => env[key]?.trim() ?? '';
  const legalName = value('VITE_MERCHANT_LEGAL_NAME');
  const rfc = value('VITE_MERCHANT_RFC');
  const fiscalAddress = value('VITE_MERCHANT_FISCAL_ADDRESS');
  if (!legalName || !rfc || !fiscalAddress) return { ...SAMPLE, isSample: true };
  return {
    legalName,
    tradeName: value('VITE_MERCHANT_TRADE_NAME') || legalName,
    rfc,
    fiscalAddress,
    complaintsPhone: value('VITE_MERCHANT_COMPLAINTS_PHONE'),
    complaintsEmail: value('VITE_MERCHANT_COMPLAINTS_EMAIL'),
    privacyEmail: value('VITE_MERCHANT_PRIVACY_EMAIL'),
    serviceHours: value('VITE_MERCHANT_SERVICE_HOURS'),
    isSample: false,
  };
}

/** The lines every e-mail ends with: who sends it and where to complain (PROFECO asks for both). @param {DevMerchant} merchant */
export function merchantSignature(merchant) {
  return [
    '—',
    `${merchant.legalName} · RFC ${merchant.rfc}`,
    merchant.fiscalAddress,
    `Quejas y aclaraciones: ${[merchant.complaintsPhone, merchant.complaintsEmail].filter(Boolean).join(' · ')}`,
    ...(merchant.isSample ? ['(Datos del comercio de ejemplo)'] : []),
  ].join('\n');
}
