// Reading the employee import (POST /employees/import) as the contract describes it: the
// template's columns, "," or ";", quotes, a BOM, at most 1 MB and 500 rows, and each row's
// line number in the file. Files that Excel saves on Windows (Windows-1252) are read too.
//
// Each row is judged by the same rules, with the same Spanish reasons, as the app's preview
// (src/features/employees/employee-csv.ts, which applies the employee dialog's checks): a row the
// preview marks "Con errores" is refused here too. The rules are written twice because this
// server runs as plain Node 20 (no TypeScript) and the app's checks are TypeScript modules;
// employees-csv.test.ts runs both on the same files and fails on any difference.
import addFormats from 'ajv-formats';
import { foldAccents } from './filters.mjs';

/**
 * One CSV row as the contract's EmployeeCreate: every field present, null when empty.
 * @typedef {Required<import('../../src/lib/api/schema').components['schemas']['EmployeeCreate']>} EmployeeFromRow
 */
/** @typedef {'nombre' | 'apellidos' | 'correo' | 'telefono' | 'puesto' | 'rfc' | 'curp'} Column */
/**
 * A data row: the line it starts on, its cells by the template's column names (trimmed in
 * `values`, as written in `cells`).
 * @typedef {{ line: number, values: Record<Column, string>, cells: Record<Column, string> }} EmployeeRow
 */
/**
 * A readable file: its rows, and each column's name as the file's header writes it (the reasons name it).
 * @typedef {{ rows: EmployeeRow[], labels: Record<Column, string> }} EmployeeFile
 */
/** @typedef {import('../../src/lib/api/schema').components['schemas']['EmployeeImportResult']} EmployeeImportResult */

// 1 MB as the contract (EmployeeImportRequest) and the app count it: 1,048,576 bytes.
export const MAX_BYTES = 1024 * 1024;
export const MAX_ROWS = 500;
/** @type {Column[]} */
const COLUMNS = ['nombre', 'apellidos', 'correo', 'telefono', 'puesto', 'rfc', 'curp'];
/** @type {Column[]} */
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
 * @type {Record<string, Column>}
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

/** Trims and collapses inner runs of whitespace, as the app's normalizeSpaces. @param {string} value */
const normalizeSpaces = (value) => value.trim().replace(/\s+/g, ' ');

/** @param {string} name @returns {Column | undefined} */
const columnOf = (name) => HEADER_ALIASES[normalizeSpaces(foldAccents(name).toLowerCase().replace(/_/g, ' '))];

/** "," unless the first record (outside quotes) has more ";" than "," (as the app's preview decides). @param {string} text */
function detectDelimiter(text) {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/** @returns {Record<Column, string>} */
const emptyRow = () => ({ nombre: '', apellidos: '', correo: '', telefono: '', puesto: '', rfc: '', curp: '' });

/**
 * The data rows, keyed by the template's column names, with their line numbers, and the header's
 * own names of the columns. Throws CsvFileError (the contract's 400) when the file cannot be read
 * as the template.
 * @param {Uint8Array} bytes
 * @returns {EmployeeFile}
 */
export function readEmployeeFile(bytes) {
  if (bytes.length === 0) throw new CsvFileError('El archivo está vacío.');
  if (bytes.length > MAX_BYTES) throw new CsvFileError('El archivo pesa más de 1 MB. Divídelo en archivos más pequeños.');
  const text = decodeCsv(bytes);
  const [header, ...records] = parseCsv(text, detectDelimiter(text)).filter((record) => record.cells.some((cell) => cell.trim() !== ''));
  const columns = header ? header.cells.map(columnOf) : [];
  const missing = REQUIRED.filter((column) => !columns.includes(column));
  if (!header || missing.length > 0) {
    throw new CsvFileError(
      missing.length === REQUIRED.length
        ? 'No pudimos leer el archivo. Usa la plantilla CSV (UTF-8) con la fila de encabezados.'
        : `Faltan las columnas ${missing.join(', ')} en la fila de encabezados.`,
    );
  }
  // Each column is named by its own key until the file's header names it.
  const labels = /** @type {Record<Column, string>} */ (Object.fromEntries(COLUMNS.map((column) => [column, column])));
  columns.forEach((column, index) => {
    if (column) labels[column] = normalizeSpaces(header.cells[index] ?? '');
  });
  const rows = records.map((record) => {
    const cells = emptyRow();
    columns.forEach((column, index) => {
      if (column) cells[column] = record.cells[index] ?? '';
    });
    const values = emptyRow();
    for (const column of COLUMNS) values[column] = cells[column].trim();
    return { line: record.line, values, cells };
  });
  if (rows.length === 0) throw new CsvFileError('El archivo no tiene filas de empleados debajo de los encabezados.');
  if (rows.length > MAX_ROWS) throw new CsvFileError(`El archivo tiene ${rows.length} filas; el máximo es ${MAX_ROWS}.`);
  return { rows, labels };
}

// ---------------------------------------------------------------------------
// The row rules: the app's employee checks (src/lib/validation/contact.ts and mexico.ts, through
// validateEmployee), with their messages, plus the CSV's own (missing cells, formulas).
// ---------------------------------------------------------------------------

/**
 * The limits and patterns the contract gives an EmployeeCreate (read from openapi.yaml, so they
 * cannot drift from it).
 * @typedef {{ nameMaxLength: number, emailMaxLength: number, positionMaxLength: number, rfcPattern: RegExp, curpPattern: RegExp }} RowRules
 */

// The contract's `format: email`, checked as the API checks it in a JSON body (ajv-formats), so an
// import never adds an employee that POST /employees would refuse.
const emailFormat = addFormats.get('email');
if (!(emailFormat instanceof RegExp)) throw new Error('ajv-formats ya no da el formato email como expresión regular.');
const CONTRACT_EMAIL = emailFormat;
// The app's own rule (one @, a dot in the domain, no spaces): an address must pass both.
const APP_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PERSON_NAME = /^[\p{L}\p{M}][\p{L}\p{M}\s'’.-]*$/u;

/**
 * A text cell a spreadsheet would run as a formula (CSV injection, OWASP's list): it starts, after
 * any spaces, with "=", "+", "-" or "@", or with a tab or a carriage return. The character found, or null.
 * @param {string} cell as written in the file
 */
function formulaStart(cell) {
  const start = cell.replace(/^ +/, '').charAt(0);
  if (start === '\t' || start === '\r') return start;
  const first = cell.trim().charAt(0);
  return first !== '' && '=+-@'.includes(first) ? first : null;
}

/** @param {string} char a formulaStart */
function formulaMessage(char) {
  const what = char === '\t' ? 'un tabulador' : char === '\r' ? 'un retorno de carro' : `«${char}»`;
  return `Empieza con ${what}, que una hoja de cálculo tomaría como fórmula: quítalo.`;
}

/** @param {string} value @param {'nombre' | 'apellidos'} label @param {number} maxLength */
function personNameMessage(value, label, maxLength) {
  const name = normalizeSpaces(value);
  if (name === '') return label === 'nombre' ? 'Falta el nombre.' : 'Faltan los apellidos.';
  if (name.length > maxLength) return `Escribe como máximo ${maxLength} caracteres.`;
  if (!PERSON_NAME.test(name)) return 'Usa solo letras, espacios, apóstrofos o guiones.';
  return null;
}

/** @param {string} value @param {number} maxLength */
function emailMessage(value, maxLength) {
  const email = value.trim();
  if (email === '') return 'Falta el correo.';
  if (email.length > maxLength) return `El correo puede tener como máximo ${maxLength} caracteres.`;
  if (!APP_EMAIL.test(email) || !CONTRACT_EMAIL.test(email)) return 'Escribe un correo válido, por ejemplo nombre@empresa.mx.';
  return null;
}

/** The 10 national digits ("+52 1 55…", "52 55…" and "(55) 1234-5678" give "5512345678"). @param {string} input */
function phoneNationalDigits(input) {
  const digits = input.replace(/\D/g, '');
  if (digits.length === 13 && digits.startsWith('521')) return digits.slice(3);
  if (digits.length === 12 && digits.startsWith('52')) return digits.slice(2);
  return digits;
}

/** @param {string} value */
function phoneMessage(value) {
  if (value.trim() === '') return null;
  const digits = phoneNationalDigits(value);
  if (digits.length !== 10) return 'El teléfono tiene 10 dígitos, sin el +52 (por ejemplo 55 1234 5678).';
  if (digits.startsWith('0')) return 'El teléfono no puede empezar con 0: escribe los 10 dígitos sin prefijos.';
  return null;
}

/** Upper-cased, without the spaces, hyphens, dots and underscores people paste. @param {string} input */
const normalizeIdentifier = (input) =>
  input
    .normalize('NFC')
    .replace(/[\s.\-_]/g, '')
    .toLocaleUpperCase('es-MX');

/** @param {number} year */
const isLeapYear = (year) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** YYMMDD; with no century given, Feb 29 is fine when either 19YY or 20YY is a leap year. @param {string} yymmdd @param {number} [century] */
function isValidShortDate(yymmdd, century) {
  const [yy, mm, dd] = [0, 2, 4].map((start) => Number(yymmdd.slice(start, start + 2)));
  return (century ? [century] : [1900, 2000]).some((base) => {
    const days = [31, isLeapYear(base + yy) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    return mm >= 1 && mm <= 12 && dd >= 1 && dd <= days[mm - 1];
  });
}

/** A person's RFC (13 characters; the generic ones are accepted). @param {string} value @param {RegExp} contractPattern */
function rfcMessage(value, contractPattern) {
  const rfc = normalizeIdentifier(value);
  if (rfc === '' || rfc === 'XAXX010101000' || rfc === 'XEXX010101000') return null;
  if (rfc.length !== 13) {
    if (rfc.length === 12) return 'Ese RFC es de persona moral (12 caracteres); el de persona física tiene 13.';
    return `El RFC de persona física tiene 13 caracteres (escribiste ${rfc.length}).`;
  }
  const match = /^[A-ZÑ&]{4}(\d{6})[A-Z\d]{2}[\dA]$/.exec(rfc);
  if (!match || !contractPattern.test(rfc)) return 'El RFC no tiene un formato válido. Ejemplo: GODE561231GR8.';
  if (!isValidShortDate(match[1])) return 'La fecha del RFC (caracteres 5 a 10) no es una fecha válida.';
  // Not the check digit: the SAT has issued RFCs whose digit does not compute (the app only notes it).
  return null;
}

const CURP_STATES = 'AS|BC|BS|CC|CL|CM|CS|CH|DF|DG|GT|GR|HG|JC|MC|MN|MS|NT|NL|OC|PL|QT|QR|SP|SL|SR|TC|TS|TL|VZ|YN|ZS|NE';
const CURP = new RegExp(`^[A-Z][AEIOUX][A-Z]{2}(\\d{6})[HMX](?:${CURP_STATES})[B-DF-HJ-NP-TV-Z]{3}([A-Z\\d])\\d$`);
const CURP_DIGIT_VALUES = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

/** RENAPO's verification digit of a CURP (weighted sum, 10 minus modulo 10). @param {string} first17 */
function curpCheckDigit(first17) {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Math.max(0, CURP_DIGIT_VALUES.indexOf(first17[i] ?? '0')) * (18 - i);
  return String((10 - (sum % 10)) % 10);
}

/** @param {string} value @param {RegExp} contractPattern */
function curpMessage(value, contractPattern) {
  const curp = normalizeIdentifier(value);
  if (curp === '') return null;
  if (curp.length !== 18) return `La CURP tiene 18 caracteres (escribiste ${curp.length}).`;
  const match = CURP.exec(curp);
  if (!match || !contractPattern.test(curp)) return 'La CURP no tiene un formato válido. Ejemplo: HEGG560427MVZRRL04.';
  // The 17th character tells the century: a digit for births up to 1999, a letter from 2000.
  if (!isValidShortDate(match[1], /\d/.test(match[2]) ? 1900 : 2000)) {
    return 'La fecha de nacimiento de la CURP (caracteres 5 a 10) no es válida.';
  }
  if (curpCheckDigit(curp.slice(0, 17)) !== curp.slice(-1)) return 'La CURP no es válida: revisa el último carácter (dígito verificador).';
  return null;
}

/**
 * The message with the column as the file names it, at the end of its first sentence (as the
 * app's inColumn): "Falta el correo (columna «correo»)."
 * @param {string} message @param {string} column
 */
function inColumn(message, column) {
  const end = message.search(/\.(\s|$)/);
  const first = (end < 0 ? message : message.slice(0, end)).replace(/\s\(([^()]*)\)$/, ', $1');
  const rest = end < 0 ? '' : message.slice(end + 1).trim();
  return `${first} (columna «${column}»).${rest ? ` ${rest}` : ''}`;
}

/** The contract's `maxLength` of a row's name, e-mail and reason in the import result. */
const RESULT_TEXT_MAX_LENGTH = 500;

/** A text of the result within the contract's 500 characters (a longer one ends in "…"). @param {string} text */
function clipResultText(text) {
  return text.length > RESULT_TEXT_MAX_LENGTH ? `${text.slice(0, RESULT_TEXT_MAX_LENGTH - 1)}…` : text;
}

/**
 * A row's reasons as one text within the contract's 500 characters, as the app's preview joins
 * them: every reason whole while they fit, then the columns of the rest.
 * @param {{ text: string, column: string }[]} reasons
 */
export function joinReasons(reasons) {
  for (let kept = reasons.length; kept >= 0; kept -= 1) {
    const rest = reasons.slice(kept).map(({ column }) => `«${column}»`);
    const tail =
      rest.length === 0
        ? []
        : [
            `También hay errores en ${rest.length === 1 ? 'la columna' : 'las columnas'} ${rest.length === 1 ? rest[0] : `${rest.slice(0, -1).join(', ')} y ${rest.at(-1)}`}.`,
          ];
    const text = [...reasons.slice(0, kept).map(({ text: reason }) => reason), ...tail].join(' ');
    if (text.length <= RESULT_TEXT_MAX_LENGTH) return text;
  }
  return clipResultText(reasons.map(({ text }) => text).join(' '));
}

/** Text cells, where a formula is refused; the phone's "+52" is read as digits, RFC and CURP have their formats. */
const TEXT_COLUMNS = new Set(['nombre', 'apellidos', 'correo', 'puesto']);

/**
 * One row as an EmployeeCreate, or every reason it cannot be one (each naming its column as the
 * file's header does), joined as the app's preview joins them.
 * @param {EmployeeRow} row
 * @param {Record<Column, string>} labels the header's names of the columns (readEmployeeFile)
 * @param {RowRules} rules
 * @returns {{ employee: EmployeeFromRow, reason?: undefined } | { employee?: undefined, reason: string }}
 */
export function employeeFromRow({ values, cells }, labels, rules) {
  /** @type {Record<Column, string | null>} */
  const messages = {
    nombre: personNameMessage(values.nombre, 'nombre', rules.nameMaxLength),
    apellidos: personNameMessage(values.apellidos, 'apellidos', rules.nameMaxLength),
    correo: emailMessage(values.correo, rules.emailMaxLength),
    telefono: phoneMessage(values.telefono),
    puesto:
      normalizeSpaces(values.puesto).length > rules.positionMaxLength ? `Escribe como máximo ${rules.positionMaxLength} caracteres.` : null,
    rfc: rfcMessage(values.rfc, rules.rfcPattern),
    curp: curpMessage(values.curp, rules.curpPattern),
  };
  for (const column of COLUMNS) {
    const formula = TEXT_COLUMNS.has(column) ? formulaStart(cells[column]) : null;
    if (formula) messages[column] = formulaMessage(formula);
  }
  const reasons = COLUMNS.flatMap((column) => {
    const message = messages[column];
    return message ? [{ text: inColumn(message, labels[column]), column: labels[column] }] : [];
  });
  if (reasons.length > 0) return { reason: joinReasons(reasons) };
  const digits = phoneNationalDigits(values.telefono);
  return {
    employee: {
      firstName: normalizeSpaces(values.nombre),
      lastName: normalizeSpaces(values.apellidos),
      email: values.correo.trim().toLowerCase(),
      phone: digits.length === 10 ? `+52${digits}` : null,
      position: normalizeSpaces(values.puesto) || null,
      rfc: normalizeIdentifier(values.rfc) || null,
      curp: normalizeIdentifier(values.curp) || null,
    },
  };
}

/**
 * The contract's limits and patterns for an imported row.
 * @param {(name: string) => Record<string, unknown>} schema a schema of the contract's components
 * @returns {RowRules}
 */
export function rowRulesFrom(schema) {
  /** @param {string} name @param {string} key */
  const read = (name, key) => {
    const value = schema(name)[key];
    if (value === undefined) throw new Error(`openapi.yaml no tiene el ${key} de ${name} que usa la importación de empleados.`);
    return value;
  };
  const created = /** @type {Record<string, Record<string, unknown>>} */ (read('EmployeeCreate', 'properties'));
  /** @param {string} field */
  const maxLength = (field) => {
    const value = created[field]?.maxLength;
    if (typeof value !== 'number') throw new Error(`openapi.yaml no tiene el maxLength de EmployeeCreate.${field}.`);
    return value;
  };
  return {
    nameMaxLength: Math.min(maxLength('firstName'), maxLength('lastName')),
    emailMaxLength: maxLength('email'),
    positionMaxLength: maxLength('position'),
    rfcPattern: new RegExp(String(read('PersonRfc', 'pattern'))),
    curpPattern: new RegExp(String(read('Curp', 'pattern'))),
  };
}

/**
 * The import: each row is invalid (with its reasons), a duplicate (an e-mail already registered, or
 * in an earlier row of the file) or added, in the file's order.
 * @param {EmployeeFile} file
 * @param {RowRules} rules
 * @param {{ isTaken: (email: string) => boolean, add: (employee: EmployeeFromRow) => string }} employees
 * @returns {EmployeeImportResult}
 */
export function importEmployeeRows({ rows, labels }, rules, { isTaken, add }) {
  /** @type {Map<string, number>} the line of each e-mail added from this file */
  const seenInFile = new Map();
  /** @type {EmployeeImportResult} */
  const result = { added: 0, duplicates: 0, invalid: 0, rows: [] };
  for (const row of rows) {
    const name = normalizeSpaces(`${row.values.nombre} ${row.values.apellidos}`);
    const base = {
      row: row.line,
      email: row.values.correo ? clipResultText(row.values.correo) : null,
      name: name ? clipResultText(name) : null,
      reason: null,
      employeeId: null,
    };
    const { employee, reason } = employeeFromRow(row, labels, rules);
    if (!employee) {
      result.invalid += 1;
      result.rows.push({ ...base, status: 'invalid', reason });
      continue;
    }
    const earlier = seenInFile.get(employee.email);
    if (earlier !== undefined || isTaken(employee.email)) {
      result.duplicates += 1;
      const why = earlier !== undefined ? `Este correo ya aparece en la fila ${earlier}.` : 'Ya tienes un empleado con este correo.';
      result.rows.push({ ...base, status: 'duplicate', reason: why });
      continue;
    }
    seenInFile.set(employee.email, row.line);
    result.added += 1;
    result.rows.push({ ...base, status: 'added', employeeId: add(employee) });
  }
  return result;
}
