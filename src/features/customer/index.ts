// The customer feature's public face: what other features may import (eslint's boundary rule).
export {
  cfdiUseChoices,
  cfdiUsesFor,
  companyNameWithoutRegime,
  fiscalRegimesFor,
  invoiceReceiverNotices,
  isGenericRfc,
  normalizeInvoiceReceiver,
  normalizeRfc,
  readConstanciaFile,
  receiverKind,
  rfcCheckDigitNotice,
  satLabel,
  unavailableCfdiUseReason,
  validateInvoiceReceiver,
  validateRfc,
} from './fiscal';
export type { ConstanciaData, ConstanciaReading, InvoiceReceiverValues, ReceiverField, SatEntry, TaxpayerKind } from './fiscal';
export { companyProfileQueryOptions, useCompanyProfile, useReadCurrentCompanyProfile } from './get-company-profile';
export type { CompanyProfile } from './get-company-profile';
export { personalDataQueryOptions, usePersonalData } from './get-personal-data';
export type { PersonalData } from './get-personal-data';
export { useCustomerIdentity } from './use-customer-identity';
