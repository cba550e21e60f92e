// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MENU_LABELS } from '@/test/menu';
import { currentEntry, navEntriesFor, profileHref } from './navigation';

describe('menu entries by kind', () => {
  it.each(['employer', 'nonEmployer'] as const)('%s', (kind) => {
    expect(navEntriesFor(kind).map((entry) => entry.label)).toEqual(MENU_LABELS[kind]);
  });

  it.each([
    ['/app', 'Inicio'],
    ['/app/metodos-de-pago', 'Métodos de pago'],
    ['/app/historial-de-pagos/tr_123', 'Historial de pagos'],
    ['/app/cotizaciones/q1', 'Inicio'],
    ['/app/empleados', 'Empleados'],
    ['/app/mi-perfil', 'Mi perfil'],
    ['/app/notificaciones', 'Notificaciones'],
    ['/app/privacidad', 'Privacidad'],
  ])('the current entry of %s is %s', (pathname, label) => {
    expect(currentEntry(navEntriesFor('employer'), pathname)?.label).toBe(label);
  });

  it('"Perfil de usuario" goes to Mi perfil for employers and Mis datos otherwise', () => {
    expect(profileHref('employer')).toBe('/app/mi-perfil');
    expect(profileHref('nonEmployer')).toBe('/app/mis-datos');
  });
});
