import { describe, expect, it } from 'vitest';
import { readConstancia } from './constancia';

// The text of a constancia's first page, as its PDF lays it out (labels and values on one line).
const PERSON = `CONSTANCIA DE SITUACIÓN FISCAL
Lugar y Fecha de Emisión
QUERÉTARO , QUERÉTARO A 12 DE NOVIEMBRE DE 2026
CÉDULA DE IDENTIFICACIÓN FISCAL
RAOJ850312HQ7
Registro Federal de Contribuyentes
JOSÉ LUIS RAMÍREZ ORTIZ
Nombre, denominación o razón social
idCIF: 19010203040
Datos de Identificación del Contribuyente:
RFC: RAOJ850312HQ7
CURP: RAOJ850312HQTMRS09
Nombre (s): JOSÉ LUIS
Primer Apellido: RAMÍREZ
Segundo Apellido: ORTIZ
Fecha inicio de operaciones: 01 DE MARZO DE 2010
Estatus en el padrón: ACTIVO
Datos del domicilio registrado
Código Postal:76090 Tipo de Vialidad: AVENIDA
Nombre de Vialidad: CONSTITUYENTES Número Exterior: 120
Actividades Económicas:
Orden Actividad Porcentaje Fecha Inicio Fecha Final
1 Asalariado 100 01/03/2010
Regímenes:
Régimen Fecha Inicio Fecha Fin
Régimen de Incorporación Fiscal 01/01/2014 31/12/2021
Régimen de Sueldos y Salarios e Ingresos Asimilados a Salarios 01/03/2010
Régimen Simplificado de Confianza 01/01/2022
Obligaciones:
Descripción de la Obligación Descripción Vencimiento Fecha Inicio Fecha Fin
`;

const COMPANY = `CÉDULA DE IDENTIFICACIÓN FISCAL
Datos de Identificación del Contribuyente:
RFC: CBA090615K22
Denominación/Razón Social: CONSTRUCTORA DEL BAJIO Régimen Capital: SOCIEDAD ANONIMA DE CAPITAL VARIABLE
Nombre Comercial: CONSTRUCTORA DEL BAJÍO
Fecha inicio de operaciones: 15 DE JUNIO DE 2009
Datos del domicilio registrado
Código Postal: 76000 Tipo de Vialidad: CALLE
Regímenes:
Régimen Fecha Inicio Fecha Fin
Régimen General de Ley Personas Morales 15/06/2009
Obligaciones:
`;

describe('readConstancia', () => {
  it('a person: RFC, the full name as the SAT writes it, the postal code and the regímenes in force only', () => {
    expect(readConstancia(PERSON)).toEqual({
      rfc: 'RAOJ850312HQ7',
      name: 'JOSE LUIS RAMIREZ ORTIZ',
      postalCode: '76090',
      fiscalRegimes: ['605', '626'],
    });
  });

  it('a company: the razón social without its capital regime, which the constancia gives apart', () => {
    expect(readConstancia(COMPANY)).toEqual({
      rfc: 'CBA090615K22',
      name: 'CONSTRUCTORA DEL BAJIO',
      postalCode: '76000',
      fiscalRegimes: ['601'],
    });
  });

  it('keeps Ñ and drops accents, as the constancia and the PAC compare names', () => {
    const text = COMPANY.replace('CONSTRUCTORA DEL BAJIO Régimen', 'PEÑA Y ÁLVAREZ CONSTRUCCIONES Régimen');
    expect(readConstancia(text)?.name).toBe('PEÑA Y ALVAREZ CONSTRUCCIONES');
  });

  it('reads labels whose spaces an extraction dropped («CódigoPostal:», «Denominación/RazónSocial:»)', () => {
    const squeezed = COMPANY.replace('Denominación/Razón Social:', 'Denominación/RazónSocial:')
      .replace('Régimen Capital:', 'RégimenCapital:')
      .replace('Código Postal: 76000', 'CódigoPostal:76000');
    expect(readConstancia(squeezed)).toMatchObject({ name: 'CONSTRUCTORA DEL BAJIO', postalCode: '76000' });
  });

  it('what it cannot find stays empty; the RFC alone is still read', () => {
    expect(readConstancia('CONSTANCIA DE SITUACIÓN FISCAL\nRFC: CBA090615K22')).toEqual({
      rfc: 'CBA090615K22',
      name: '',
      postalCode: '',
      fiscalRegimes: [],
    });
  });

  it('a text that is not a constancia gives nothing, even when it quotes an RFC (an invoice, a statement)', () => {
    expect(readConstancia('FACTURA\nEmisor RFC: SCO200114H59\nReceptor RFC: CBA090615K22\nCódigo Postal: 06600')).toBeNull();
    expect(readConstancia('')).toBeNull();
    expect(readConstancia('Lorem ipsum dolor sit amet')).toBeNull();
  });

  it('a constancia without a readable RFC gives nothing', () => {
    expect(readConstancia(PERSON.replace(/RFC: RAOJ850312HQ7/, 'RFC: ???'))).toBeNull();
  });
});
