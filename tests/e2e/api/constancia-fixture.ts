// A PDF like the SAT's constancia de situación fiscal, written with the development API's one-page
// PDF writer (Helvetica, WinAnsi text, so accents and Ñ are real characters to extract): what the
// invoice dialog reads in the browser with pdf.js. Lines are drawn top to bottom; a line given as
// two strings draws them side by side with a gap, as the constancia puts a label and its value.
import { onePagePdf, pdfString } from '../../../scripts/dev-api/pdf.mjs';

function pdfWithLines(lines: (string | [string, string])[]): Buffer {
  const drawn = lines.map((line) =>
    typeof line === 'string' ? `${pdfString(line)} Tj T*` : `[${pdfString(line[0])} -400 ${pdfString(line[1])}] TJ T*`,
  );
  return onePagePdf(['BT /F1 10 Tf 40 760 Td 13 TL', ...drawn, 'ET'].join('\n'));
}

/** The first page of a person's constancia (José Luis, the non-employer of the examples), as the SAT lays it out. */
export const PERSON_CONSTANCIA = pdfWithLines([
  'CONSTANCIA DE SITUACIÓN FISCAL',
  'CÉDULA DE IDENTIFICACIÓN FISCAL',
  'Datos de Identificación del Contribuyente:',
  ['RFC:', 'RAOL850412HN6'],
  ['CURP:', 'RAOL850412HDFMRS07'],
  ['Nombre (s):', 'JOSÉ LUIS'],
  ['Primer Apellido:', 'RAMÍREZ'],
  ['Segundo Apellido:', 'ORTIZ'],
  'Estatus en el padrón: ACTIVO',
  'Datos del domicilio registrado',
  ['Código Postal:', '03940 Tipo de Vialidad: CALLE'],
  'Regímenes:',
  'Régimen Fecha Inicio Fecha Fin',
  'Régimen de las Personas Físicas con Actividades Empresariales y Profesionales 01/03/2010',
  'Régimen de Incorporación Fiscal 01/01/2014 31/12/2021',
  'Obligaciones:',
]);

/** A PDF that is no constancia (an invoice's, which quotes RFCs too). */
export const OTHER_PDF = pdfWithLines(['FACTURA', ['RFC emisor:', 'SCO200114H59'], ['RFC receptor:', 'CBA090615K22'], 'Total $15,892.00']);
