// The fiscal data the tests invoice to: Constructora del Bajío as its constancia de situación fiscal
// names it (the contract's example company), one copy for every test that needs a receiver.

/** A company receiver SAT accepts: RFC, razón social without its capital regime, 601 with G03. */
export const COMPANY_RECEIVER = {
  rfc: 'CBA090615K22',
  name: 'CONSTRUCTORA DEL BAJIO',
  fiscalRegime: '601',
  postalCode: '76000',
  cfdiUse: 'G03',
  email: 'facturas@constructoradelbajio.mx',
} as const;
