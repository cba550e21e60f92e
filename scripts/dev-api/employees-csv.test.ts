// @vitest-environment node
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../openapi-contract.mjs';
import { CsvFileError, decodeCsv, employeeFromRow, MAX_BYTES, MAX_ROWS, parseCsv, readEmployeeRows } from './employees-csv.mjs';

const schemas = (loadContract() as { components: { schemas: Record<string, { pattern?: string }> } }).components.schemas;
const PATTERNS = { rfcPattern: schemas.PersonRfc.pattern!, curpPattern: schemas.Curp.pattern! };

// The contract's EmployeeCreate, checked as the API checks a JSON body (POST /employees).
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const isContractEmail = ajv.compile({ type: 'string', format: 'email', maxLength: 254 });

const utf8 = (text: string) => new TextEncoder().encode(text);
const HEADER = 'nombre,apellidos,correo,telefono,puesto,rfc,curp';

function row(values: Partial<Record<'nombre' | 'apellidos' | 'correo' | 'telefono' | 'puesto' | 'rfc' | 'curp', string>>) {
  return { nombre: 'Ana', apellidos: 'López Ruiz', correo: 'ana.lopez@empresa.mx', telefono: '', puesto: '', rfc: '', curp: '', ...values };
}

describe('decodeCsv', () => {
  it('reads UTF-8 without a BOM', () => {
    expect(decodeCsv(utf8('nombre\nJosé Núñez'))).toBe('nombre\nJosé Núñez');
  });

  it('reads UTF-8 with a BOM and drops the BOM', () => {
    const text = decodeCsv(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('nombre,correo\nMaría,maria@x.mx')]));
    expect(text).toBe('nombre,correo\nMaría,maria@x.mx');
    expect(text.charCodeAt(0)).not.toBe(0xfeff);
  });

  it('falls back to Windows-1252 for bytes that are not UTF-8', () => {
    // "José María Núñez" as Excel saves it on Windows: é E9, í ED, ú FA, ñ F1.
    const bytes = new Uint8Array([...utf8('Jos'), 0xe9, ...utf8(' Mar'), 0xed, ...utf8('a N'), 0xfa, 0xf1, ...utf8('ez')]);
    expect(decodeCsv(bytes)).toBe('José María Núñez');
    // Windows-1252, not Latin-1: 0x80 is the euro sign, 0x92 the apostrophe Excel writes, 0x96 an en dash.
    expect(decodeCsv(new Uint8Array([0x80, 0x20, 0xd1]))).toBe('€ Ñ');
    expect(decodeCsv(new Uint8Array([...utf8('D'), 0x92, ...utf8('Angelo '), 0x96, ...utf8(' Jefa')]))).toBe('D’Angelo – Jefa');
  });
});

describe('parseCsv', () => {
  it('splits records and fields, with the line each record starts on', () => {
    expect(parseCsv('a,b\nc,d', ',')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['c', 'd'] },
    ]);
  });

  it('keeps empty fields, including a last empty one', () => {
    expect(parseCsv('a,,c\nx,y,', ',')).toEqual([
      { line: 1, cells: ['a', '', 'c'] },
      { line: 2, cells: ['x', 'y', ''] },
    ]);
  });

  it('quoted fields may hold the delimiter and doubled quotes', () => {
    expect(parseCsv('"Pérez, Ana","dijo ""hola""",""', ',')).toEqual([{ line: 1, cells: ['Pérez, Ana', 'dijo "hola"', ''] }]);
  });

  it('CRLF ends records like LF, and a last line break adds no record', () => {
    expect(parseCsv('a,b\r\nc,d\r\n', ',')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['c', 'd'] },
    ]);
  });

  it("a line break inside quotes stays in the field and moves the next record's line", () => {
    expect(parseCsv('h1,h2\n"uno\ndos",x\ny,z\r\n"a\r\nb\r\nc",w\nlast,1', ',')).toEqual([
      { line: 1, cells: ['h1', 'h2'] },
      { line: 2, cells: ['uno\ndos', 'x'] },
      { line: 4, cells: ['y', 'z'] },
      { line: 5, cells: ['a\r\nb\r\nc', 'w'] },
      { line: 8, cells: ['last', '1'] },
    ]);
  });

  it('blank lines are records of one empty cell (their lines still count)', () => {
    expect(parseCsv('a\n\nb', ',')).toEqual([
      { line: 1, cells: ['a'] },
      { line: 2, cells: [''] },
      { line: 3, cells: ['b'] },
    ]);
  });

  it('uses the delimiter it is given', () => {
    expect(parseCsv('a;b,c\n"x;y";z', ';')).toEqual([
      { line: 1, cells: ['a', 'b,c'] },
      { line: 2, cells: ['x;y', 'z'] },
    ]);
  });
});

describe('readEmployeeRows', () => {
  const read = (text: string) => readEmployeeRows(utf8(text));
  const refuses = (bytes: Uint8Array, message: RegExp) => {
    expect(() => readEmployeeRows(bytes)).toThrow(CsvFileError);
    expect(() => readEmployeeRows(bytes)).toThrow(message);
  };

  it("reads the template's columns by name, with their line numbers", () => {
    const rows = read(`${HEADER}\nAna,López,ana@x.mx,4421234567,Residente,,\nLuis,Pérez,luis@x.mx,,,,`);
    expect(rows).toEqual([
      {
        line: 2,
        values: { nombre: 'Ana', apellidos: 'López', correo: 'ana@x.mx', telefono: '4421234567', puesto: 'Residente', rfc: '', curp: '' },
      },
      { line: 3, values: { nombre: 'Luis', apellidos: 'Pérez', correo: 'luis@x.mx', telefono: '', puesto: '', rfc: '', curp: '' } },
    ]);
  });

  it('headers in any case, with accents and spaces, in any order; other columns are ignored', () => {
    const rows = read(' Correo ,Teléfono,NOMBRE,Apellidos,Notas,RFC,Curp,Puesto\nana@x.mx,442 123 4567,Ana,López,nada,raol850412hn6,,Jefa');
    expect(rows[0].values).toEqual({
      nombre: 'Ana',
      apellidos: 'López',
      correo: 'ana@x.mx',
      telefono: '442 123 4567',
      puesto: 'Jefa',
      rfc: 'raol850412hn6',
      curp: '',
    });
  });

  it('missing optional columns and short rows read as empty; values are trimmed', () => {
    expect(read('nombre,apellidos,correo\n  Ana , López ,ana@x.mx  \nLuis')).toEqual([
      { line: 2, values: { nombre: 'Ana', apellidos: 'López', correo: 'ana@x.mx', telefono: '', puesto: '', rfc: '', curp: '' } },
      { line: 3, values: { nombre: 'Luis', apellidos: '', correo: '', telefono: '', puesto: '', rfc: '', curp: '' } },
    ]);
  });

  it('semicolon-separated files', () => {
    const rows = read('nombre;apellidos;correo;puesto\nAna;López, Ruiz;ana@x.mx;Jefa, obra');
    expect(rows[0].values).toMatchObject({ nombre: 'Ana', apellidos: 'López, Ruiz', correo: 'ana@x.mx', puesto: 'Jefa, obra' });
  });

  it('blank lines are skipped but keep the line numbers of the rows after them', () => {
    const rows = read(`${HEADER}\r\n\r\nAna,López,ana@x.mx\r\n   \r\n,,\r\nLuis,Pérez,luis@x.mx\r\n`);
    expect(rows.map((r) => [r.line, r.values.nombre])).toEqual([
      [3, 'Ana'],
      [6, 'Luis'],
    ]);
  });

  it("a quoted field with a line break moves the next row's line", () => {
    const rows = read(`${HEADER}\n"Ana\nMaría",López,ana@x.mx\nLuis,Pérez,luis@x.mx`);
    expect(rows.map((r) => r.line)).toEqual([2, 4]);
    expect(rows[0].values.nombre).toBe('Ana\nMaría');
  });

  it('a Windows-1252 file with accents in the header and the rows', () => {
    const bytes = new Uint8Array([
      ...utf8('nombre,apellidos,correo,tel'),
      0xe9,
      ...utf8('fono\nJos'),
      0xe9,
      ...utf8(' Mar'),
      0xed,
      ...utf8('a,N'),
      0xfa,
      0xf1,
      ...utf8('ez,jm@x.mx,4421234567'),
    ]);
    expect(readEmployeeRows(bytes)[0].values).toMatchObject({ nombre: 'José María', apellidos: 'Núñez', telefono: '4421234567' });
  });

  it('refuses an empty file', () => {
    refuses(new Uint8Array(0), /vacío/);
  });

  it('refuses a file with only the header, or only blank lines under it', () => {
    refuses(utf8(HEADER), /filas/);
    refuses(utf8(`${HEADER}\n\n\n`), /filas/);
  });

  it('refuses a file without the required columns, naming the missing ones', () => {
    refuses(utf8('nombre,correo\nAna,ana@x.mx'), /apellidos/);
    expect(() => read('nombre,correo\nAna,ana@x.mx')).not.toThrow(/correo/);
    refuses(utf8('name,last name,mail\nAna,López,ana@x.mx'), /plantilla/);
    refuses(utf8('hola mundo'), /plantilla/);
  });

  it("reads the other column names the contract accepts (as the app's preview does)", () => {
    const [row] = read('Nombre(s);Apellido;Correo Electrónico;Celular;Cargo\nAna;López;ana@x.mx;442 123 4567;Residente');
    expect(row.values).toMatchObject({
      nombre: 'Ana',
      apellidos: 'López',
      correo: 'ana@x.mx',
      telefono: '442 123 4567',
      puesto: 'Residente',
    });
  });

  it('takes up to 500 rows and refuses 501', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `Ana,López,ana${i}@x.mx`).join('\n');
    expect(MAX_ROWS).toBe(500);
    expect(read(`${HEADER}\n${lines(500)}`)).toHaveLength(500);
    refuses(utf8(`${HEADER}\n${lines(501)}`), /501/);
  });

  it('refuses more than 1 MB', () => {
    expect(MAX_BYTES).toBe(1024 * 1024);
    const header = utf8(`${HEADER}\nAna,López,ana@x.mx,,"`);
    const big = new Uint8Array(MAX_BYTES + 1).fill(0x61);
    big.set(header);
    refuses(big, /1 MB/);
  });
});

describe('employeeFromRow', () => {
  const reasonOf = (values: Record<string, string>) => employeeFromRow(row(values), PATTERNS).reason;

  it('a valid row becomes an EmployeeCreate', () => {
    expect(employeeFromRow(row({ puesto: 'Residente de obra' }), PATTERNS)).toEqual({
      employee: {
        firstName: 'Ana',
        lastName: 'López Ruiz',
        email: 'ana.lopez@empresa.mx',
        phone: null,
        position: 'Residente de obra',
        rfc: null,
        curp: null,
      },
    });
  });

  it.each([
    [{ nombre: '' }, /columna nombre/],
    [{ apellidos: '' }, /columna apellidos/],
    [{ nombre: 'A'.repeat(81) }, /80 caracteres/],
    [{ apellidos: 'B'.repeat(81) }, /80 caracteres/],
    [{ correo: '' }, /columna correo/],
    [{ correo: 'ana.lopez@' }, /columna correo/],
    [{ correo: 'ana lopez@empresa.mx' }, /columna correo/],
    [{ correo: `${'a'.repeat(250)}@x.mx` }, /columna correo/],
    [{ telefono: '442 123 45' }, /columna telefono/],
    [{ telefono: '+1 442 123 4567' }, /columna telefono/],
    [{ puesto: 'P'.repeat(81) }, /columna puesto/],
    [{ rfc: 'ABC123' }, /columna rfc/],
    [{ rfc: 'CBA090615K22' }, /columna rfc/], // a company's RFC (12 characters), not a person's
    [{ curp: 'RAOL850412HDFMRS0' }, /columna curp/],
    [{ curp: 'RAOL850412QDFMRS06' }, /columna curp/],
  ])('%o is invalid: %s', (values, reason) => {
    expect(reasonOf(values)).toMatch(reason);
  });

  it('the first problem found is the one reported', () => {
    expect(reasonOf({ nombre: '', correo: 'x' })).toMatch(/columna nombre/);
  });

  it.each(['442 123 4567', '+52 442 123 4567', '(442) 123-4567', '52 4421234567', '4421234567'])(
    'the phone %s becomes +524421234567',
    (telefono) => {
      expect(employeeFromRow(row({ telefono }), PATTERNS).employee?.phone).toBe('+524421234567');
    },
  );

  it("RFC and CURP are upper-cased and checked with the contract's patterns", () => {
    const { employee } = employeeFromRow(row({ rfc: 'raol850412hn6', curp: 'raol850412hdfmrs06' }), PATTERNS);
    expect(employee?.rfc).toBe('RAOL850412HN6');
    expect(employee?.curp).toBe('RAOL850412HDFMRS06');
    expect(employee?.rfc).toMatch(new RegExp(PATTERNS.rfcPattern));
    expect(employee?.curp).toMatch(new RegExp(PATTERNS.curpPattern));
    expect(employeeFromRow(row({ rfc: 'RAOL-850412-HN6' }), PATTERNS).employee?.rfc).toBe('RAOL850412HN6');
    expect(employeeFromRow(row({ rfc: 'ñuña850412hn6' }), PATTERNS).employee?.rfc).toBe('ÑUÑA850412HN6');
    // The generic RFC of the general public is accepted.
    expect(employeeFromRow(row({ rfc: 'XAXX010101000' }), PATTERNS).employee?.rfc).toBe('XAXX010101000');
  });

  it('the e-mail is lower-cased', () => {
    expect(employeeFromRow(row({ correo: 'Ana.Lopez@Empresa.MX' }), PATTERNS).employee?.email).toBe('ana.lopez@empresa.mx');
  });

  it("an e-mail is accepted only when the contract's format accepts it (as POST /employees would)", () => {
    for (const correo of [
      'josé.núñez@empresa.mx',
      'ana..lopez@empresa.mx',
      'ana@empresa..mx',
      'ana@-empresa.mx',
      'ana@empresa.mx.',
      '"ana"@empresa.mx',
    ]) {
      const result = employeeFromRow(row({ correo }), PATTERNS);
      expect({ correo, contract: isContractEmail(correo.toLowerCase()) }).toEqual({ correo, contract: false });
      expect({ correo, reason: result.reason }).toEqual({ correo, reason: expect.stringMatching(/columna correo/) });
    }
    for (const correo of ['ana.lopez@empresa.mx', 'ana+obra@constructora-bajio.com.mx', "o'neill@x.mx"]) {
      expect(isContractEmail(correo)).toBe(true);
      expect(employeeFromRow(row({ correo }), PATTERNS).employee?.email).toBe(correo);
    }
  });

  it("every valid row satisfies the contract's EmployeeCreate", () => {
    const doc = loadContract() as { components: Record<string, unknown> };
    const validate = ajv.compile({ $ref: '#/components/schemas/EmployeeCreate', components: doc.components });
    const { employee } = employeeFromRow(
      row({ telefono: '+52 442 123 4567', puesto: 'Jefa de obra', rfc: 'raol850412hn6', curp: 'raol850412hdfmrs06', correo: 'ANA@X.MX' }),
      PATTERNS,
    );
    expect(validate(employee), JSON.stringify(validate.errors)).toBe(true);
  });
});
