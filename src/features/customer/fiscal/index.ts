// The SAT's rules in one module: catalogues (c_RegimenFiscal, c_UsoCFDI), the RFC, and a CFDI
// receiver's data. The development API's stamping stand-in reads the same published tables
// (contract/sat/c_UsoCFDI.csv, c_RegimenFiscal.csv) on its own, as a PAC would.
export * from './catalogues';
export * from '@/lib/validation/rfc';
export * from './receiver';
export * from './constancia';
