// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, validateNewPassword, validateNewPasswordForm, validatePasswordConfirmation } from '@/lib/validation/password';
import { validateResetRequest, validateSignIn } from './validation';

describe('the new-password rule', () => {
  it('asks for one when empty', () => {
    expect(validateNewPassword('')).toBe('Escribe tu nueva contraseña.');
  });

  it('needs at least 8 characters and at most 128 (the contract’s bounds)', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(validateNewPassword('abc1234')).toBe('La contraseña debe tener al menos 8 caracteres.');
    expect(validateNewPassword('abcd1234')).toBeNull();
    expect(validateNewPassword(`a1${'x'.repeat(126)}`)).toBeNull();
    expect(validateNewPassword(`a1${'x'.repeat(127)}`)).toBe('La contraseña debe tener como máximo 128 caracteres.');
  });

  it('needs a letter and a number; accented letters and ñ count as letters', () => {
    expect(validateNewPassword('abcdefgh')).toBe('La contraseña debe incluir al menos una letra y un número.');
    expect(validateNewPassword('12345678')).toBe('La contraseña debe incluir al menos una letra y un número.');
    expect(validateNewPassword('ñúñez2024')).toBeNull();
    expect(validateNewPassword('!!!!!!!9')).toBe('La contraseña debe incluir al menos una letra y un número.');
  });

  it('the confirmation must be typed and match', () => {
    expect(validatePasswordConfirmation('NuevaClave2024', '')).toBe('Confirma tu nueva contraseña.');
    expect(validatePasswordConfirmation('NuevaClave2024', 'NuevaClave2025')).toBe('Las contraseñas no coinciden.');
    expect(validatePasswordConfirmation('NuevaClave2024', 'NuevaClave2024')).toBeNull();
  });
});

describe('the sign-in screens’ checks', () => {
  it('word the e-mail rule to the customer and ask for the password', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: 'Escribe tu correo electrónico.',
      password: 'Escribe tu contraseña.',
    });
    expect(validateResetRequest({ email: 'ana@x' })).toEqual({
      email: 'Escribe un correo electrónico válido, por ejemplo nombre@empresa.mx.',
    });
    expect(validateSignIn({ email: ' ana@constructoradelbajio.mx ', password: 'Bajio2024!' })).toEqual({});
  });

  it('check the new password and its confirmation together', () => {
    expect(validateNewPasswordForm({ password: 'Bajio2024!', confirmation: 'Bajio2025!' })).toEqual({
      confirmation: 'Las contraseñas no coinciden.',
    });
    expect(validateNewPasswordForm({ password: 'Bajio2024!', confirmation: 'Bajio2024!' })).toEqual({});
  });
});
