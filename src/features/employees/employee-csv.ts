// Bulk import: reads the CSV in the browser to show, before sending, what each
// row will do (ready, duplicate in the file, or invalid with the reason). The
// server has the last word (it also knows the employees already registered).
import { normalizeEmail, normalizeSpaces } from '@/lib/validation/contact';
import { type EmployeeValues, toEmployeeCreate, validateEmployee, type EmployeeCreate } from './employee-form';

export const CSV_MAX_BYTES = 1024 * 1024;
export const CSV_MAX_ROWS = 500;
export const TEMPLATE_PATH = '/plantilla-empleados.csv';
export const TEMPLATE_COLUMNS = ['nombre', 'apellidos', 'correo', 'telefono', 'puesto', 'rfc', 'curp'] as const;

export interface CsvRecord {
  /** Line where the record starts (the header is line 1). */
  line: number;
  cells: string[];
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

export type PreviewStatus = 'ready' | 'duplicate' | 'invalid';

export interface PreviewRow {
  row: number;
  name: string;
  email: string;
  status: PreviewStatus;
  reason: string | null;
  employee: EmployeeCreate | null;
}

export type CsvPreview = { ok: true; rows: PreviewRow[] } | { ok: false; message: string };

const REASON_ORDER = ['firstName', 'lastName', 'email', 'phone', 'position', 'rfc', 'curp'];

/** What each data row of the file will do, or why the whole file cannot be used. */
export function previewEmployeeCsv(text: string): CsvPreview {
  const records = parseCsv(text);
  const [header, ...data] = records;
  if (!header) return { ok: false, message: 'El archivo está vacío. Usa la plantilla y agrega una fila por empleado.' };
  const columns = header.cells.map((cell) => HEADER_NAMES[headerKey(cell)]);
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
    columns.forEach((column, index) => {
      if (column) values[column] = (record.cells[index] ?? '').trim();
    });
    const name = normalizeSpaces(`${values.firstName} ${values.lastName}`);
    const email = normalizeEmail(values.email);
    const errors = validateEmployee(values);
    const reasons = REASON_ORDER.filter((field) => errors[field]).map((field) => errors[field]!);
    const base = { row: record.line, name, email };
    if (reasons.length > 0) return { ...base, status: 'invalid', reason: reasons.join(' '), employee: null };
    const earlier = seen.get(email);
    if (earlier !== undefined) {
      return { ...base, status: 'duplicate', reason: `Este correo ya aparece en la fila ${earlier}.`, employee: null };
    }
    seen.set(email, record.line);
    return { ...base, status: 'ready', reason: null, employee: toEmployeeCreate(values) };
  });
  return { ok: true, rows };
}

/** A problem with the file itself (type, size), or null. */
export function checkCsvFile(file: File): string | null {
  const isCsv = file.name.toLowerCase().endsWith('.csv') || ['text/csv', 'application/vnd.ms-excel'].includes(file.type);
  if (!isCsv) return `«${file.name}» no es un archivo CSV. Descarga la plantilla y guárdala como CSV (UTF-8).`;
  if (file.size === 0) return `«${file.name}» está vacío.`;
  if (file.size > CSV_MAX_BYTES) return 'El archivo pesa más de 1 MB. Divídelo en partes de hasta 500 filas.';
  return null;
}
