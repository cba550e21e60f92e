// What a Constancia de Situación Fiscal (the SAT's CSF, its «Cédula de identificación fiscal» page)
// says about the receiver, read from its text: RFC, nombre or razón social, código postal and the
// regímenes in force. Optional help for the invoice form (the SAT forbids making the constancia a
// condition of the invoice): nothing here is sent anywhere, and a text that does not read as a
// constancia gives null, so the form changes nothing. The PDF's text comes from constancia-pdf.ts.
import { normalizeRfc } from '@/lib/validation/rfc';
import { FISCAL_REGIMES } from './catalogues';

/** Larger than any constancia (about 100 KB): not read. */
const MAX_CONSTANCIA_BYTES = 5_000_000;

export interface ConstanciaData {
  rfc: string;
  /** A company's razón social (without its capital regime, which the constancia gives apart), or a person's full name; '' when not found. */
  name: string;
  /** The fiscal address's código postal; '' when not found. */
  postalCode: string;
  /** c_RegimenFiscal codes of the regímenes in force (no end date), in the constancia's order. */
  fiscalRegimes: string[];
}

/** Upper case, no accents (Ñ kept), one space between words: how the SAT's documents compare. */
function plain(text: string): string {
  return text
    .toUpperCase()
    .replace(/Ñ/g, '\ue000')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\ue000/g, 'Ñ')
    .replace(/[ \t\u00a0]+/g, ' ');
}

// Only a constancia speaks of these: an invoice or a bank statement that quotes an RFC does not.
const CONSTANCIA_MARKS = [/CONSTANCIA DE SITUACION FISCAL/, /CEDULA DE IDENTIFICACION FISCAL/, /DATOS DE IDENTIFICACION DEL CONTRIBUYENTE/];

// The labels of the constancia's identification block: a value ends where the next one starts
// (a PDF's text may put two of them on one line, and some extractions drop the spaces inside them).
const LABELS =
  /\s*(?:RFC|CURP|NOMBRE ?\(S\)|PRIMER ?APELLIDO|SEGUNDO ?APELLIDO|DENOMINACION ?\/ ?RAZON ?SOCIAL|REGIMEN ?(?:DE ?)?CAPITAL|NOMBRE ?COMERCIAL|FECHA ?(?:INICIO|DE ?INICIO|ULTIMO|DE ?ULTIMO)|ESTATUS ?EN ?EL ?PADRON|CODIGO ?POSTAL|TIPO ?DE ?VIALIDAD|NOMBRE ?DE ?VIALIDAD|ID ?CIF)\s*:.*$/;

/** The value after `label:` on its line, cut at the next label; '' when absent. */
function valueAfter(text: string, label: RegExp): string {
  const line = text.split('\n').find((candidate) => label.test(candidate));
  if (!line) return '';
  const after = line.slice(line.search(label)).replace(label, '');
  return after.replace(LABELS, '').trim();
}

const RFC = /\bRFC\s*:\s*([A-ZÑ&]{3,4}\d{6}[A-Z\d]{3})(?![A-Z\d])/;
const POSTAL_CODE = /CODIGO ?POSTAL\s*:\s*(\d{5})(?!\d)/;
const DATE = /\b\d{2}\/\d{2}\/\d{4}\b/g;

/** A catalogue name as the constancia writes it inside «Régimen de …»: without its own «Régimen de». */
const regimeWords = (name: string) => plain(name).replace(/^REGIMEN (?:DE )?/, '');

/** The regímenes section: from «Regímenes:» to «Obligaciones:» (or the end). */
function regimesSection(text: string): string[] {
  const start = text.search(/REGIMENES\s*:/);
  if (start === -1) return [];
  const rest = text.slice(start);
  const end = rest.search(/OBLIGACIONES\s*:/);
  return (end === -1 ? rest : rest.slice(0, end)).split('\n');
}

/** The codes of the regímenes in force: a line naming one with a start date and no end date. */
function regimesInForce(text: string): string[] {
  const found: string[] = [];
  for (const line of regimesSection(text)) {
    const dates = line.match(DATE) ?? [];
    if (dates.length > 1) continue; // it ended
    // The longest name that fits wins (625's words contain none of the others', but be safe).
    const match = FISCAL_REGIMES.filter((entry) => line.includes(regimeWords(entry.name))).sort(
      (a, b) => regimeWords(b.name).length - regimeWords(a.name).length,
    )[0];
    if (match && !found.includes(match.code)) found.push(match.code);
  }
  return found;
}

/**
 * The receiver's data in a constancia's text (lines as the PDF lays them out), or null when the text
 * is not a constancia's or gives no RFC.
 */
export function readConstancia(text: string): ConstanciaData | null {
  const upper = plain(text);
  if (!CONSTANCIA_MARKS.some((mark) => mark.test(upper))) return null;
  const rfc = RFC.exec(upper)?.[1];
  if (!rfc) return null;
  const company = valueAfter(upper, /DENOMINACION ?\/ ?RAZON ?SOCIAL\s*:/);
  const person = [/NOMBRE ?\(S\)\s*:/, /PRIMER ?APELLIDO\s*:/, /SEGUNDO ?APELLIDO\s*:/]
    .map((label) => valueAfter(upper, label))
    .filter(Boolean)
    .join(' ');
  return {
    rfc: normalizeRfc(rfc),
    name: company || person,
    postalCode: POSTAL_CODE.exec(upper)?.[1] ?? '',
    fiscalRegimes: regimesInForce(upper),
  };
}

/** What reading a chosen file came to: its data, or why there is none (nothing is filled then). */
export type ConstanciaReading =
  { kind: 'read'; data: ConstanciaData } | { kind: 'not-constancia' } | { kind: 'not-pdf' } | { kind: 'too-large' };

/** Reads a chosen file in the browser (pdf.js loads now, on first use): never sent anywhere. */
export async function readConstanciaFile(file: Blob): Promise<ConstanciaReading> {
  if (file.size > MAX_CONSTANCIA_BYTES) return { kind: 'too-large' };
  const { pdfText } = await import('./constancia-pdf');
  let text: string;
  try {
    text = await pdfText(file);
  } catch {
    return { kind: 'not-pdf' };
  }
  const data = readConstancia(text);
  return data ? { kind: 'read', data } : { kind: 'not-constancia' };
}
