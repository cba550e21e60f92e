// Every route path of the app, in one place.
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
    payment: (id: string) => `/app/historial-de-pagos/${encodeURIComponent(id)}`,
    employees: '/app/empleados',
    quotation: (id: string) => `/app/cotizaciones/${encodeURIComponent(id)}`,
  },
} as const;
