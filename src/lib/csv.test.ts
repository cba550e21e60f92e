// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { csvDay, csvDocument, csvFileName, csvText } from './csv';

describe('csv', () => {
  it.each([
    ['Ana', 'Ana'],
    ['Pérez, Ana', '"Pérez, Ana"'],
    ['dijo "hola"', '"dijo ""hola"""'],
    [' espacio', '" espacio"'],
    ['=1+1', "'=1+1"],
    ['+52 442', "'+52 442"],
    ['-3', "'-3"],
    ['@SUMA(A1)', "'@SUMA(A1)"],
    ['\tAna', "'\tAna"],
    ['=HYPERLINK("x","y")', '"\'=HYPERLINK(""x"",""y"")"'],
    [null, ''],
  ])('a text cell %j is written %j (quoted when needed, never a formula)', (value, cell) => {
    expect(csvText(value)).toBe(cell);
  });

  it('a day in Mexico City as Excel es-MX reads it', () => {
    expect(csvDay('2024-02-05T14:30:00.000Z')).toBe('05/02/2024');
    // 02:00 UTC is still the day before in Mexico City.
    expect(csvDay('2026-11-22T02:00:00Z')).toBe('21/11/2026');
    expect(csvDay('no es fecha')).toBe('');
  });

  it('a document: BOM, the header, CRLF line ends', () => {
    expect(csvDocument(['Nombre', 'Correo electrónico'], [['Ana', 'ana@x.mx']])).toBe(
      '\uFEFFNombre,Correo electrónico\r\nAna,ana@x.mx\r\n',
    );
  });

  it('names the file by the day in Mexico City', () => {
    expect(csvFileName('empleados-cotiza', new Date('2026-11-22T03:00:00Z'))).toBe('empleados-cotiza-2026-11-21.csv');
  });
});
