// Every route of the app, in one place: src/app/router.tsx matches these patterns and screens link
// with these builders, so a URL is written once. A fixed path is its own pattern; a path with a
// parameter is a link builder that carries its route `pattern` (`paths.app.payment.pattern` for the
// router, `paths.app.payment(id)` for a link).

/** A link builder for a path with one parameter, with the route pattern it matches. */
function withParam(pattern: `${string}/:${string}`): ((value: string) => string) & { pattern: string } {
  const prefix = pattern.slice(0, pattern.lastIndexOf('/:') + 1);
  return Object.assign((value: string) => `${prefix}${encodeURIComponent(value)}`, { pattern });
}

export const paths = {
  landing: '/',
  login: '/login',
  requestReset: '/recuperar-contrasena',
  resetPassword: '/restablecer-contrasena',
  app: {
    root: '/app',
    home: '/app',
    personalData: '/app/mis-datos',
    profile: '/app/mi-perfil',
    paymentMethods: '/app/metodos-de-pago',
    paymentHistory: '/app/historial-de-pagos',
    /** Its parameter is read as `useParams().paymentId`. */
    payment: withParam('/app/historial-de-pagos/:paymentId'),
    employees: '/app/empleados',
    /** Its parameter is read as `useParams().quotationId`. */
    quotation: withParam('/app/cotizaciones/:quotationId'),
  },
} as const;
