// Bulk import: reads the CSV in the browser to show, before sending, what each
// row will do (ready, duplicate in the file, or invalid with the reason and its
// column). The server has the last word (it also knows the employees already
// registered) and applies the same row rules: a row marked invalid here is refused
// there too (the development API imports this module, through tsx: keep it free of browser-only code).
// It reads what Excel writes: UTF-8 with or without BOM ("CSV UTF-8") or
// Windows-1252 ("CSV (delimitado por comas)" on Windows), with "," or ";".
import { normalizeEmail, normalizeSpaces } from '@/lib/validation/contact';
import { type EmployeeValues, toEmployeeCreate, validateEmployee, type EmployeeCreate } from './employee-form';

export const CSV_MAX_BYTES = 1024 * 1024;
const CSV_MAX_ROWS = 500;
export const TEMPLATE_PATH = '/plantilla-empleados.csv';
export const TEMPLATE_COLUMNS = ['nombre', 'apellidos', 'correo', 'telefono', 'puesto', 'rfc', 'curp'] as const;

export interface CsvRecord {
  /** Line where the record starts (the header is line 1). */
  line: number;
  cells: string[];
}

type CsvEncoding = 'utf-8' | 'windows-1252';

export type DecodedCsv = { ok: true; text: string; encoding: CsvEncoding } | { ok: false; message: string };

// What Windows-1252 has at bytes 0x80–0x9F (€, ‚, “, ”, –, …; five bytes are unassigned and stay
// as they are). Browsers decode these already (WHATWG Encoding); Node, and so jsdom, reads
// "windows-1252" as Latin-1 and gives C1 control characters. The dev API maps them the same way.
const WINDOWS_1252_C1 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

const SAVE_AS_CSV = 'En Excel, usa «Guardar como» y elige «CSV UTF-8 (delimitado por comas)» o «CSV (delimitado por comas)».';

/**
 * The text of the file, read as the server reads it: UTF-8 (a BOM is dropped) and, when the bytes
 * are not valid UTF-8, Windows-1252. Files that are not text (UTF-16, a workbook) are refused with
 * what to do instead.
 */
export function decodeCsv(bytes: Uint8Array): DecodedCsv {
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (utf16) return { ok: false, message: `El archivo está guardado como texto Unicode (UTF-16), no como CSV. ${SAVE_AS_CSV}` };
  if (bytes.includes(0)) return { ok: false, message: `El archivo no es un CSV de texto (¿es un libro de Excel?). ${SAVE_AS_CSV}` };
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { ok: true, text: text.replace(/^\uFEFF/, ''), encoding: 'utf-8' };
  } catch {
    // A file that says it is UTF-8 (BOM) but is not cannot be read one way or the other.
    if (hasBom) return { ok: false, message: `El archivo empieza como UTF-8 pero tiene caracteres que no lo son. ${SAVE_AS_CSV}` };
  }
  const text = new TextDecoder('windows-1252')
    .decode(bytes)
    .replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_C1[char.charCodeAt(0) - 0x80]!);
  return { ok: true, text, encoding: 'windows-1252' };
}

/** "," unless the first record (outside quotes) has more ";" than ",". */
function detectDelimiter(source: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of source) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/** RFC 4180 with either "," or ";" (Excel in some locales), quotes, "" escapes, CRLF or LF, and a UTF-8 BOM. */
export function parseCsv(text: string): CsvRecord[] {
  const source = text.replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(source);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell === '') {
      quoted = true;
    } else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      cells.push(cell);
      records.push({ line: recordLine, cells });
      cells = [];
      cell = '';
      line++;
      recordLine = line;
    } else {
      cell += char;
    }
  }
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    records.push({ line: recordLine, cells });
  }
  return records.filter((record) => record.cells.some((value) => value.trim() !== ''));
}

type Column = 'firstName' | 'lastName' | 'email' | 'phone' | 'position' | 'rfc' | 'curp';

const HEADER_NAMES: Record<string, Column> = {
  nombre: 'firstName',
  nombres: 'firstName',
  'nombre(s)': 'firstName',
  apellidos: 'lastName',
  apellido: 'lastName',
  correo: 'email',
  'correo electronico': 'email',
  email: 'email',
  'e-mail': 'email',
  telefono: 'phone',
  celular: 'phone',
  puesto: 'position',
  cargo: 'position',
  rfc: 'rfc',
  curp: 'curp',
};

const REQUIRED: { column: Column; name: string }[] = [
  { column: 'firstName', name: 'nombre' },
  { column: 'lastName', name: 'apellidos' },
  { column: 'email', name: 'correo' },
];

function headerKey(value: string): string {
  return normalizeSpaces(value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/_/g, ' '));
}

// A required cell left empty, said as a file's problem ("Falta", not the form's "Escribe").
const MISSING: Partial<Record<Column, string>> = {
  firstName: 'Falta el nombre.',
  lastName: 'Faltan los apellidos.',
  email: 'Falta el correo.',
};

/**
 * The check's message with the column as the file names it, at the end of its first sentence:
 * "Falta el correo (columna «correo»)."; "El RFC no tiene un formato válido (columna «rfc»).
 * Ejemplo: …". A closing parenthesis there becomes a comma clause so that parentheses are not doubled.
 */
export function inColumn(message: string, column: string): string {
  const end = message.search(/\.(\s|$)/);
  const first = (end < 0 ? message : message.slice(0, end)).replace(/\s\(([^()]*)\)$/, ', $1');
  const rest = end < 0 ? '' : message.slice(end + 1).trim();
  return `${first} (columna «${column}»).${rest ? ` ${rest}` : ''}`;
}

type PreviewStatus = 'ready' | 'duplicate' | 'invalid';

export interface PreviewRow {
  row: number;
  name: string;
  email: string;
  status: PreviewStatus;
  reason: string | null;
  employee: EmployeeCreate | null;
}

export type CsvPreview = { ok: true; rows: PreviewRow[] } | { ok: false; message: string };

const REASON_ORDER: Column[] = ['firstName', 'lastName', 'email', 'phone', 'position', 'rfc', 'curp'];

// Text cells, where a formula is refused; the phone's "+52" is read as digits, RFC and CURP have their formats.
const TEXT_COLUMNS: ReadonlySet<Column> = new Set(['firstName', 'lastName', 'email', 'position']);

/**
 * A text cell a spreadsheet would run as a formula (CSV injection, OWASP's list): it starts, after
 * any spaces, with =, +, - or @, or with a tab or a carriage return. The character found, or null.
 */
function formulaStart(cell: string): string | null {
  const start = cell.replace(/^ +/, '').charAt(0);
  if (start === '\t' || start === '\r') return start;
  const first = cell.trim().charAt(0);
  return first !== '' && '=+-@'.includes(first) ? first : null;
}

function formulaMessage(char: string): string {
  const what = char === '\t' ? 'un tabulador' : char === '\r' ? 'un retorno de carro' : `«${char}»`;
  return `Empieza con ${what}, que una hoja de cálculo tomaría como fórmula: quítalo.`;
}

/** The contract's limit on a reason in the import result: the preview says what the server will. */
const REASON_MAX_LENGTH = 500;

/**
 * A row's reasons as one text of at most 500 characters, as the server joins them: every reason
 * whole while they fit, then the columns of the rest.
 */
function joinReasons(reasons: readonly { text: string; column: string }[]): string {
  for (let kept = reasons.length; kept >= 0; kept--) {
    const rest = reasons.slice(kept).map(({ column }) => `«${column}»`);
    const columns = rest.length === 1 ? rest[0] : `${rest.slice(0, -1).join(', ')} y ${rest.at(-1)}`;
    const tail = rest.length === 0 ? [] : [`También hay errores en ${rest.length === 1 ? 'la columna' : 'las columnas'} ${columns}.`];
    const text = [...reasons.slice(0, kept).map(({ text: reason }) => reason), ...tail].join(' ');
    if (text.length <= REASON_MAX_LENGTH) return text;
  }
  const all = reasons.map(({ text }) => text).join(' ');
  return `${all.slice(0, REASON_MAX_LENGTH - 1)}…`;
}

// The template's column of each field (a field with an error always has a column in the file: the
// required ones are checked first, and an optional one left out is empty, which is fine).
const TEMPLATE_LABELS: Record<Column, string> = {
  firstName: 'nombre',
  lastName: 'apellidos',
  email: 'correo',
  phone: 'telefono',
  position: 'puesto',
  rfc: 'rfc',
  curp: 'curp',
};

/** What each data row of the file will do, or why the whole file cannot be used. */
export function previewEmployeeCsv(text: string): CsvPreview {
  const records = parseCsv(text);
  const [header, ...data] = records;
  if (!header) return { ok: false, message: 'El archivo está vacío. Usa la plantilla y agrega una fila por empleado.' };
  const columns = header.cells.map((cell) => HEADER_NAMES[headerKey(cell)]);
  // Each field's column as the customer wrote it in the header ("Correo Electrónico").
  const labels = { ...TEMPLATE_LABELS };
  columns.forEach((column, index) => {
    if (column) labels[column] = normalizeSpaces(header.cells[index]!);
  });
  const missing = REQUIRED.filter(({ column }) => !columns.includes(column)).map(({ name }) => `«${name}»`);
  if (missing.length > 0) {
    return {
      ok: false,
      message: `Falta${missing.length > 1 ? 'n las columnas' : ' la columna'} ${missing.join(', ')} en la primera fila. Usa la plantilla.`,
    };
  }
  if (data.length === 0) return { ok: false, message: 'El archivo solo tiene encabezados. Agrega una fila por empleado.' };
  if (data.length > CSV_MAX_ROWS) {
    return { ok: false, message: `El archivo tiene ${data.length} filas; el máximo es ${CSV_MAX_ROWS} por importación.` };
  }

  const seen = new Map<string, number>();
  const rows = data.map((record): PreviewRow => {
    const values: EmployeeValues = { firstName: '', lastName: '', email: '', phone: '', position: '', rfc: '', curp: '', status: '' };
    const cells: Partial<Record<Column, string>> = {};
    columns.forEach((column, index) => {
      if (!column) return;
      cells[column] = record.cells[index] ?? '';
      values[column] = cells[column].trim();
    });
    const name = normalizeSpaces(`${values.firstName} ${values.lastName}`);
    const email = normalizeEmail(values.email);
    const errors = validateEmployee(values);
    const reasons = REASON_ORDER.flatMap((field) => {
      const formula = TEXT_COLUMNS.has(field) ? formulaStart(cells[field] ?? '') : null;
      const message = formula ? formulaMessage(formula) : (values[field] === '' && MISSING[field]) || errors[field];
      return message ? [{ text: inColumn(message, labels[field]), column: labels[field] }] : [];
    });
    const base = { row: record.line, name, email };
    if (reasons.length > 0) return { ...base, status: 'invalid', reason: joinReasons(reasons), employee: null };
    const earlier = seen.get(email);
    if (earlier !== undefined) {
      return { ...base, status: 'duplicate', reason: `Este correo ya aparece en la fila ${earlier}.`, employee: null };
    }
    seen.set(email, record.line);
    return { ...base, status: 'ready', reason: null, employee: toEmployeeCreate(values) };
  });
  return { ok: true, rows };
}

/**
 * The preview of a chosen file: its type and size are checked, then its bytes are read as Excel
 * saves them. The original file, not this text, is what is sent (the server counts its lines).
 */
export async function readEmployeeCsv(file: File): Promise<CsvPreview> {
  const problem = checkCsvFile(file);
  if (problem) return { ok: false, message: problem };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { ok: false, message: `No pudimos leer «${file.name}». Vuelve a elegirlo.` };
  }
  const decoded = decodeCsv(bytes);
  return decoded.ok ? previewEmployeeCsv(decoded.text) : { ok: false, message: decoded.message };
}

/** A problem with the file itself (type, size), or null. */
export function checkCsvFile(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const isCsv = file.name.toLowerCase().endsWith('.csv') || ['text/csv', 'application/vnd.ms-excel'].includes(file.type);
  if (!isCsv) return `«${file.name}» no es un archivo CSV. Descarga la plantilla y guárdala como CSV (UTF-8).`;
  if (file.size === 0) return `«${file.name}» está vacío.`;
  if (file.size > CSV_MAX_BYTES) return 'El archivo pesa más de 1 MB. Divídelo en partes de hasta 500 filas.';
  return null;
}
