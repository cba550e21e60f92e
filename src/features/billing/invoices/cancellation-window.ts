// Until when the business may cancel an invoice it issued, and so correct it by substitution. CFF
// art. 29-A as in force from 2026: at the latest in the month the issuer's annual ISR return for
// the year of issuance is due — March of the next year for a company (persona moral), April for a
// person (persona física); later, a cancellation is late and fined (CFF arts. 81 XLVI, 82 XLII).
// Sources and dates in docs/invoices.md, «Cancellation deadline». Read by the development API,
// which declares each invoice's `cancellable_until` by this rule, by contract:verify, which checks
// a backend's, and by invoice-status.ts, which offers a correction only before it.

import { taxpayerKindOfRfc, type TaxpayerKind } from '@/lib/validation/rfc';

const DAY = /^(\d{4})-\d{2}-\d{2}$/;

/** The last day of the month the annual return is due, by the issuer's kind (MM-DD). */
const LAST_DAY_BY_ISSUER: Record<TaxpayerKind, string> = { company: '03-31', person: '04-30' };

/** The issuer's kind by its RFC; one the rule cannot read is taken as a company, whose deadline is the earlier. */
export const issuerKindOf = (rfc: string): TaxpayerKind => taxpayerKindOfRfc(rfc.trim()) ?? 'company';

/**
 * The last day (YYYY-MM-DD, Mexico City) an invoice stamped on `issuedDay` (its Mexico City day) may
 * be cancelled by an issuer of this kind: 31 March (company) or 30 April (person) of the next year.
 */
export function lastCancellationDay(issuedDay: string, issuer: TaxpayerKind): string {
  const match = DAY.exec(issuedDay);
  if (!match) throw new RangeError(`Not a day (YYYY-MM-DD): ${issuedDay}`);
  return `${Number(match[1]) + 1}-${LAST_DAY_BY_ISSUER[issuer]}`;
}

/** The latest day any issuer may cancel an invoice of `issuedDay` (a person's): what a verifier that does not know the issuer allows. */
export const latestCancellationDay = (issuedDay: string): string => lastCancellationDay(issuedDay, 'person');
