/**
 * The main menu as each kind of user sees it, in order. Written out, not read from navigation.ts,
 * so that the unit tests and the e2e specs check the menu against what it should be.
 */
export const MENU_LABELS = {
  employer: [
    'Inicio',
    'Mi perfil',
    'Métodos de pago',
    'Historial de pagos',
    'Estado de cuenta',
    'Empleados',
    'Notificaciones',
    'Privacidad',
    'Ayuda',
  ],
  nonEmployer: [
    'Inicio',
    'Mis datos',
    'Métodos de pago',
    'Historial de pagos',
    'Estado de cuenta',
    'Notificaciones',
    'Privacidad',
    'Ayuda',
  ],
} as const;
