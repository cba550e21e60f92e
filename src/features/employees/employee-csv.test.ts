// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_MAX_BYTES, checkCsvFile, decodeCsv, inColumn, parseCsv, previewEmployeeCsv, readEmployeeCsv } from './employee-csv';
import { DANIELA } from './test/fixtures';

describe('parseCsv', () => {
  it('reads quotes, escaped quotes, CRLF, a BOM and skips blank lines, keeping line numbers', () => {
    const text = '\uFEFFnombre,apellidos,correo\r\n"Ana, Sofía","Martínez ""La Ing."" López",ana@x.mx\r\n\r\nJorge,Pérez,jorge@x.mx';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['nombre', 'apellidos', 'correo'] },
      { line: 2, cells: ['Ana, Sofía', 'Martínez "La Ing." López', 'ana@x.mx'] },
      { line: 4, cells: ['Jorge', 'Pérez', 'jorge@x.mx'] },
    ]);
  });

  it('accepts semicolons (Excel) and newlines inside quotes', () => {
    expect(parseCsv('nombre;puesto\nLuis;"Jefe\nde obra"\nMar;Compras\n')).toEqual([
      { line: 1, cells: ['nombre', 'puesto'] },
      { line: 2, cells: ['Luis', 'Jefe\nde obra'] },
      { line: 4, cells: ['Mar', 'Compras'] },
    ]);
  });

  it('a quoted ";" in the header does not change the delimiter', () => {
    expect(parseCsv('"a;b;c",d\n1,2').map((r) => r.cells)).toEqual([
      ['a;b;c', 'd'],
      ['1', '2'],
    ]);
  });

  it('round-trips any table written with quotes', () => {
    const cell = fc.string({ maxLength: 12 });
    const table = fc
      .array(fc.array(cell, { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 6 })
      .filter((rows) => rows.every((row) => row.some((value) => value.trim() !== '')));
    fc.assert(
      fc.property(table, fc.constantFrom(',', ';'), (rows, delimiter) => {
        const text = rows.map((row) => row.map((value) => `"${value.replace(/"/g, '""')}"`).join(delimiter)).join('\r\n');
        expect(parseCsv(text).map((record) => record.cells)).toEqual(rows.map((row) => row.map((v) => v)));
      }),
      { numRuns: 500 },
    );
  });
});

describe('previewEmployeeCsv', () => {
  const header = 'nombre,apellidos,correo,telefono,puesto,rfc,curp';

  it('marks each row ready, duplicate or invalid with the reason', () => {
    const preview = previewEmployeeCsv(
      [
        header,
        'Daniela,Castro Aguilar,Daniela.Castro@constructoradelbajio.mx,442 123 4567,Residente de obra,,',
        'Héctor,Ibarra Luna,hector.ibarra@constructoradelbajio.mx,,,,',
        'Dani,Castro,daniela.castro@constructoradelbajio.mx,,,,',
        'Pedro,Gómez Treviño,pedro.gomez@,,,,',
        'Sofía,,sofia.luna@constructoradelbajio.mx,55 12,,GODE561331GR8,',
      ].join('\n'),
    );
    expect(preview).toEqual({
      ok: true,
      rows: [
        {
          row: 2,
          name: 'Daniela Castro Aguilar',
          email: 'daniela.castro@constructoradelbajio.mx',
          status: 'ready',
          reason: null,
          employee: DANIELA,
        },
        expect.objectContaining({ row: 3, status: 'ready', reason: null }),
        expect.objectContaining({ row: 4, status: 'duplicate', reason: 'Este correo ya aparece en la fila 2.', employee: null }),
        expect.objectContaining({
          row: 5,
          status: 'invalid',
          reason: 'Escribe un correo válido, por ejemplo nombre@empresa.mx (columna «correo»).',
        }),
        {
          row: 6,
          name: 'Sofía',
          email: 'sofia.luna@constructoradelbajio.mx',
          status: 'invalid',
          reason:
            'Faltan los apellidos (columna «apellidos»). El teléfono tiene 10 dígitos, sin el +52, por ejemplo 55 1234 5678 (columna «telefono»). La fecha del RFC (caracteres 5 a 10) no es una fecha válida (columna «rfc»).',
          employee: null,
        },
      ],
    });
  });

  it('accepts Spanish headers with accents, other cases and order', () => {
    const preview = previewEmployeeCsv('Correo Electrónico;Apellidos;Nombre(s)\nana@x.mx;López;Ana');
    expect(preview).toMatchObject({ ok: true, rows: [{ status: 'ready', name: 'Ana López', email: 'ana@x.mx' }] });
  });

  it.each([
    ['', 'El archivo está vacío. Usa la plantilla y agrega una fila por empleado.'],
    ['nombre,apellidos,correo\n', 'El archivo solo tiene encabezados. Agrega una fila por empleado.'],
    ['nombre,puesto\nAna,Compras', 'Faltan las columnas «apellidos», «correo» en la primera fila. Usa la plantilla.'],
    ['nombre,apellidos,email2\nAna,López,a@x.mx', 'Falta la columna «correo» en la primera fila. Usa la plantilla.'],
  ])('refuses the file %j', (text, message) => {
    expect(previewEmployeeCsv(text)).toEqual({ ok: false, message });
  });

  it('refuses more than 500 rows', () => {
    const rows = Array.from({ length: 501 }, (_, i) => `Ana,López,ana${i}@x.mx`);
    expect(previewEmployeeCsv([header, ...rows].join('\n'))).toEqual({
      ok: false,
      message: 'El archivo tiene 501 filas; el máximo es 500 por importación.',
    });
  });
});

describe('row errors name their column', () => {
  const reasonOf = (header: string, row: string) => {
    const preview = previewEmployeeCsv(`${header}\n${row}`);
    if (!preview.ok) throw new Error(preview.message);
    return preview.rows[0]!.reason;
  };
  const header = 'nombre,apellidos,correo,telefono,puesto,rfc,curp';

  it.each([
    [',López,ana@x.mx,,,,', 'Falta el nombre (columna «nombre»).'],
    ['Ana,,ana@x.mx,,,,', 'Faltan los apellidos (columna «apellidos»).'],
    ['Ana,López,,,,,', 'Falta el correo (columna «correo»).'],
    ['R2D2,López,ana@x.mx,,,,', 'Usa solo letras, espacios, apóstrofos o guiones (columna «nombre»).'],
    [`Ana,${'a'.repeat(81)},ana@x.mx,,,,`, 'Escribe como máximo 80 caracteres (columna «apellidos»).'],
    ['Ana,López,ana@x,,,,', 'Escribe un correo válido, por ejemplo nombre@empresa.mx (columna «correo»).'],
    ['Ana,López,ana@x.mx,55 12,,,', 'El teléfono tiene 10 dígitos, sin el +52, por ejemplo 55 1234 5678 (columna «telefono»).'],
    ['Ana,López,ana@x.mx,0512345678,,,', 'El teléfono no puede empezar con 0: escribe los 10 dígitos sin prefijos (columna «telefono»).'],
    [`Ana,López,ana@x.mx,,${'p'.repeat(81)},,`, 'Escribe como máximo 80 caracteres (columna «puesto»).'],
    ['Ana,López,ana@x.mx,,,EKU9003173C9,', 'Ese RFC es de persona moral (12 caracteres); el de persona física tiene 13 (columna «rfc»).'],
    ['Ana,López,ana@x.mx,,,GODE561231,', 'El RFC de persona física tiene 13 caracteres, escribiste 10 (columna «rfc»).'],
    ['Ana,López,ana@x.mx,,,1ODE561231GR8,', 'El RFC no tiene un formato válido (columna «rfc»). Ejemplo: GODE561231GR8.'],
    ['Ana,López,ana@x.mx,,,,HEGG560427MVZRRL0', 'La CURP tiene 18 caracteres, escribiste 17 (columna «curp»).'],
    ['Ana,López,ana@x.mx,,,,HEGG560427MVZRRL05', 'La CURP no es válida: revisa el último carácter, dígito verificador (columna «curp»).'],
  ])('%j → %j', (row, reason) => {
    expect(reasonOf(header, row)).toBe(reason);
  });

  it('names the column as the file writes it, for each problem of the row', () => {
    expect(reasonOf('Nombre(s);Apellido;Correo Electrónico;Celular', ';Pérez;jorge@;123')).toBe(
      'Falta el nombre (columna «Nombre(s)»). Escribe un correo válido, por ejemplo nombre@empresa.mx (columna «Correo Electrónico»). El teléfono tiene 10 dígitos, sin el +52, por ejemplo 55 1234 5678 (columna «Celular»).',
    );
  });

  it('every invalid row says a column for each of its problems', () => {
    const cell = fc.oneof(
      fc.constant(''),
      fc.string({ maxLength: 20 }).map((value) => value.replace(/[",;\r\n]/g, '')),
    );
    fc.assert(
      fc.property(fc.array(cell, { minLength: 7, maxLength: 7 }), (cells) => {
        const preview = previewEmployeeCsv(`${header}\n${cells.join(',')}`);
        if (!preview.ok) return;
        for (const row of preview.rows.filter((r) => r.status === 'invalid')) {
          const sentences = row.reason!.split(/(?<=\.) (?=[A-ZÁÉÍÓÚÑ])/).filter((s) => !s.startsWith('Ejemplo:'));
          for (const sentence of sentences) {
            // Past 500 characters the last sentence names the columns left out.
            expect(sentence).toMatch(
              /\(columna «(nombre|apellidos|correo|telefono|puesto|rfc|curp)»\)\.$|^También hay errores en las? columnas? «/,
            );
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ['=HYPERLINK("https://malo.example";"clic"),López,ana@x.mx,,,,', '«=»', 'nombre'],
    ['Ana,+López,ana@x.mx,,,,', '«+»', 'apellidos'],
    ['Ana,López,-ana@x.mx,,,,', '«-»', 'correo'],
    ['Ana,López,ana@x.mx,,@SUMA(A1),,', '«@»', 'puesto'],
    ['Ana,López,ana@x.mx,,  =1+1,,', '«=»', 'puesto'],
    ['Ana,López,ana@x.mx,,"\tJefa",,', 'un tabulador', 'puesto'],
    ['Ana,López,ana@x.mx,,"\rJefa",,', 'un retorno de carro', 'puesto'],
  ])('a text cell that a spreadsheet would run as a formula is an error: %j', (row, what, column) => {
    const preview = previewEmployeeCsv(`${header}\n${row}`);
    if (!preview.ok) throw new Error(preview.message);
    expect(preview.rows[0]).toMatchObject({
      status: 'invalid',
      reason: `Empieza con ${what}, que una hoja de cálculo tomaría como fórmula: quítalo (columna «${column}»).`,
      employee: null,
    });
  });

  it('a "+" or "-" inside a cell, or a phone written +52, is no formula', () => {
    const preview = previewEmployeeCsv(`${header}\nAna-Luisa,López,ana@x.mx,+52 442 123 4567,Jefa - turno B,,`);
    if (!preview.ok) throw new Error(preview.message);
    expect(preview.rows[0]).toMatchObject({ status: 'ready', employee: { phone: '+524421234567', position: 'Jefa - turno B' } });
  });

  it("an e-mail the contract's format refuses is an error, as the server would say", () => {
    for (const email of ['josé@x.mx', 'ana..lopez@x.mx', 'ana@-x.mx']) {
      expect(reasonOf(header, `Ana,López,${email},,,,`)).toBe(
        'Escribe un correo válido, por ejemplo nombre@empresa.mx (columna «correo»).',
      );
    }
  });

  it('a row with many problems says them within 500 characters, naming the columns left out', () => {
    const reason = reasonOf(header, '=a,=b,=c,1,=d,X,Y')!;
    expect(reason.length).toBeLessThanOrEqual(500);
    expect(reason).toMatch(/ También hay errores en las columnas «puesto», «rfc» y «curp»\.$/);
  });

  it('inColumn puts the column at the end of the first sentence without doubling parentheses', () => {
    expect(inColumn('Escribe el nombre.', 'nombre')).toBe('Escribe el nombre (columna «nombre»).');
    expect(inColumn('Uno (dos).', 'x')).toBe('Uno, dos (columna «x»).');
    expect(inColumn('Uno. Dos.', 'x')).toBe('Uno (columna «x»). Dos.');
    expect(inColumn('Sin punto', 'x')).toBe('Sin punto (columna «x»).');
  });
});

// Text as Excel on Windows saves it ("CSV (delimitado por comas)", Windows-1252): one byte per
// character, é 0xE9, í 0xED, ú 0xFA, ñ 0xF1, Á 0xC1 (Latin-1), and –, €, “, ” at 0x80–0x9F.
function windows1252(text: string): Uint8Array {
  const c1: Record<string, number> = { '€': 0x80, '“': 0x93, '”': 0x94, '–': 0x96 };
  return Uint8Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    if (c1[char] !== undefined) return c1[char];
    if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return code;
    throw new Error(`Not in this test's Windows-1252 table: ${char}`);
  });
}

const EXCEL_ROWS = [
  'nombre,apellidos,correo,telefono,puesto,rfc,curp',
  'José María,Núñez Ibáñez,jose.nunez@constructoradelbajio.mx,442 123 4567,Compras – Almacén,,',
  'Ángela,Muñoz,angela.munoz@constructoradelbajio.mx,,,,',
];

describe('decodeCsv: what Excel writes', () => {
  const utf8 = (text: string) => new TextEncoder().encode(text);

  it('reads Windows-1252 (invalid UTF-8 falls back), including what it has at 0x80–0x9F', () => {
    expect(Array.from(windows1252('José María Núñez'))).toEqual([
      0x4a, 0x6f, 0x73, 0xe9, 0x20, 0x4d, 0x61, 0x72, 0xed, 0x61, 0x20, 0x4e, 0xfa, 0xf1, 0x65, 0x7a,
    ]);
    expect(decodeCsv(windows1252('José María Núñez'))).toEqual({ ok: true, text: 'José María Núñez', encoding: 'windows-1252' });
    expect(decodeCsv(windows1252('José María Núñez, “€ 5” – Ñ'))).toEqual({
      ok: true,
      text: 'José María Núñez, “€ 5” – Ñ',
      encoding: 'windows-1252',
    });
  });

  it('reads UTF-8 with and without a BOM, dropping the BOM', () => {
    expect(decodeCsv(utf8('\uFEFFJosé María Núñez'))).toEqual({ ok: true, text: 'José María Núñez', encoding: 'utf-8' });
    expect(decodeCsv(utf8('José María Núñez'))).toEqual({ ok: true, text: 'José María Núñez', encoding: 'utf-8' });
  });

  it('ASCII is the same either way', () => {
    expect(decodeCsv(utf8('nombre,correo'))).toEqual({ ok: true, text: 'nombre,correo', encoding: 'utf-8' });
  });

  it('explains files that are not CSV text', () => {
    const utf16 = Uint8Array.from([0xff, 0xfe, 0x6e, 0x00, 0x6f, 0x00]);
    expect(decodeCsv(utf16)).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^El archivo está guardado como texto Unicode \(UTF-16\), no como CSV\. En Excel, usa «Guardar como»/,
      ) as string,
    });
    const workbook = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
    expect(decodeCsv(workbook)).toEqual({
      ok: false,
      message: expect.stringMatching(/^El archivo no es un CSV de texto \(¿es un libro de Excel\?\)\./) as string,
    });
    const mixed = Uint8Array.from([0xef, 0xbb, 0xbf, ...windows1252('José')]);
    expect(decodeCsv(mixed)).toEqual({
      ok: false,
      message: expect.stringMatching(/^El archivo empieza como UTF-8 pero tiene caracteres que no lo son\./) as string,
    });
  });
});

describe('readEmployeeCsv', () => {
  const excelFile = (bytes: Uint8Array, name = 'empleados.csv') => new File([bytes as BlobPart], name, { type: 'text/csv' });

  it.each([
    ['Windows-1252 with commas (Excel es-MX)', windows1252(EXCEL_ROWS.join('\r\n'))],
    ['Windows-1252 with semicolons (Excel es-ES)', windows1252(EXCEL_ROWS.map((row) => row.replace(/,/g, ';')).join('\r\n'))],
    ['UTF-8 with a BOM (CSV UTF-8)', new TextEncoder().encode(`\uFEFF${EXCEL_ROWS.join('\r\n')}\r\n`)],
    ['UTF-8 without a BOM', new TextEncoder().encode(EXCEL_ROWS.join('\n'))],
    ['UTF-8 with semicolons', new TextEncoder().encode(EXCEL_ROWS.map((row) => row.replace(/,/g, ';')).join('\r\n'))],
  ])('reads %s with its accents, and its rows pass', async (_, bytes) => {
    const preview = await readEmployeeCsv(excelFile(bytes));
    expect(preview).toEqual({
      ok: true,
      rows: [
        expect.objectContaining({ row: 2, name: 'José María Núñez Ibáñez', status: 'ready', reason: null }),
        expect.objectContaining({ row: 3, name: 'Ángela Muñoz', status: 'ready', reason: null }),
      ],
    });
    if (preview.ok)
      expect(preview.rows[0]!.employee).toMatchObject({ firstName: 'José María', lastName: 'Núñez Ibáñez', position: 'Compras – Almacén' });
  });

  it('refuses a file before reading it, and a file that is not text', async () => {
    expect(await readEmployeeCsv(new File(['a'], 'empleados.xlsx', { type: 'application/vnd.ms-excel.sheet' }))).toEqual({
      ok: false,
      message: '«empleados.xlsx» no es un archivo CSV. Descarga la plantilla y guárdala como CSV (UTF-8).',
    });
    expect(await readEmployeeCsv(excelFile(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x00])))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/libro de Excel/) as string,
    });
  });

  it('says so when the browser cannot read the file', async () => {
    const file = excelFile(new TextEncoder().encode('a'));
    file.arrayBuffer = () => Promise.reject(new DOMException('gone', 'NotReadableError'));
    expect(await readEmployeeCsv(file)).toEqual({ ok: false, message: 'No pudimos leer «empleados.csv». Vuelve a elegirlo.' });
  });
});

describe('checkCsvFile', () => {
  it.each([
    [new File(['a'], 'empleados.csv', { type: 'text/csv' }), null],
    [new File(['a'], 'EMPLEADOS.CSV', { type: '' }), null],
    [
      new File(['a'], 'empleados.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
      '«empleados.xlsx» no es un archivo CSV. Descarga la plantilla y guárdala como CSV (UTF-8).',
    ],
    [new File([], 'vacío.csv', { type: 'text/csv' }), '«vacío.csv» está vacío.'],
    [
      new File([new Uint8Array(CSV_MAX_BYTES + 1)], 'grande.csv', { type: 'text/csv' }),
      'El archivo pesa más de 1 MB. Divídelo en partes de hasta 500 filas.',
    ],
  ])('%#', (file, message) => {
    expect(checkCsvFile(file)).toBe(message);
  });
});
