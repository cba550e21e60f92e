// The lists the development API filters, with their fields' types (what LoopBack's model
// definitions say): which fields a `where` may name, which ones sort, the largest page and the page
// given when `limit` is absent (the contract's defaults).
import { defineCollection } from './filters.mjs';

export const QUOTATIONS = defineCollection({
  name: 'quotations',
  fields: {
    id: 'string',
    folio: 'string',
    concept: 'text',
    status: 'string',
    subtotal: 'number',
    taxRate: 'number',
    tax: 'number',
    total: 'number',
    currency: 'string',
    createdAt: 'date',
    validUntil: 'day',
    paymentId: 'string',
  },
  defaultOrder: ['createdAt DESC'],
  maxLimit: 1000,
  defaultLimit: 100,
});

export const PAYMENTS = defineCollection({
  name: 'payments',
  fields: {
    id: 'string',
    amount: 'number',
    signed_amount: 'number',
    currency: 'string',
    status: 'string',
    description: 'text',
    creation_date: 'date',
    operation_date: 'date',
    method: 'string',
    authorization: 'string',
    order_id: 'string',
    error_message: 'text',
  },
  // The contract: order by creation_date, amount or signed_amount (Historial's amount sorts).
  sortable: ['creation_date', 'amount', 'signed_amount'],
  defaultOrder: ['creation_date DESC'],
  maxLimit: 1000,
  defaultLimit: 20,
});

export const EMPLOYEES = defineCollection({
  name: 'employees',
  fields: {
    id: 'string',
    firstName: 'text',
    lastName: 'text',
    email: 'text',
    phone: 'string',
    position: 'text',
    rfc: 'string',
    curp: 'string',
    status: 'string',
    createdAt: 'date',
  },
  sortable: ['firstName', 'lastName', 'email', 'position', 'status', 'createdAt'],
  defaultOrder: ['lastName ASC', 'firstName ASC'],
  maxLimit: 100,
  defaultLimit: 10,
});
