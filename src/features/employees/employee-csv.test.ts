import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_MAX_BYTES, checkCsvFile, parseCsv, previewEmployeeCsv } from './employee-csv';

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
    expect(parseCsv('"a;b;c",d\n1,2').map((r) => r.cells)).toEqual([['a;b;c', 'd'], ['1', '2']]);
  });

  it('round-trips any table written with quotes', () => {
    const cell = fc.string({ maxLength: 12 });
    const table = fc.array(fc.array(cell, { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 6 }).filter((rows) =>
      rows.every((row) => row.some((value) => value.trim() !== '')),
    );
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
        'Sofía,,sofia.luna@constructoradelbajio.mx,55 12,,GODE561231GR9,',
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
          employee: {
            firstName: 'Daniela',
            lastName: 'Castro Aguilar',
            email: 'daniela.castro@constructoradelbajio.mx',
            phone: '+524421234567',
            position: 'Residente de obra',
            rfc: null,
            curp: null,
          },
        },
        expect.objectContaining({ row: 3, status: 'ready', reason: null }),
        expect.objectContaining({ row: 4, status: 'duplicate', reason: 'Este correo ya aparece en la fila 2.', employee: null }),
        expect.objectContaining({ row: 5, status: 'invalid', reason: 'Escribe un correo válido, por ejemplo nombre@empresa.mx.' }),
        {
          row: 6,
          name: 'Sofía',
          email: 'sofia.luna@constructoradelbajio.mx',
          status: 'invalid',
          reason:
            'Escribe los apellidos. El teléfono tiene 10 dígitos, sin el +52 (por ejemplo 55 1234 5678). El RFC no es válido: revisa la homoclave (los últimos 3 caracteres).',
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

describe('checkCsvFile', () => {
  it.each([
    [new File(['a'], 'empleados.csv', { type: 'text/csv' }), null],
    [new File(['a'], 'EMPLEADOS.CSV', { type: '' }), null],
    [new File(['a'], 'empleados.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), '«empleados.xlsx» no es un archivo CSV. Descarga la plantilla y guárdala como CSV (UTF-8).'],
    [new File([], 'vacío.csv', { type: 'text/csv' }), '«vacío.csv» está vacío.'],
    [new File([new Uint8Array(CSV_MAX_BYTES + 1)], 'grande.csv', { type: 'text/csv' }), 'El archivo pesa más de 1 MB. Divídelo en partes de hasta 500 filas.'],
  ])('%#', (file, message) => {
    expect(checkCsvFile(file)).toBe(message);
  });
});
