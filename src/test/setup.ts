import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// Node-environment tests (real HTTP) have no DOM to clean.
const hasDom = typeof window !== 'undefined';

afterEach(async () => {
  if (!hasDom) return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
