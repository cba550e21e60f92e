// Mexican identifiers and contact data: normalisers, checks with Spanish
// messages, and the SAT catalogues the forms offer. Every check returns the
// message to show on the field, or null when the value is fine.

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
export type TaxpayerKind = 'person' | 'company';

interface CatalogueEntry {
  code: string;
  name: string;
  person: boolean;
  company: boolean;
}

/** SAT catalogue c_RegimenFiscal (CFDI 4.0). */
export const FISCAL_REGIMES: readonly CatalogueEntry[] = [
  { code: '601', name: 'General de Ley Personas Morales', person: false, company: true },
  { code: '603', name: 'Personas Morales con Fines no Lucrativos', person: false, company: true },
  { code: '605', name: 'Sueldos y Salarios e Ingresos Asimilados a Salarios', person: true, company: false },
  { code: '606', name: 'Arrendamiento', person: true, company: false },
  { code: '607', name: 'Régimen de Enajenación o Adquisición de Bienes', person: true, company: false },
  { code: '608', name: 'Demás ingresos', person: true, company: false },
  { code: '610', name: 'Residentes en el Extranjero sin Establecimiento Permanente en México', person: true, company: true },
  { code: '611', name: 'Ingresos por Dividendos (socios y accionistas)', person: true, company: false },
  { code: '612', name: 'Personas Físicas con Actividades Empresariales y Profesionales', person: true, company: false },
  { code: '614', name: 'Ingresos por intereses', person: true, company: false },
  { code: '615', name: 'Régimen de los ingresos por obtención de premios', person: true, company: false },
  { code: '616', name: 'Sin obligaciones fiscales', person: true, company: false },
  { code: '620', name: 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos', person: false, company: true },
  { code: '621', name: 'Incorporación Fiscal', person: true, company: false },
  { code: '622', name: 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras', person: false, company: true },
  { code: '623', name: 'Opcional para Grupos de Sociedades', person: false, company: true },
  { code: '624', name: 'Coordinados', person: false, company: true },
  { code: '625', name: 'Actividades Empresariales con ingresos a través de Plataformas Tecnológicas', person: true, company: false },
  { code: '626', name: 'Régimen Simplificado de Confianza', person: true, company: true },
];

/** SAT catalogue c_UsoCFDI (CFDI 4.0), without CP01 (payments) and CN01 (payroll), which a customer never asks for. */
export const CFDI_USES: readonly CatalogueEntry[] = [
  { code: 'G01', name: 'Adquisición de mercancías', person: true, company: true },
  { code: 'G02', name: 'Devoluciones, descuentos o bonificaciones', person: true, company: true },
  { code: 'G03', name: 'Gastos en general', person: true, company: true },
  { code: 'I01', name: 'Construcciones', person: true, company: true },
  { code: 'I02', name: 'Mobiliario y equipo de oficina por inversiones', person: true, company: true },
  { code: 'I03', name: 'Equipo de transporte', person: true, company: true },
  { code: 'I04', name: 'Equipo de cómputo y accesorios', person: true, company: true },
  { code: 'I05', name: 'Dados, troqueles, moldes, matrices y herramental', person: true, company: true },
  { code: 'I06', name: 'Comunicaciones telefónicas', person: true, company: true },
  { code: 'I07', name: 'Comunicaciones satelitales', person: true, company: true },
  { code: 'I08', name: 'Otra maquinaria y equipo', person: true, company: true },
  { code: 'D01', name: 'Honorarios médicos, dentales y gastos hospitalarios', person: true, company: false },
  { code: 'D02', name: 'Gastos médicos por incapacidad o discapacidad', person: true, company: false },
  { code: 'D03', name: 'Gastos funerales', person: true, company: false },
  { code: 'D04', name: 'Donativos', person: true, company: false },
  { code: 'D05', name: 'Intereses reales pagados por créditos hipotecarios (casa habitación)', person: true, company: false },
  { code: 'D06', name: 'Aportaciones voluntarias al SAR', person: true, company: false },
  { code: 'D07', name: 'Primas por seguros de gastos médicos', person: true, company: false },
  { code: 'D08', name: 'Gastos de transportación escolar obligatoria', person: true, company: false },
  { code: 'D09', name: 'Depósitos en cuentas para el ahorro y planes de pensiones', person: true, company: false },
  { code: 'D10', name: 'Pagos por servicios educativos (colegiaturas)', person: true, company: false },
  { code: 'S01', name: 'Sin efectos fiscales', person: true, company: true },
];

export function fiscalRegimesFor(kind: TaxpayerKind): CatalogueEntry[] {
  return FISCAL_REGIMES.filter((entry) => entry[kind]);
}

export function cfdiUsesFor(kind: TaxpayerKind): CatalogueEntry[] {
  return CFDI_USES.filter((entry) => entry[kind]);
}

/** "612 · Personas Físicas con…", or "" for an unknown code. */
export function catalogueLabel(catalogue: readonly CatalogueEntry[], code: string | null | undefined): string {
  const entry = catalogue.find((item) => item.code === code);
  return entry ? `${entry.code} · ${entry.name}` : '';
}

// ---------------------------------------------------------------------------
// Shared helpers
// ---------------------------------------------------------------------------

/** Upper-cases, and drops spaces, hyphens and dots people paste from documents ("gode-561231 gr8"). */
function normalizeIdentifier(input: string | null | undefined): string {
  return String(input ?? '')
    .normalize('NFC')
    .replace(/[\s.\-_]/g, '')
    .toLocaleUpperCase('es-MX');
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function isValidDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const days = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= days[month - 1]!;
}

/** YYMMDD with an unknown century: Feb 29 is fine when either 19YY or 20YY is a leap year. */
function isValidShortDate(yymmdd: string, century?: 1900 | 2000): boolean {
  const yy = Number(yymmdd.slice(0, 2));
  const mm = Number(yymmdd.slice(2, 4));
  const dd = Number(yymmdd.slice(4, 6));
  const centuries = century ? [century] : [1900, 2000];
  return centuries.some((c) => isValidDate(c + yy, mm, dd));
}

// ---------------------------------------------------------------------------
// RFC (Registro Federal de Contribuyentes)
// ---------------------------------------------------------------------------

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
  if (rfcCheckDigit(rfc.slice(0, -1)) !== rfc.slice(-1)) {
    return 'El RFC no es válido: revisa la homoclave (los últimos 3 caracteres).';
  }
  return null;
}

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
export function normalizePhoneOnBlur(input: string): string {
  return validatePhone(input) ? input : formatMexicanPhone(input);
}

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
