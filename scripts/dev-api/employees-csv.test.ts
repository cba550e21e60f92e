// @vitest-environment node
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../openapi-contract.mjs';
import fc from 'fast-check';
import { previewEmployeeCsv, type PreviewRow } from '../../src/features/employees/employee-csv.ts';
import {
  CsvFileError,
  decodeCsv,
  employeeFromRow,
  importEmployeeRows,
  joinReasons,
  MAX_BYTES,
  MAX_ROWS,
  parseCsv,
  readEmployeeFile,
  rowRulesFrom,
} from './employees-csv.mjs';

const schemas = (loadContract() as { components: { schemas: Record<string, Record<string, unknown>> } }).components.schemas;
const RULES = rowRulesFrom((name) => schemas[name]!);
const LABELS = {
  nombre: 'nombre',
  apellidos: 'apellidos',
  correo: 'correo',
  telefono: 'telefono',
  puesto: 'puesto',
  rfc: 'rfc',
  curp: 'curp',
};

// The contract's EmployeeCreate, checked as the API checks a JSON body (POST /employees).
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const isContractEmail = ajv.compile({ type: 'string', format: 'email', maxLength: 254 });

const utf8 = (text: string) => new TextEncoder().encode(text);
const HEADER = 'nombre,apellidos,correo,telefono,puesto,rfc,curp';

type Column = keyof typeof LABELS;

/** A data row as readEmployeeFile gives it: a valid employee unless `cells` say otherwise (cells as written). */
function row(cells: Partial<Record<Column, string>>) {
  const written = {
    nombre: 'Ana',
    apellidos: 'López Ruiz',
    correo: 'ana.lopez@empresa.mx',
    telefono: '',
    puesto: '',
    rfc: '',
    curp: '',
    ...cells,
  };
  const values = Object.fromEntries(Object.entries(written).map(([column, cell]) => [column, cell.trim()])) as typeof written;
  return { line: 2, values, cells: written };
}

const fromRow = (cells: Partial<Record<Column, string>>) => employeeFromRow(row(cells), LABELS, RULES);

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

describe('readEmployeeFile', () => {
  /** Each row's line and trimmed values. */
  const read = (text: string) => readEmployeeFile(utf8(text)).rows.map(({ line, values }) => ({ line, values }));
  const refuses = (bytes: Uint8Array, message: RegExp) => {
    expect(() => readEmployeeFile(bytes)).toThrow(CsvFileError);
    expect(() => readEmployeeFile(bytes)).toThrow(message);
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
    expect(rows[0]!.values).toEqual({
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
    expect(rows[0]!.values).toMatchObject({ nombre: 'Ana', apellidos: 'López, Ruiz', correo: 'ana@x.mx', puesto: 'Jefa, obra' });
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
    expect(rows[0]!.values.nombre).toBe('Ana\nMaría');
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
    expect(readEmployeeFile(bytes).rows[0]!.values).toMatchObject({ nombre: 'José María', apellidos: 'Núñez', telefono: '4421234567' });
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
  const reasonOf = (cells: Partial<Record<Column, string>>) => fromRow(cells).reason;

  it('a valid row becomes an EmployeeCreate, spaces collapsed', () => {
    expect(fromRow({ nombre: ' Ana  Sofía ', puesto: 'Residente  de obra' })).toEqual({
      employee: {
        firstName: 'Ana Sofía',
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
    [{ nombre: '' }, 'Falta el nombre (columna «nombre»).'],
    [{ apellidos: '' }, 'Faltan los apellidos (columna «apellidos»).'],
    [{ nombre: 'A'.repeat(81) }, 'Escribe como máximo 80 caracteres (columna «nombre»).'],
    [{ apellidos: 'B'.repeat(81) }, 'Escribe como máximo 80 caracteres (columna «apellidos»).'],
    [{ nombre: 'Ana2' }, 'Usa solo letras, espacios, apóstrofos o guiones (columna «nombre»).'],
    [{ correo: '' }, 'Falta el correo (columna «correo»).'],
    [{ correo: 'ana.lopez@' }, 'Escribe un correo válido, por ejemplo nombre@empresa.mx (columna «correo»).'],
    [{ correo: 'ana lopez@empresa.mx' }, 'Escribe un correo válido, por ejemplo nombre@empresa.mx (columna «correo»).'],
    [{ correo: `${'a'.repeat(250)}@x.mx` }, 'El correo puede tener como máximo 254 caracteres (columna «correo»).'],
    [{ telefono: '442 123 45' }, 'El teléfono tiene 10 dígitos, sin el +52, por ejemplo 55 1234 5678 (columna «telefono»).'],
    [{ telefono: '+1 442 123 4567' }, 'El teléfono tiene 10 dígitos, sin el +52, por ejemplo 55 1234 5678 (columna «telefono»).'],
    [{ telefono: '0442123456' }, 'El teléfono no puede empezar con 0: escribe los 10 dígitos sin prefijos (columna «telefono»).'],
    [{ puesto: 'P'.repeat(81) }, 'Escribe como máximo 80 caracteres (columna «puesto»).'],
    [{ rfc: 'ABC123' }, 'El RFC de persona física tiene 13 caracteres, escribiste 6 (columna «rfc»).'],
    [{ rfc: 'CBA090615K22' }, 'Ese RFC es de persona moral (12 caracteres); el de persona física tiene 13 (columna «rfc»).'],
    [{ rfc: 'RAOL851312HN6' }, 'La fecha del RFC (caracteres 5 a 10) no es una fecha válida (columna «rfc»).'],
    [{ curp: 'RAOL850412HDFMRS0' }, 'La CURP tiene 18 caracteres, escribiste 17 (columna «curp»).'],
    [{ curp: 'RAOL850412QDFMRS06' }, 'La CURP no tiene un formato válido (columna «curp»). Ejemplo: HEGG560427MVZRRL04.'],
    [{ curp: 'RAOL850412HDFMRS07' }, 'La CURP no es válida: revisa el último carácter, dígito verificador (columna «curp»).'],
  ])('%o is invalid: %s', (cells, reason) => {
    expect(reasonOf(cells)).toBe(reason);
  });

  it('every problem of the row is reported, in the order of the template, each naming its column', () => {
    expect(reasonOf({ nombre: '', correo: 'x', curp: 'X' })).toBe(
      'Falta el nombre (columna «nombre»). Escribe un correo válido, por ejemplo nombre@empresa.mx (columna «correo»). ' +
        'La CURP tiene 18 caracteres, escribiste 1 (columna «curp»).',
    );
  });

  it('names the column as the file writes it', () => {
    const labels = { ...LABELS, correo: 'Correo electrónico' };
    expect(employeeFromRow(row({ correo: 'x' }), labels, RULES).reason).toMatch(/\(columna «Correo electrónico»\)\.$/);
  });

  it.each([
    ['=HYPERLINK("https://malo.example","clic")', '«=»'],
    ['+52 442 123 4567', '«+»'],
    ['-1+1', '«-»'],
    ['@SUM(A1)', '«@»'],
    ['  =1+1', '«=»'],
    ['\tAna', 'un tabulador'],
    ['\rAna', 'un retorno de carro'],
  ])('a text cell starting %j is a formula, refused in every text column', (cell, what) => {
    for (const column of ['nombre', 'apellidos', 'correo', 'puesto'] as const) {
      const result = fromRow({ [column]: cell });
      expect(result.employee).toBeUndefined();
      expect(result.reason).toBe(`Empieza con ${what}, que una hoja de cálculo tomaría como fórmula: quítalo (columna «${column}»).`);
    }
  });

  it('a "+" or "-" inside a cell, or a phone written "+52", is no formula', () => {
    expect(fromRow({ nombre: 'Ana-Luisa', puesto: 'Jefa de obra - turno B', telefono: '+52 442 123 4567' }).employee).toMatchObject({
      firstName: 'Ana-Luisa',
      position: 'Jefa de obra - turno B',
      phone: '+524421234567',
    });
  });

  it('a reason stays within the 500 characters the contract allows: whole reasons, then the columns of the rest', () => {
    const all = { nombre: '=a', apellidos: '=b', correo: '=c', telefono: '1', puesto: '=d', rfc: 'X', curp: 'Y' };
    const reason = fromRow(all).reason!;
    expect(reason.length).toBeLessThanOrEqual(500);
    expect(reason).toMatch(/^Empieza con «=», que una hoja de cálculo tomaría como fórmula: quítalo \(columna «nombre»\)\. /);
    expect(reason).toMatch(/ También hay errores en las columnas «puesto», «rfc» y «curp»\.$/);
    expect(joinReasons([{ text: 'Uno (columna «a»).', column: 'a' }])).toBe('Uno (columna «a»).');
    const long = (column: string) => ({ text: `${'x'.repeat(200)} (columna «${column}»).`, column });
    expect(joinReasons([long('a'), long('b'), long('c')])).toBe(
      `${long('a').text} ${long('b').text} También hay errores en la columna «c».`,
    );
  });

  it.each(['442 123 4567', '+52 442 123 4567', '(442) 123-4567', '52 4421234567', '+52 1 442 123 4567', '4421234567'])(
    'the phone %s becomes +524421234567',
    (telefono) => {
      expect(fromRow({ telefono }).employee?.phone).toBe('+524421234567');
    },
  );

  it('RFC and CURP are upper-cased, without separators, and checked with their check digits', () => {
    const { employee } = fromRow({ rfc: 'raol850412hn6', curp: 'raol850412hdfmrs06' });
    expect(employee?.rfc).toBe('RAOL850412HN6');
    expect(employee?.curp).toBe('RAOL850412HDFMRS06');
    expect(employee?.rfc).toMatch(RULES.rfcPattern);
    expect(employee?.curp).toMatch(RULES.curpPattern);
    expect(fromRow({ rfc: 'RAOL-850412-HN6' }).employee?.rfc).toBe('RAOL850412HN6');
    expect(fromRow({ rfc: 'ñuña850412hn9' }).employee?.rfc).toBe('ÑUÑA850412HN9');
    // The generic RFC of the general public is accepted.
    expect(fromRow({ rfc: 'XAXX010101000' }).employee?.rfc).toBe('XAXX010101000');
  });

  it('the e-mail is lower-cased', () => {
    expect(fromRow({ correo: 'Ana.Lopez@Empresa.MX' }).employee?.email).toBe('ana.lopez@empresa.mx');
  });

  it("an e-mail is accepted only when both the contract's format and the app's rule accept it", () => {
    for (const correo of [
      'josé.núñez@empresa.mx',
      'ana..lopez@empresa.mx',
      'ana@empresa..mx',
      'ana@-empresa.mx',
      'ana@empresa.mx.',
      '"ana"@empresa.mx',
    ]) {
      expect({ correo, contract: isContractEmail(correo.toLowerCase()) }).toEqual({ correo, contract: false });
      expect({ correo, reason: fromRow({ correo }).reason }).toEqual({ correo, reason: expect.stringMatching(/columna «correo»/) });
    }
    // The contract takes a one-letter top-level domain; the app (and so the import) does not.
    expect(isContractEmail('ana@empresa.m')).toBe(true);
    expect(fromRow({ correo: 'ana@empresa.m' }).reason).toMatch(/columna «correo»/);
    for (const correo of ['ana.lopez@empresa.mx', 'ana+obra@constructora-bajio.com.mx', "o'neill@x.mx"]) {
      expect(isContractEmail(correo)).toBe(true);
      expect(fromRow({ correo }).employee?.email).toBe(correo);
    }
  });

  it("every valid row satisfies the contract's EmployeeCreate", () => {
    const doc = loadContract() as { components: Record<string, unknown> };
    const validate = ajv.compile({ $ref: '#/components/schemas/EmployeeCreate', components: doc.components });
    const { employee } = fromRow({
      telefono: '+52 442 123 4567',
      puesto: 'Jefa de obra',
      rfc: 'raol850412hn6',
      curp: 'raol850412hdfmrs06',
      correo: 'ANA@X.MX',
    });
    expect(validate(employee), JSON.stringify(validate.errors)).toBe(true);
  });
});

describe('importEmployeeRows', () => {
  const run = (text: string, taken: string[] = []) => {
    const added: string[] = [];
    const result = importEmployeeRows(readEmployeeFile(utf8(text)), RULES, {
      isTaken: (email) => taken.includes(email),
      add: (employee) => {
        added.push(employee.email);
        return `e${added.length}`;
      },
    });
    return { result, added };
  };

  it('adds valid rows, and reports duplicates and invalid rows by their line, with the reason', () => {
    const { result, added } = run(
      [
        HEADER,
        'Daniela,Castro Aguilar,daniela.castro@x.mx,,,,',
        'Ana,Martínez,ana@x.mx,,,,',
        'Dani,Castro,DANIELA.CASTRO@x.mx,,,,',
        '=HYPERLINK("https://malo.example"),Gómez,pedro@x.mx,,,,',
      ].join('\n'),
      ['ana@x.mx'],
    );
    expect(added).toEqual(['daniela.castro@x.mx']);
    expect(result).toEqual({
      added: 1,
      duplicates: 2,
      invalid: 1,
      rows: [
        { row: 2, status: 'added', email: 'daniela.castro@x.mx', name: 'Daniela Castro Aguilar', reason: null, employeeId: 'e1' },
        {
          row: 3,
          status: 'duplicate',
          email: 'ana@x.mx',
          name: 'Ana Martínez',
          reason: 'Ya tienes un empleado con este correo.',
          employeeId: null,
        },
        {
          row: 4,
          status: 'duplicate',
          email: 'DANIELA.CASTRO@x.mx',
          name: 'Dani Castro',
          reason: 'Este correo ya aparece en la fila 2.',
          employeeId: null,
        },
        {
          row: 5,
          status: 'invalid',
          email: 'pedro@x.mx',
          name: '=HYPERLINK("https://malo.example") Gómez',
          reason: 'Empieza con «=», que una hoja de cálculo tomaría como fórmula: quítalo (columna «nombre»).',
          employeeId: null,
        },
      ],
    });
  });

  it("a row's name and e-mail stay within the contract's 500 characters", () => {
    const { result } = run(`${HEADER}\n${'A'.repeat(600)},López,${'b'.repeat(600)}@x.mx,,,,`);
    expect(result.rows[0]!.name).toHaveLength(500);
    expect(result.rows[0]!.email).toHaveLength(500);
    expect(result.rows[0]!.status).toBe('invalid');
  });
});

// The app's preview and this server judge every row alike: what the preview marks "Con errores" the
// server refuses with the same reason, what it marks "Lista" the server adds, its duplicates are the
// server's (an e-mail earlier in the file). Files are made of cells that each rule reads one way or the other.
describe('the app preview and the development API agree on every row', () => {
  const CELLS: Record<Column, string[]> = {
    nombre: [
      'Ana Sofía',
      'María José',
      "D'Angelo",
      'Ma. de la Luz',
      '',
      '  ',
      'Ana2',
      '=HYPERLINK("https://x.example","clic")',
      '+Ana',
      '-Ana',
      '@Ana',
      '\tAna',
      ' =1+1',
      'A'.repeat(81),
      'Ñoño',
    ],
    apellidos: ['López Ruiz', 'Núñez-Peña', '', 'Ruiz 3', '=1+1', '@x', 'B'.repeat(80)],
    correo: [
      'ana@x.mx',
      'Ana.Lopez@Empresa.MX',
      'ana@x.mx',
      'josé@x.mx',
      'ana..b@x.mx',
      'ana@x.m',
      'ana@',
      '',
      '=cmd@x.mx',
      '+ana@x.mx',
      '-a@x.mx',
      "o'neill@x.mx",
      `${'a'.repeat(250)}@x.mx`,
    ],
    telefono: ['', '442 123 4567', '+52 442 123 4567', '+52 1 442 123 4567', '0442123456', '12345', '+1 442 123 4567', '(55) 1234-5678'],
    puesto: ['', 'Residente de obra', 'Jefa - turno B', '=SUMA(A1:A2)', '-Jefa', '@Jefa', '+Jefa', 'P'.repeat(81), '  Topógrafo  '],
    rfc: [
      '',
      'RAOL850412HN6',
      'raol-850412-hn6',
      'XAXX010101000',
      'CBA090615K22',
      'RAOL850412HN7',
      'RAOL851312HN6',
      'ABC',
      'ñuña850412hn9',
      '=RAOL850412HN6',
    ],
    curp: ['', 'RAOL850412HDFMRS06', 'raol850412hdfmrs06', 'RAOL850412HDFMRS07', 'RAOL850412QDFMRS06', 'RAOL850412HDFMRS0'],
  };
  const COLUMNS = Object.keys(CELLS) as Column[];

  /** A cell as the CSV writes it (quoted when it must be). */
  const csvCell = (cell: string) => (/[",;\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const aRow = fc.record(
    Object.fromEntries(COLUMNS.map((column) => [column, fc.constantFrom(...CELLS[column])])) as Record<Column, fc.Arbitrary<string>>,
  );

  /** What the server makes of a preview's row: `ready` is `added`. */
  const asServer = (row: PreviewRow) => ({
    row: row.row,
    status: row.status === 'ready' ? 'added' : row.status,
    reason: row.reason,
  });

  it('on the same file, row by row', () => {
    fc.assert(
      fc.property(
        fc.array(aRow, { minLength: 1, maxLength: 8 }),
        fc.constantFrom(',', ';'),
        fc.shuffledSubarray(COLUMNS, { minLength: 3 }),
        (rows, delimiter, optional) => {
          const columns = COLUMNS.filter((column) => ['nombre', 'apellidos', 'correo'].includes(column) || optional.includes(column));
          const text = [
            columns.join(delimiter),
            ...rows.map((cells) => columns.map((column) => csvCell(cells[column])).join(delimiter)),
          ].join('\r\n');
          const preview = previewEmployeeCsv(text);
          const { result } = run(text);
          if (!preview.ok) throw new Error(preview.message);
          expect(result.rows.map(({ row, status, reason }) => ({ row, status, reason }))).toEqual(preview.rows.map(asServer));
        },
      ),
      { numRuns: 300 },
    );
  });

  const run = (text: string) => {
    let next = 0;
    const result = importEmployeeRows(readEmployeeFile(utf8(text)), RULES, { isTaken: () => false, add: () => `e${(next += 1)}` });
    return { result };
  };

  it('the headers as the customer writes them name the columns alike', () => {
    const text = 'Nombre(s);Apellido;Correo Electrónico;Celular;Cargo;RFC;CURP\n=Ana;López;ana@;12;@x;ABC;X';
    const preview = previewEmployeeCsv(text);
    if (!preview.ok) throw new Error(preview.message);
    expect(run(text).result.rows[0]!.reason).toBe(preview.rows[0]!.reason);
    expect(preview.rows[0]!.reason).toContain('(columna «Correo Electrónico»)');
  });
});
