// What each operation of openapi.yaml does, by operationId: the handlers live by concern in
// handlers/ (auth, account, files, quotations, payments, invoices, invoice-packages, cards, profile, employees), with what they
// share in handlers/common.mjs. A handler gets the request (`ctx`) and returns the answer; refusals
// throw `Failure`.
import { changePassword, confirmEmailChange, requestEmailChange } from './handlers/account.mjs';
import { appLogin, appLogout, appRequestResetPassword, appResetPassword, userByTokenApp } from './handlers/auth.mjs';
import { addCard, deleteCard, listCards, updateCustomer } from './handlers/cards.mjs';
import { countEmployees, createEmployee, deleteEmployee, importEmployees, listEmployees, updateEmployee } from './handlers/employees.mjs';
import { uploadFile } from './handlers/files.mjs';
import { acceptInvitation, getInvitation, resendEmployeeInvitation } from './handlers/invitations.mjs';
import {
  answerInvoiceCancellation,
  invoiceFieldErrors,
  reissueInvoiceWithCreditNote,
  replaceInvoice,
  requestInvoice,
} from './handlers/invoices.mjs';
import { createInvoicePackage, getInvoicePackage, invoicePackageBodyRefusal } from './handlers/invoice-packages.mjs';
import { countPayments, getPayment, listPayments, payQuotation } from './handlers/payments.mjs';
import { getCompanyProfile, getPersonalData, saveCompanyProfile, updatePersonalData } from './handlers/profile.mjs';
import { countQuotations, decideQuotation, getQuotation, listQuotations } from './handlers/quotations.mjs';
// Statement
import { getBalance, getStatement } from './handlers/statements.mjs';
// Notifications
import { getNotificationPreferences, notificationFieldErrors, updateNotificationPreferences } from './handlers/notifications.mjs';
// Privacy: ARCO rights
import { createArcoRequest, listArcoRequests } from './handlers/privacy.mjs';
// Automatic payment with consent
import { disableAutoPayment, enableAutoPayment, getAutoPayment } from './handlers/auto-payment.mjs';

export { Failure } from './handlers/common.mjs';

export const HANDLERS = {
  appLogin,
  appLogout,
  userByTokenApp,
  appRequestResetPassword,
  appResetPassword,
  uploadFile,
  listQuotations,
  countQuotations,
  getQuotation,
  payQuotation,
  // Deciding on a quotation
  decideQuotation,
  listPayments,
  countPayments,
  getPayment,
  requestInvoice,
  replaceInvoice,
  reissueInvoiceWithCreditNote,
  answerInvoiceCancellation,
  // The accountant's package
  createInvoicePackage,
  getInvoicePackage,
  listCards,
  addCard,
  deleteCard,
  updateCustomer,
  getPersonalData,
  updatePersonalData,
  changePassword,
  requestEmailChange,
  confirmEmailChange,
  // Employee invitations
  getInvitation,
  acceptInvitation,
  resendEmployeeInvitation,
  getCompanyProfile,
  saveCompanyProfile,
  listEmployees,
  createEmployee,
  countEmployees,
  updateEmployee,
  deleteEmployee,
  importEmployees,
  // Statement
  getStatement,
  getBalance,
  // Notifications
  getNotificationPreferences,
  updateNotificationPreferences,
  // Privacy: ARCO rights
  listArcoRequests,
  createArcoRequest,
  // Automatic payment with consent
  getAutoPayment,
  enableAutoPayment,
  disableAutoPayment,
};

/**
 * Operations that word the fields their request schema refused their own way (the 422 before the
 * handler runs): (body, errors) → errors.
 * @type {Record<string, (body: unknown, errors: { field: string, message: string }[]) => { field: string, message: string }[]>}
 */
export const SCHEMA_FIELD_ERRORS = {
  requestInvoice: invoiceFieldErrors,
  replaceInvoice: invoiceFieldErrors,
  reissueInvoiceWithCreditNote: invoiceFieldErrors,
  // Notifications
  updateNotificationPreferences: notificationFieldErrors,
};

/**
 * Operations whose request schema's refusal is not the 422 of a field but another answer the
 * contract declares: (body, example) → the answer.
 * @type {Record<string, (body: unknown, example: (name: string) => import('./world.mjs').Schemas['ErrorResponse']) => { status: number, body: unknown }>}
 */
export const SCHEMA_REFUSALS = {
  // A period that cannot be read is the statement's 400 (createInvoicePackage's description).
  createInvoicePackage: invoicePackageBodyRefusal,
};
