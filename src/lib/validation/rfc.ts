// RFC (Registro Federal de Contribuyentes): format, date and kind strictly; the check digit only as a
// notice. Every check returns the message to show on the field, or null.
import { isValidShortDate, normalizeIdentifier } from '@/lib/validation/identifier-parts';

/** Who an RFC belongs to: a person (13 characters) or a company (12). */
export type TaxpayerKind = 'person' | 'company';

const RFC_LENGTH: Record<TaxpayerKind, number> = { person: 13, company: 12 };

/** SAT's generic RFCs: the general public (XAXX) and foreign residents (XEXX). */
export const GENERIC_RFCS = ['XAXX010101000', 'XEXX010101000'] as const;

const RFC_PATTERN: Record<TaxpayerKind, RegExp> = {
  person: /^[A-ZÑ&]{4}(\d{6})[A-Z\d]{2}[\dA]$/,
  company: /^[A-ZÑ&]{3}(\d{6})[A-Z\d]{2}[\dA]$/,
};

const RFC_DIGIT_VALUES = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

/** RFC trimmed, upper-cased and without separators. */
export function normalizeRfc(input: string | null | undefined): string {
  return normalizeIdentifier(input);
}

export function isGenericRfc(rfc: string): boolean {
  return (GENERIC_RFCS as readonly string[]).includes(rfc);
}

/**
 * The SAT verification digit (the last character) for the first 11 (company)
 * or 12 (person) characters: weighted sum modulo 11, where 10 is written "A".
 */
export function rfcCheckDigit(rfcWithoutDigit: string): string {
  const padded = rfcWithoutDigit.padStart(12, ' ');
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    const value = RFC_DIGIT_VALUES.indexOf(padded[i]!);
    sum += (value < 0 ? 0 : value) * (13 - i);
  }
  const remainder = sum % 11;
  if (remainder === 0) return '0';
  const digit = 11 - remainder;
  return digit === 10 ? 'A' : String(digit);
}

const RFC_EXAMPLE: Record<TaxpayerKind, string> = { person: 'GODE561231GR8', company: 'EKU9003173C9' };

/** Checks an already normalised RFC of a person (13 characters) or a company (12). */
export function validateRfc(rfc: string, kind: TaxpayerKind, options: { required?: boolean } = {}): string | null {
  if (rfc === '') return options.required ? 'Escribe el RFC.' : null;
  if (kind === 'person' && isGenericRfc(rfc)) return null;
  const length = RFC_LENGTH[kind];
  if (rfc.length !== length) {
    if (kind === 'person' && rfc.length === RFC_LENGTH.company) {
      return 'Ese RFC es de persona moral (12 caracteres); el de persona física tiene 13.';
    }
    if (kind === 'company' && rfc.length === RFC_LENGTH.person) {
      return 'Ese RFC es de persona física (13 caracteres); el de una empresa tiene 12.';
    }
    return `El RFC ${kind === 'person' ? 'de persona física' : 'de una empresa'} tiene ${length} caracteres (escribiste ${rfc.length}).`;
  }
  const match = RFC_PATTERN[kind].exec(rfc);
  if (!match) return `El RFC no tiene un formato válido. Ejemplo: ${RFC_EXAMPLE[kind]}.`;
  if (!isValidShortDate(match[1]!)) {
    return `La fecha del RFC (${kind === 'person' ? 'caracteres 5 a 10' : 'caracteres 4 a 9'}) no es una fecha válida.`;
  }
  // The check digit is not a reason to refuse: the SAT has issued RFCs whose digit does not compute
  // (rfcCheckDigitNotice says it gently).
  return null;
}

/**
 * A gentle notice when a well-formed RFC's last character is not the SAT formula's check digit: some
 * real RFCs are like that, so the customer may go on.
 */
export function rfcCheckDigitNotice(rfc: string): string | null {
  if (rfc.length < 12 || isGenericRfc(rfc) || !/^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{2}[\dA]$/.test(rfc)) return null;
  if (rfcCheckDigit(rfc.slice(0, -1)) === rfc.slice(-1)) return null;
  return 'Revisa tu RFC: el dígito verificador no coincide; si así aparece en tu constancia, puedes continuar.';
}

/** A person's RFC has 13 characters and a company's 12; anything else is neither yet. */
export function taxpayerKindOfRfc(rfc: string): TaxpayerKind | null {
  if (rfc.length === RFC_LENGTH.person) return 'person';
  if (rfc.length === RFC_LENGTH.company) return 'company';
  return null;
}
