// Generated from openapi.yaml (components.schemas.Quotation.x-lifecycle) by scripts/generate-lifecycle.mjs
// (`npm run generate`). Do not edit: change the contract. Read it through quotation-lifecycle.ts.

/** The stages in match order: a quotation is in the first whose `when` matches it. */
export const STAGES = ["pagada","vencida","cancelada","rechazada","pago_en_proceso","cambios_solicitados","aceptada","pendiente"] as const;
/** x-lifecycle.stages.*.label */
export const LABEL = {"pagada":"Pagada","vencida":"Vencida","cancelada":"Cancelada","rechazada":"Rechazada","pago_en_proceso":"Pago en proceso","cambios_solicitados":"Cambios solicitados","aceptada":"Aceptada","pendiente":"Pendiente"} as const;
/** x-lifecycle.stages.*.when */
export const WHEN = {"pagada":{"status":"pagada"},"vencida":{"status":"vencida"},"cancelada":{"status":"cancelada"},"rechazada":{"status":"rechazada"},"pago_en_proceso":{"status":"pendiente","pendingPayment":true},"cambios_solicitados":{"status":"pendiente","decision":"cambios_solicitados"},"aceptada":{"status":"pendiente","decision":"aceptada"},"pendiente":{"status":"pendiente"}} as const;
/** x-lifecycle.stages.*.payByHand */
export const PAY_BY_HAND = {"pagada":false,"vencida":false,"cancelada":false,"rechazada":false,"pago_en_proceso":false,"cambios_solicitados":true,"aceptada":true,"pendiente":true} as const;
/** x-lifecycle.stages.*.payRefusal */
export const PAY_REFUSAL = {"pagada":"QuotationAlreadyPaidError","vencida":"QuotationExpiredError","cancelada":"QuotationCancelledError","rechazada":"QuotationDeclinedPayError","pago_en_proceso":"PaymentReferencePendingError"} as const;
/** x-lifecycle.stages.*.chargeAutomatically */
export const CHARGE_AUTOMATICALLY = {"pagada":false,"vencida":false,"cancelada":false,"rechazada":false,"pago_en_proceso":false,"cambios_solicitados":false,"aceptada":true,"pendiente":true} as const;
/** x-lifecycle.stages.*.answerable */
export const ANSWERABLE = {"pagada":false,"vencida":false,"cancelada":false,"rechazada":false,"pago_en_proceso":true,"cambios_solicitados":true,"aceptada":true,"pendiente":true} as const;
/** x-lifecycle.stages.*.owed */
export const OWED = {"pagada":null,"vencida":"overdue","cancelada":null,"rechazada":null,"pago_en_proceso":"inProcess","cambios_solicitados":"pending","aceptada":"pending","pendiente":"pending"} as const;
/** x-lifecycle.stages.*.invoice */
export const INVOICE = {"pagada":true,"vencida":false,"cancelada":false,"rechazada":false,"pago_en_proceso":false,"cambios_solicitados":false,"aceptada":false,"pendiente":false} as const;
/** The outcomes decideQuotation accepts on an answerable stage, by the answer already given (`none`: not answered). */
export const ANSWERS_AFTER = {"none":["aceptada","rechazada","cambios_solicitados"],"aceptada":[],"cambios_solicitados":["aceptada","rechazada"],"rechazada":[]} as const;
/** Outcomes refused while an SPEI or store reference waits for its money. */
export const REFUSED_WHILE_REFERENCE_WAITS = ["rechazada"] as const;
/** When things happen as days pass: the automatic-payment notice and the dueSoon reminder, in days before. */
export const DAYS = {"autoPaymentNotice":5,"dueSoonReminder":3} as const;
