// Every e-mail kind of the contract's NotificationPreferences in one table: how Notificaciones shows
// it, whether the customer may turn it off, and what it is when never saved. A kind the contract
// gains is a compile error here until it has its row (notification-kinds.test.ts shows it), and
// everything else reads the table: the screen, the tolerant reading of an answer's choices and the
// development API's preferences and outbox (through tsx: keep this module free of browser code).
import { AUTO_PAYMENT_NOTICE_DAYS, referencePayPhrases } from '@/features/billing';
import type { components } from '@/lib/api/schema';

export type NotificationKind = keyof components['schemas']['NotificationPreferences']['email'];

export interface NotificationKindRow {
  label: string;
  /** When it is sent, as the screen says it. */
  description: string;
  /** Sent whatever the preferences say; the screen shows it on and disabled. */
  alwaysSent: boolean;
  /** What a customer who never saved gets (the contract: every kind on). */
  byDefault: boolean;
}

/** In the order the screen shows them. */
export const NOTIFICATION_KINDS = {
  quotationIssued: { label: 'Cotización nueva', description: 'Cuando te enviamos una cotización.', alwaysSent: false, byDefault: true },
  dueSoon: {
    label: 'Cotización por vencer',
    description: 'Tres días antes del último día para pagar una cotización pendiente.',
    alwaysSent: false,
    byDefault: true,
  },
  referenceExpiring: {
    label: 'Referencia de pago por vencer',
    description: `Un día antes de que venza una referencia para pagar ${referencePayPhrases('o')} que aún no pagas.`,
    alwaysSent: false,
    byDefault: true,
  },
  paymentReceived: {
    label: 'Pago recibido',
    description: 'Cuando recibimos un pago, con el enlace a su recibo.',
    alwaysSent: false,
    byDefault: true,
  },
  cfdiReady: {
    label: 'Factura lista',
    description: 'Cuando tu factura (CFDI) está timbrada y lista para descargar.',
    alwaysSent: false,
    byDefault: true,
  },
  accountantPackage: {
    label: 'Paquete de facturas para tu contador',
    description:
      'El día 1 de cada mes, las facturas y notas de crédito del mes anterior en un ZIP, al correo de tu contador (si lo registraste en tus datos).',
    alwaysSent: false,
    byDefault: true,
  },
  // The law (LFPC Art. 76 Bis) asks for it before every automatic charge.
  autoChargeNotice: {
    label: 'Aviso de cargo automático',
    description: `Siempre activo: la ley nos pide avisarte ${AUTO_PAYMENT_NOTICE_DAYS} días antes de cada cargo automático.`,
    alwaysSent: true,
    byDefault: true,
  },
} as const satisfies Record<NotificationKind, NotificationKindRow>;

/** The kinds the customer may turn off. */
export type ChoosableKind = {
  [K in NotificationKind]: (typeof NOTIFICATION_KINDS)[K]['alwaysSent'] extends true ? never : K;
}[NotificationKind];

export const NOTIFICATION_KIND_LIST = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

export const CHOOSABLE_KINDS = NOTIFICATION_KIND_LIST.filter((kind): kind is ChoosableKind => !NOTIFICATION_KINDS[kind].alwaysSent);
