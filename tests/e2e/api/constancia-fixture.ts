// A PDF like the SAT's constancia de situación fiscal, built here byte by byte (one page, Helvetica,
// WinAnsi text, so accents and Ñ are real characters to extract): what the invoice dialog reads in
// the browser with pdf.js. `lines` are drawn top to bottom; a line given as two strings draws them
// side by side with a gap, as the constancia puts a label and its value.

/** A PDF string literal: WinAnsi (latin1) bytes, with ( ) \ escaped. */
const literal = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

function pdfWithLines(lines: (string | [string, string])[]): Buffer {
  const drawn = lines
    .map((line) => (typeof line === 'string' ? `${literal(line)} Tj T*` : `[${literal(line[0])} -400 ${literal(line[1])}] TJ T*`))
    .join('\n');
  const content = `BT /F1 10 Tf 40 760 Td 13 TL\n${drawn}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
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
