// Mexican identifiers and contact data: normalisers and checks with Spanish messages (CURP, phones,
// postal codes, states). The SAT's rules (RFC, regimes, uses of CFDI) are in src/features/customer/fiscal. Every check
// returns the message to show on the field, or null when the value is fine.
import { isValidShortDate, normalizeIdentifier } from './identifier-parts';

// ---------------------------------------------------------------------------
// Catalogues
// ---------------------------------------------------------------------------

/** The 32 federal entities, keyed by their ISO 3166-2:MX code (also the SAT's c_Estado). */
export const MEXICAN_STATES = [
  { code: 'AGU', name: 'Aguascalientes' },
  { code: 'BCN', name: 'Baja California' },
  { code: 'BCS', name: 'Baja California Sur' },
  { code: 'CAM', name: 'Campeche' },
  { code: 'CHP', name: 'Chiapas' },
  { code: 'CHH', name: 'Chihuahua' },
  { code: 'CMX', name: 'Ciudad de México' },
  { code: 'COA', name: 'Coahuila' },
  { code: 'COL', name: 'Colima' },
  { code: 'DUR', name: 'Durango' },
  { code: 'MEX', name: 'Estado de México' },
  { code: 'GUA', name: 'Guanajuato' },
  { code: 'GRO', name: 'Guerrero' },
  { code: 'HID', name: 'Hidalgo' },
  { code: 'JAL', name: 'Jalisco' },
  { code: 'MIC', name: 'Michoacán' },
  { code: 'MOR', name: 'Morelos' },
  { code: 'NAY', name: 'Nayarit' },
  { code: 'NLE', name: 'Nuevo León' },
  { code: 'OAX', name: 'Oaxaca' },
  { code: 'PUE', name: 'Puebla' },
  { code: 'QUE', name: 'Querétaro' },
  { code: 'ROO', name: 'Quintana Roo' },
  { code: 'SLP', name: 'San Luis Potosí' },
  { code: 'SIN', name: 'Sinaloa' },
  { code: 'SON', name: 'Sonora' },
  { code: 'TAB', name: 'Tabasco' },
  { code: 'TAM', name: 'Tamaulipas' },
  { code: 'TLA', name: 'Tlaxcala' },
  { code: 'VER', name: 'Veracruz' },
  { code: 'YUC', name: 'Yucatán' },
  { code: 'ZAC', name: 'Zacatecas' },
] as const;

export type MexicanStateCode = (typeof MEXICAN_STATES)[number]['code'];

export function stateName(code: string | null | undefined): string {
  return MEXICAN_STATES.find((state) => state.code === code)?.name ?? '';
}

/** Who a SAT catalogue entry applies to: a person (persona física) or a company (persona moral). */
// ---------------------------------------------------------------------------
// CURP (Clave Única de Registro de Población)
// ---------------------------------------------------------------------------

const CURP_LENGTH = 18;

/** RENAPO birth-place codes: the 32 entities plus NE (born abroad). */
const CURP_STATES = 'AS|BC|BS|CC|CL|CM|CS|CH|DF|DG|GT|GR|HG|JC|MC|MN|MS|NT|NL|OC|PL|QT|QR|SP|SL|SR|TC|TS|TL|VZ|YN|ZS|NE';
const CURP_PATTERN = new RegExp(`^[A-Z][AEIOUX][A-Z]{2}(\\d{6})[HMX](?:${CURP_STATES})[B-DF-HJ-NP-TV-Z]{3}([A-Z\\d])\\d$`);
const CURP_DIGIT_VALUES = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

/** CURP trimmed, upper-cased and without separators. */
export function normalizeCurp(input: string | null | undefined): string {
  return normalizeIdentifier(input);
}

/** RENAPO verification digit for the first 17 characters: weighted sum, 10 minus modulo 10. */
export function curpCheckDigit(curpWithoutDigit: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = CURP_DIGIT_VALUES.indexOf(curpWithoutDigit[i] ?? '0');
    sum += (value < 0 ? 0 : value) * (18 - i);
  }
  return String((10 - (sum % 10)) % 10);
}

/** Checks an already normalised CURP (18 characters). */
export function validateCurp(curp: string, options: { required?: boolean } = {}): string | null {
  if (curp === '') return options.required ? 'Escribe la CURP.' : null;
  if (curp.length !== CURP_LENGTH) return `La CURP tiene ${CURP_LENGTH} caracteres (escribiste ${curp.length}).`;
  const match = CURP_PATTERN.exec(curp);
  if (!match) return 'La CURP no tiene un formato válido. Ejemplo: HEGG560427MVZRRL04.';
  // The 17th character tells the century: a digit for births up to 1999, a letter from 2000.
  const century = /\d/.test(match[2]!) ? 1900 : 2000;
  if (!isValidShortDate(match[1]!, century)) return 'La fecha de nacimiento de la CURP (caracteres 5 a 10) no es válida.';
  if (curpCheckDigit(curp.slice(0, 17)) !== curp.slice(-1)) {
    return 'La CURP no es válida: revisa el último carácter (dígito verificador).';
  }
  return null;
}

// ---------------------------------------------------------------------------
// Phone numbers (+52 and 10 digits)
// ---------------------------------------------------------------------------

const PHONE_DIGITS = 10;
const PHONE_PREFIX = '+52';

/**
 * The 10 national digits of a Mexican number, as far as they can be read:
 * "+52 1 55 1234 5678" (old mobile prefix), "52 55…" and "(55) 1234-5678" all give "5512345678".
 */
export function phoneNationalDigits(input: string | null | undefined): string {
  const digits = String(input ?? '').replace(/\D/g, '');
  if (digits.length === 13 && digits.startsWith('521')) return digits.slice(3);
  if (digits.length === 12 && digits.startsWith('52')) return digits.slice(2);
  return digits;
}

/** E.164 ("+525512345678"), or null when the input is not exactly 10 national digits. */
export function normalizeMexicanPhone(input: string | null | undefined): string | null {
  const digits = phoneNationalDigits(input);
  return digits.length === PHONE_DIGITS ? `${PHONE_PREFIX}${digits}` : null;
}

// Metropolitan areas with 2-digit area codes: Mexico City, Guadalajara, Monterrey.
const TWO_DIGIT_AREAS = ['55', '56', '33', '81'];

/** National grouping: "55 1234 5678" or "442 123 4567"; anything else is returned as typed. */
export function formatMexicanPhone(input: string | null | undefined): string {
  const digits = phoneNationalDigits(input);
  if (digits.length !== PHONE_DIGITS) return String(input ?? '').trim();
  if (TWO_DIGIT_AREAS.includes(digits.slice(0, 2))) return `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

/** "+52 55 1234 5678" for display. */
export function formatInternationalPhone(input: string | null | undefined): string {
  const national = formatMexicanPhone(input);
  return phoneNationalDigits(input).length === PHONE_DIGITS ? `${PHONE_PREFIX} ${national}` : national;
}

/** Phone input: digits and the separators people type, nothing else, at most 20 characters. */
export function sanitizePhoneInput(input: string): string {
  return String(input ?? '')
    .replace(/[^\d\s+()-]/g, '')
    .slice(0, 20);
}

/** On leaving a phone field: a valid number is grouped as Mexicans read it; anything else stays as typed. */
function normalizePhoneOnBlur(input: string): string {
  return validatePhone(input) ? input : formatMexicanPhone(input);
}

/** How every phone field treats what is typed: `form.textField('phone', PHONE_TYPING)`. */
export const PHONE_TYPING = { sanitize: sanitizePhoneInput, normalize: normalizePhoneOnBlur } as const;

export function validatePhone(input: string, options: { required?: boolean } = {}): string | null {
  if (input.trim() === '') return options.required ? 'Escribe un teléfono.' : null;
  const digits = phoneNationalDigits(input);
  if (digits.length !== PHONE_DIGITS) {
    return `El teléfono tiene ${PHONE_DIGITS} dígitos, sin el +52 (por ejemplo 55 1234 5678).`;
  }
  if (digits.startsWith('0')) return 'El teléfono no puede empezar con 0: escribe los 10 dígitos sin prefijos.';
  return null;
}

// ---------------------------------------------------------------------------
// Postal codes (5 digits, kept as text: "01000" keeps its zero)
// ---------------------------------------------------------------------------

const POSTAL_CODE_LENGTH = 5;

export function normalizePostalCode(input: string | null | undefined): string {
  return String(input ?? '')
    .replace(/\D/g, '')
    .slice(0, POSTAL_CODE_LENGTH);
}

export function validatePostalCode(postalCode: string, options: { required?: boolean } = {}): string | null {
  if (postalCode.trim() === '') return options.required ? 'Escribe el código postal.' : null;
  if (!/^\d{5}$/.test(postalCode)) return `El código postal tiene ${POSTAL_CODE_LENGTH} dígitos.`;
  // Mexican postal codes start at 01000 (Ciudad de México).
  if (postalCode.startsWith('00')) return 'Ese código postal no existe: los códigos postales empiezan en 01000.';
  return null;
}
