import { afterEach, describe, expect, it } from 'vitest';
import { forgetTypedFields, keepTypedFields, takeTypedField } from './hydration';

describe('what was typed into a pre-rendered page before a fresh render', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('is kept by field name, once, with the field that had the focus', () => {
    const container = document.createElement('div');
    container.innerHTML = '<input name="email" value="ana@ejemplo.mx"><input name="password" value="Secreta1!"><input name="empty">';
    document.body.append(container);
    container.querySelector<HTMLInputElement>('input[name=password]')!.focus();

    keepTypedFields(container);

    expect(takeTypedField('email')).toEqual({ value: 'ana@ejemplo.mx', focused: false });
    expect(takeTypedField('password')).toEqual({ value: 'Secreta1!', focused: true });
    expect(takeTypedField('empty')).toEqual({ value: '', focused: false });
    // Only for the first render of those fields.
    expect(takeTypedField('password')).toEqual({ value: '', focused: false });
  });

  it('forgets what no field took', () => {
    const container = document.createElement('div');
    container.innerHTML = '<input name="password" value="Secreta1!">';
    document.body.append(container);
    container.querySelector('input')!.focus();
    keepTypedFields(container);

    forgetTypedFields();

    expect(takeTypedField('password')).toEqual({ value: '', focused: false });
  });

  it('keeps nothing when the focus is outside the page', () => {
    const container = document.createElement('div');
    container.innerHTML = '<input name="email">';
    const outside = document.createElement('input');
    outside.name = 'email';
    document.body.append(container, outside);
    outside.focus();

    keepTypedFields(container);

    expect(takeTypedField('email')).toEqual({ value: '', focused: false });
  });
});
