// Generated from openapi.yaml (components.schemas.Quotation.x-lifecycle) by scripts/generate-lifecycle.mjs
// (`npm run generate`). Do not edit: change the contract. Read it through quotation-lifecycle.ts.

/** The stages in match order: a quotation is in the first whose `when` matches it. */
export const STAGES = {
  "pagada": {
    "label": "Pagada",
    "when": {
      "status": "pagada"
    },
    "payByHand": false,
    "payRefusal": "QuotationAlreadyPaidError",
    "chargeAutomatically": false,
    "answerable": false,
    "owed": null,
    "invoice": true
  },
  "vencida": {
    "label": "Vencida",
    "when": {
      "status": "vencida"
    },
    "payByHand": false,
    "payRefusal": "QuotationExpiredError",
    "chargeAutomatically": false,
    "answerable": false,
    "owed": "overdue",
    "invoice": false
  },
  "cancelada": {
    "label": "Cancelada",
    "when": {
      "status": "cancelada"
    },
    "payByHand": false,
    "payRefusal": "QuotationCancelledError",
    "chargeAutomatically": false,
    "answerable": false,
    "owed": null,
    "invoice": false
  },
  "rechazada": {
    "label": "Rechazada",
    "when": {
      "status": "rechazada"
    },
    "payByHand": false,
    "payRefusal": "QuotationDeclinedPayError",
    "chargeAutomatically": false,
    "answerable": false,
    "owed": null,
    "invoice": false
  },
  "pago_en_proceso": {
    "label": "Pago en proceso",
    "when": {
      "status": "pendiente",
      "pendingPayment": true
    },
    "payByHand": false,
    "payRefusal": "PaymentReferencePendingError",
    "chargeAutomatically": false,
    "answerable": true,
    "owed": "inProcess",
    "invoice": false
  },
  "cambios_solicitados": {
    "label": "Cambios solicitados",
    "when": {
      "status": "pendiente",
      "decision": "cambios_solicitados"
    },
    "payByHand": true,
    "chargeAutomatically": false,
    "answerable": true,
    "owed": "pending",
    "invoice": false
  },
  "aceptada": {
    "label": "Aceptada",
    "when": {
      "status": "pendiente",
      "decision": "aceptada"
    },
    "payByHand": true,
    "chargeAutomatically": true,
    "answerable": true,
    "owed": "pending",
    "invoice": false
  },
  "pendiente": {
    "label": "Pendiente",
    "when": {
      "status": "pendiente"
    },
    "payByHand": true,
    "chargeAutomatically": true,
    "answerable": true,
    "owed": "pending",
    "invoice": false
  }
} as const;

/** The outcomes decideQuotation accepts on an answerable stage, by the answer already given (`none`: not answered). */
export const ANSWERS_AFTER = {
  "none": [
    "aceptada",
    "rechazada",
    "cambios_solicitados"
  ],
  "aceptada": [],
  "cambios_solicitados": [
    "aceptada",
    "rechazada"
  ],
  "rechazada": []
} as const;

/** Outcomes refused while an SPEI or store reference waits for its money. */
export const REFUSED_WHILE_REFERENCE_WAITS = ["rechazada"] as const;
