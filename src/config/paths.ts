// Every route of the app, in one place: src/app/router.tsx matches these patterns and screens link
// with these builders, so a URL is written once. A fixed path is its own pattern; a path with a
// parameter is a link builder that carries its route `pattern` (`paths.app.payment.pattern` for the
// router, `paths.app.payment(id)` for a link).

/** A link builder for a path with one parameter (anywhere in it), with the route pattern it matches. */
function withParam(pattern: `${string}/:${string}`): ((value: string) => string) & { pattern: string } {
  const start = pattern.indexOf('/:') + 1;
  const end = pattern.indexOf('/', start);
  const prefix = pattern.slice(0, start);
  const suffix = end === -1 ? '' : pattern.slice(end);
  return Object.assign((value: string) => `${prefix}${encodeURIComponent(value)}${suffix}`, { pattern });
}

export const paths = {
  landing: '/',
  login: '/login',
  requestReset: '/recuperar-contrasena',
  resetPassword: '/restablecer-contrasena',
  /** The link e-mailed to a new sign-in address, with `?token=` (see confirmEmailChange). */
  confirmEmail: '/confirmar-correo',
  /** The link e-mailed to an invited employee, with `?token=` (see acceptInvitation). */
  acceptInvitation: '/activar-cuenta',
  /** The aviso de privacidad (integral and simplificado) and Ayuda: public, see docs/legal.md. */
  privacyNotice: '/aviso-de-privacidad',
  privacyNoticeShort: '/aviso-de-privacidad/simplificado',
  help: '/ayuda',
  app: {
    root: '/app',
    home: '/app',
    personalData: '/app/mis-datos',
    profile: '/app/mi-perfil',
    paymentMethods: '/app/metodos-de-pago',
    paymentHistory: '/app/historial-de-pagos',
    /** Its parameter is read as `useParams().paymentId`. */
    payment: withParam('/app/historial-de-pagos/:paymentId'),
    /** The printable receipt of a completed payment; read as `useParams().paymentId`. */
    paymentReceipt: withParam('/app/historial-de-pagos/:paymentId/recibo'),
    /** What to do to pay an SPEI or store reference (CLABE, barcode…); read as `useParams().paymentId`. */
    paymentInstructions: withParam('/app/historial-de-pagos/:paymentId/instrucciones'),
    /** Estado de cuenta; its period is in the query (?periodo=, ?desde=&hasta=). */
    statement: '/app/estado-de-cuenta',
    employees: '/app/empleados',
    /** Notificaciones: which e-mails the customer gets. */
    notifications: '/app/notificaciones',
    /** Ayuda inside the shell (the same content as the public /ayuda). */
    help: '/app/ayuda',
    /** Privacidad y datos personales: the customer's ARCO requests. */
    privacy: '/app/privacidad',
    /** Its parameter is read as `useParams().quotationId`. */
    quotation: withParam('/app/cotizaciones/:quotationId'),
    /**
     * Where the bank sends the customer back after 3-D Secure, with `?id=<charge id>` (Openpay's
     * convention); read as `useParams().quotationId`.
     */
    quotationConfirmation: withParam('/app/cotizaciones/:quotationId/confirmacion'),
  },
} as const;
