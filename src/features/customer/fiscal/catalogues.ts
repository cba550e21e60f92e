// SAT's catalogues for a CFDI 4.0 receiver: c_RegimenFiscal and c_UsoCFDI (which regimes each use
// allows, and for which kind of taxpayer). Typed copies of the tables published with the contract
// (contract/sat/*.csv); catalogues.test.ts compares them.

import type { TaxpayerKind } from '@/lib/validation/rfc';

export type { TaxpayerKind };

export interface SatEntry {
  code: string;
  name: string;
  /** Whether a persona física / a persona moral may have it (SAT's columns). */
  person: boolean;
  company: boolean;
}

export interface CfdiUseEntry extends SatEntry {
  /** SAT's column "Régimen Fiscal Receptor": the receiver regimes this use allows. */
  regimes: readonly string[];
}

/** SAT catalogue c_RegimenFiscal (CFDI 4.0). */
export const FISCAL_REGIMES: readonly SatEntry[] = [
  { code: '601', name: 'General de Ley Personas Morales', person: false, company: true },
  { code: '603', name: 'Personas Morales con Fines no Lucrativos', person: false, company: true },
  { code: '605', name: 'Sueldos y Salarios e Ingresos Asimilados a Salarios', person: true, company: false },
  { code: '606', name: 'Arrendamiento', person: true, company: false },
  { code: '607', name: 'Régimen de Enajenación o Adquisición de Bienes', person: true, company: false },
  { code: '608', name: 'Demás ingresos', person: true, company: false },
  { code: '610', name: 'Residentes en el Extranjero sin Establecimiento Permanente en México', person: true, company: true },
  { code: '611', name: 'Ingresos por Dividendos (socios y accionistas)', person: true, company: false },
  { code: '612', name: 'Personas Físicas con Actividades Empresariales y Profesionales', person: true, company: false },
  { code: '614', name: 'Ingresos por intereses', person: true, company: false },
  { code: '615', name: 'Régimen de los ingresos por obtención de premios', person: true, company: false },
  { code: '616', name: 'Sin obligaciones fiscales', person: true, company: false },
  { code: '620', name: 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos', person: false, company: true },
  { code: '621', name: 'Incorporación Fiscal', person: true, company: false },
  { code: '622', name: 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras', person: false, company: true },
  { code: '623', name: 'Opcional para Grupos de Sociedades', person: false, company: true },
  { code: '624', name: 'Coordinados', person: false, company: true },
  { code: '625', name: 'Actividades Empresariales con ingresos a través de Plataformas Tecnológicas', person: true, company: false },
  { code: '626', name: 'Régimen Simplificado de Confianza', person: true, company: true },
];

/**
 * SAT catalogue c_UsoCFDI (CFDI 4.0) with its allowed receiver regimes, as published (contract/sat/c_UsoCFDI.csv;
 * catalogues.test.ts compares), without CP01 (for payment receipts, tipo P) and CN01
 * (for payroll, tipo N): our invoices are income CFDIs (tipo I), which the SAT refuses with either.
 */
export const CFDI_USES: readonly CfdiUseEntry[] = [
  {
    code: 'G01',
    name: 'Adquisición de mercancías',
    person: true,
    company: true,
    regimes: ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'],
  },
  {
    code: 'G02',
    name: 'Devoluciones, descuentos o bonificaciones',
    person: true,
    company: true,
    regimes: ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'],
  },
  {
    code: 'G03',
    name: 'Gastos en general',
    person: true,
    company: true,
    regimes: ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'],
  },
  {
    code: 'I01',
    name: 'Construcciones',
    person: true,
    company: true,
    regimes: ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'],
  },
  {
    code: 'I02',
    name: 'Mobiliario y equipo de oficina por inversiones',
    person: true,
    company: true,
    regimes: ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'],
  },
  {
    code: 'I03',
    name: 'Equipo de transporte',
    person: true,
    company: true,
    regimes: ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'],
  },
  {
    code: 'I04',
    name: 'Equipo de cómputo y accesorios',
    person: true,
    company: true,
    regimes: ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'],
  },
  {
    code: 'I05',
    name: 'Dados, troqueles, moldes, matrices y herramental',
    person: true,
    company: true,
    regimes: ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'],
  },
  {
    code: 'I06',
    name: 'Comunicaciones telefónicas',
    person: true,
    company: true,
    regimes: ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'],
  },
  {
    code: 'I07',
    name: 'Comunicaciones satelitales',
    person: true,
    company: true,
    regimes: ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'],
  },
  {
    code: 'I08',
    name: 'Otra maquinaria y equipo',
    person: true,
    company: true,
    regimes: ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'],
  },
  {
    code: 'D01',
    name: 'Honorarios médicos, dentales y gastos hospitalarios',
    person: true,
    company: false,
    regimes: ['605', '606', '608', '611', '612', '614', '607', '615', '625'],
  },
  {
    code: 'D02',
    name: 'Gastos médicos por incapacidad o discapacidad',
    person: true,
    company: false,
    regimes: ['605', '606', '608', '611', '612', '614', '607', '615', '625'],
  },
  {
    code: 'D03',
    name: 'Gastos funerales',
    person: true,
    company: false,
    regimes: ['605', '606', '608', '611', '612', '614', '607', '615', '625'],
  },
  {
    code: 'D04',
    name: 'Donativos',
    person: true,
    company: false,
    regimes: ['605', '606', '608', '611', '612', '614', '607', '615', '625'],
  },
  {
    code: 'D05',
    name: 'Intereses reales pagados por créditos hipotecarios (casa habitación)',
    person: true,
    company: false,
    regimes: ['605', '606', '608', '611', '612', '614', '607', '615', '625'],
  },
  {
    code: 'D06',
    name: 'Aportaciones voluntarias al SAR',
    person: true,
    company: false,
    regimes: ['605', '606', '608', '611', '612', '614', '607', '615', '625'],
  },
  {
    code: 'D07',
    name: 'Primas por seguros de gastos médicos',
    person: true,
    company: false,
    regimes: ['605', '606', '608', '611', '612', '614', '607', '615', '625'],
  },
  {
    code: 'D08',
    name: 'Gastos de transportación escolar obligatoria',
    person: true,
    company: false,
    regimes: ['605', '606', '608', '611', '612', '614', '607', '615', '625'],
  },
  {
    code: 'D09',
    name: 'Depósitos en cuentas para el ahorro y planes de pensiones',
    person: true,
    company: false,
    regimes: ['605', '606', '608', '611', '612', '614', '607', '615', '625'],
  },
  {
    code: 'D10',
    name: 'Pagos por servicios educativos (colegiaturas)',
    person: true,
    company: false,
    regimes: ['605', '606', '608', '611', '612', '614', '607', '615', '625'],
  },
  {
    code: 'S01',
    name: 'Sin efectos fiscales',
    person: true,
    company: true,
    regimes: [
      '601',
      '603',
      '605',
      '606',
      '608',
      '610',
      '611',
      '612',
      '614',
      '616',
      '620',
      '621',
      '622',
      '623',
      '624',
      '607',
      '615',
      '625',
      '626',
    ],
  },
];

export function fiscalRegimesFor(kind: TaxpayerKind): SatEntry[] {
  return FISCAL_REGIMES.filter((entry) => entry[kind]);
}

/** The uses of CFDI a taxpayer of this kind may ask for; with a regime, only those SAT allows with it. */
export function cfdiUsesFor(kind: TaxpayerKind, regime?: string | null): CfdiUseEntry[] {
  return CFDI_USES.filter((entry) => entry[kind] && (!regime || entry.regimes.includes(regime)));
}

/**
 * The uses a form's list shows: those SAT allows with the regime, plus the current one when it is not
 * (so the field shows it, with its error, instead of going blank).
 */
export function cfdiUseChoices(kind: TaxpayerKind, regime: string | null, current: string): CfdiUseEntry[] {
  const allowed = cfdiUsesFor(kind, regime);
  const chosen = CFDI_USES.find((entry) => entry.code === current);
  return chosen && !allowed.includes(chosen) ? [...allowed, chosen] : allowed;
}

/** "612 · Personas Físicas con…", or "" for an unknown code. */
export function catalogueLabel(catalogue: readonly SatEntry[], code: string | null | undefined): string {
  const entry = catalogue.find((item) => item.code === code);
  return entry ? `${entry.code} · ${entry.name}` : '';
}

/** The label of a regime or a use of CFDI by its code ("G03 · Gastos en general"), or "". */
export function satLabel(code: string | null | undefined): string {
  return catalogueLabel(FISCAL_REGIMES, code) || catalogueLabel(CFDI_USES, code);
}
