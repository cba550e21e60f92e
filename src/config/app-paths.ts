// The signed-in area's routes, in one place: src/app/app-routes.tsx matches these patterns and
// screens link with these builders. A fixed path is its own pattern; a path with a parameter is a
// link builder that carries its route `pattern` (`appPaths.payment.pattern` for the router,
// `appPaths.payment(id)` for a link). Apart from paths.ts so that only the area's chunks carry
// them (docs/performance.md): import this from the area's code, not from the entry's.
import { paths } from './paths';

const { root } = paths.app;

/** A link builder for a path with one parameter (anywhere in it), with the route pattern it matches. */
function withParam(pattern: `${string}/:${string}`): ((value: string) => string) & { pattern: string } {
  const start = pattern.indexOf('/:') + 1;
  const end = pattern.indexOf('/', start);
  const prefix = pattern.slice(0, start);
  const suffix = end === -1 ? '' : pattern.slice(end);
  return Object.assign((value: string) => `${prefix}${encodeURIComponent(value)}${suffix}`, { pattern });
}

export const appPaths = {
  /** The root (Inicio) and the screens public pages link to: owned by paths.ts. */
  ...paths.app,
  paymentMethods: `${root}/metodos-de-pago`,
  paymentHistory: `${root}/historial-de-pagos`,
  /** Its parameter is read as `useParams().paymentId`. */
  payment: withParam(`${root}/historial-de-pagos/:paymentId`),
  /** The printable receipt of a completed payment; read as `useParams().paymentId`. */
  paymentReceipt: withParam(`${root}/historial-de-pagos/:paymentId/recibo`),
  /** What to do to pay an SPEI or store reference (CLABE, barcode…); read as `useParams().paymentId`. */
  paymentInstructions: withParam(`${root}/historial-de-pagos/:paymentId/instrucciones`),
  /** Estado de cuenta; its period is in the query (?periodo=, ?desde=&hasta=). */
  statement: `${root}/estado-de-cuenta`,
  employees: `${root}/empleados`,
  /** Notificaciones: which e-mails the customer gets. */
  notifications: `${root}/notificaciones`,
  /** Ayuda inside the shell (the same content as the public /ayuda). */
  help: `${root}/ayuda`,
  /** Its parameter is read as `useParams().quotationId`. */
  quotation: withParam(`${root}/cotizaciones/:quotationId`),
  /**
   * Where the bank sends the customer back after 3-D Secure, with `?id=<charge id>` (Openpay's
   * convention); read as `useParams().quotationId`.
   */
  quotationConfirmation: withParam(`${root}/cotizaciones/:quotationId/confirmacion`),
} as const;
