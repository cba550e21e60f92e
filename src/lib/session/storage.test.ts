import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, readStoredToken, reloadToken, setToken, subscribeToken, TOKEN_KEY } from './storage';

const cookieToken = () =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${TOKEN_KEY}=`))
    ?.slice(TOKEN_KEY.length + 1) ?? null;

describe('session storage', () => {
  beforeEach(() => setToken(null));

  it('keeps the token under userToken in localStorage, sessionStorage and a cookie', () => {
    setToken('abc123');
    expect(localStorage.getItem('userToken')).toBe('abc123');
    expect(sessionStorage.getItem('userToken')).toBe('abc123');
    expect(cookieToken()).toBe('abc123');
    expect(getToken()).toBe('abc123');
  });

  it('removes the token from both stores and the cookie when set to null', () => {
    setToken('abc123');
    setToken(null);
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(sessionStorage.getItem('userToken')).toBeNull();
    expect(cookieToken()).toBeNull();
    expect(getToken()).toBeNull();
  });

  it('treats a blank token as no token', () => {
    setToken('   ');
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it.each([
    ['localStorage only', () => localStorage.setItem('userToken', 'L'), 'L'],
    ['sessionStorage only', () => sessionStorage.setItem('userToken', 'S'), 'S'],
    ['neither', () => undefined, null],
  ])('finds a token in either store: %s', (_name, seed, expected) => {
    seed();
    expect(readStoredToken()).toBe(expected);
    expect(reloadToken()).toBe(expected);
  });

  it('notifies listeners only when the token changes', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToken(listener);
    setToken('a');
    setToken('a');
    setToken(null);
    unsubscribe();
    setToken('b');
    expect(listener.mock.calls).toEqual([['a'], [null]]);
  });
});
