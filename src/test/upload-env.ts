import { beforeAll, beforeEach, vi } from 'vitest';
import type { TestServer } from './http-server';
import { setupTestApi } from './render';

/**
 * The test API for a screen that uploads: uploads (XMLHttpRequest) read the base URL from the
 * validated env, so the test file mocks `@/config/env` onto `env` and this points it at the server.
 * Dialogs and errors scroll into view, which jsdom lacks.
 */
export function setupUploadTestApi(env: { apiBaseUrl: string }): TestServer {
  const server = setupTestApi();
  beforeAll(() => {
    env.apiBaseUrl = server.url;
  });
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });
  return server;
}
