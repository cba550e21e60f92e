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

/**
 * The business asked to cancel an invoice (reason 02) on Friday 27 November 2026; the receiver has
 * until the end of Wednesday 2 December to answer. One copy for every test of the request.
 */
export const AWAITING_CANCELLATION = {
  status: 'esperando_aceptacion',
  reason: '02',
  requested_at: '2026-11-27T11:20:00-06:00',
  respond_by: '2026-12-02T23:59:59-06:00',
  answered_at: null,
  acceptance_not_needed: null,
  replacement_uuid: null,
} as const;
