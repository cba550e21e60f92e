// Reading the employee import (POST /employees/import) as the contract describes it: the
// template's columns, "," or ";", quotes, a BOM, at most 1 MB and 500 rows, and each row's
// line number in the file. Files that Excel saves on Windows (Windows-1252) are read too.
import addFormats from 'ajv-formats';
import { foldAccents } from './filters.mjs';

/**
 * One CSV row as the contract's EmployeeCreate: every field present, null when empty.
 * @typedef {Required<import('../../src/lib/api/schema').components['schemas']['EmployeeCreate']>} EmployeeFromRow
 */
/** A data row: the line it starts on, its cells by the template's column names. @typedef {{ line: number, values: Record<string, string> }} EmployeeRow */

// 1 MB as the contract (EmployeeImportRequest) and the app count it: 1,048,576 bytes.
export const MAX_BYTES = 1024 * 1024;
export const MAX_ROWS = 500;
const COLUMNS = ['nombre', 'apellidos', 'correo', 'telefono', 'puesto', 'rfc', 'curp'];
const REQUIRED = ['nombre', 'apellidos', 'correo'];

export class CsvFileError extends Error {}

// Node 20's TextDecoder reads windows-1252 as Latin-1, so bytes 0x80–0x9F come out as control
// characters; these are what Windows-1252 has there (€, ’, “, ”, –…; five bytes are unassigned).
const WINDOWS_1252_C1 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/** UTF-8 (with or without BOM); bytes that are not UTF-8 are read as Windows-1252. @param {Uint8Array} bytes */
export function decodeCsv(bytes) {
  let text;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes).replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_C1[char.charCodeAt(0) - 0x80]);
  }
  return text.replace(/^\uFEFF/, '');
}

/**
 * RFC 4180 records, each with the line it starts on.
 * @param {string} text @param {string} delimiter
 */
export function parseCsv(text, delimiter) {
  /** @type {{ line: number, cells: string[] }[]} */
  const records = [];
  let field = '';
  /** @type {string[]} */
  let record = [];
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field === '') quoted = true;
    else if (char === delimiter) {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      record.push(field);
      records.push({ line: recordLine, cells: record });
      field = '';
      record = [];
      line += 1;
      recordLine = line;
    } else field += char;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push({ line: recordLine, cells: record });
  }
  return records;
}

/**
 * The template's column names, and the other names the contract accepts for them (as the app's preview does).
 * @type {Record<string, string>}
 */
const HEADER_ALIASES = {
  nombre: 'nombre',
  nombres: 'nombre',
  'nombre(s)': 'nombre',
  apellidos: 'apellidos',
  apellido: 'apellidos',
  correo: 'correo',
  'correo electronico': 'correo',
  email: 'correo',
  'e-mail': 'correo',
  telefono: 'telefono',
  celular: 'telefono',
  puesto: 'puesto',
  cargo: 'puesto',
  rfc: 'rfc',
  curp: 'curp',
};

/** @param {string} name */
const normalizeHeader = (name) => {
  const key = foldAccents(name).toLowerCase().replace(/_/g, ' ').replace(/\s+/g, ' ').trim();
  return HEADER_ALIASES[key] ?? key;
};

/**
 * The data rows as objects keyed by the template's column names, with their line numbers.
 * Throws CsvFileError (the contract's 400) when the file cannot be read as the template.
 * @param {Uint8Array} bytes
 * @returns {EmployeeRow[]}
 */
export function readEmployeeRows(bytes) {
  if (bytes.length === 0) throw new CsvFileError('El archivo está vacío.');
  if (bytes.length > MAX_BYTES) throw new CsvFileError('El archivo pesa más de 1 MB. Divídelo en archivos más pequeños.');
  const text = decodeCsv(bytes);
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const [header, ...records] = parseCsv(text, delimiter);
  const names = header ? header.cells.map(normalizeHeader) : [];
  const missing = REQUIRED.filter((column) => !names.includes(column));
  if (!header || missing.length > 0) {
    throw new CsvFileError(
      missing.length === REQUIRED.length
        ? 'No pudimos leer el archivo. Usa la plantilla CSV (UTF-8) con la fila de encabezados.'
        : `Faltan las columnas ${missing.join(', ')} en la fila de encabezados.`,
    );
  }
  const rows = records
    .filter((record) => record.cells.some((cell) => cell.trim() !== ''))
    .map((record) => {
      const values = Object.fromEntries(COLUMNS.map((column) => [column, '']));
      names.forEach((name, index) => {
        if (COLUMNS.includes(name)) values[name] = (record.cells[index] ?? '').trim();
      });
      return { line: record.line, values };
    });
  if (rows.length === 0) throw new CsvFileError('El archivo no tiene filas de empleados debajo de los encabezados.');
  if (rows.length > MAX_ROWS) throw new CsvFileError(`El archivo tiene ${rows.length} filas; el máximo es ${MAX_ROWS}.`);
  return rows;
}

// The contract's `format: email`, checked as the API checks it in a JSON body (ajv-formats), so an
// import never adds an employee that POST /employees would refuse.
const emailFormat = addFormats.get('email');
if (!(emailFormat instanceof RegExp)) throw new Error('ajv-formats ya no da el formato email como expresión regular.');
const EMAIL = emailFormat;

/**
 * One row as an EmployeeCreate, or the reason it cannot be one (naming the column). The RFC and
 * CURP patterns are the contract's.
 * @param {Record<string, string>} values a row's cells by column (readEmployeeRows)
 * @param {{ rfcPattern: string, curpPattern: string }} patterns
 * @returns {{ employee: EmployeeFromRow, reason?: undefined } | { employee?: undefined, reason: string }}
 */
export function employeeFromRow(values, { rfcPattern, curpPattern }) {
  const firstName = values.nombre;
  const lastName = values.apellidos;
  const email = values.correo.toLowerCase();
  if (!firstName) return { reason: 'Falta el nombre (columna nombre).' };
  if (!lastName) return { reason: 'Faltan los apellidos (columna apellidos).' };
  if (firstName.length > 80 || lastName.length > 80) return { reason: 'El nombre o los apellidos pasan de 80 caracteres.' };
  if (!email) return { reason: 'Falta el correo (columna correo).' };
  if (!EMAIL.test(email) || email.length > 254) return { reason: 'El correo no es válido (columna correo).' };
  let phone = null;
  if (values.telefono) {
    let digits = values.telefono.replace(/\D/g, '');
    if (digits.length === 12 && digits.startsWith('52')) digits = digits.slice(2);
    if (digits.length !== 10) return { reason: 'El teléfono debe tener 10 dígitos (columna telefono).' };
    phone = `+52${digits}`;
  }
  if (values.puesto.length > 80) return { reason: 'El puesto pasa de 80 caracteres (columna puesto).' };
  const rfc = values.rfc ? values.rfc.toUpperCase().replace(/[\s-]/g, '') : null;
  if (rfc && !new RegExp(rfcPattern).test(rfc)) return { reason: 'El RFC no es válido (columna rfc).' };
  const curp = values.curp ? values.curp.toUpperCase().replace(/\s/g, '') : null;
  if (curp && !new RegExp(curpPattern).test(curp)) return { reason: 'La CURP no es válida (columna curp).' };
  return { employee: { firstName, lastName, email, phone, position: values.puesto || null, rfc, curp } };
}
