// The public routes, in one place: src/app/router.tsx matches these and screens link with them,
// so a URL is written once. Of the signed-in area only its root and the screens a public page
// links to are here: every first load carries this module (the entry imports it), and a signed-out
// one has no use for the rest, which is in app-paths.ts (only the area's chunks load it).

const appRoot = '/app';

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
  /**
   * The signed-in area: its root, which is Inicio (where sign-in leads), and the few of its screens
   * a public page links to. Every other path of the area is in app-paths.ts (appPaths, which has
   * these too: the area's code reads them there).
   */
  app: {
    root: appRoot,
    home: appRoot,
    /** Seguridad of the customer's own page, from /confirmar-correo (by kind). */
    personalData: `${appRoot}/mis-datos`,
    profile: `${appRoot}/mi-perfil`,
    /** Privacidad y datos personales (the customer's ARCO requests), from the public Ayuda. */
    privacy: `${appRoot}/privacidad`,
  },
} as const;
