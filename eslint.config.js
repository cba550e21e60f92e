import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'reports', 'test-results', '.tmp', 'src/lib/api/schema.d.ts'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Screens never call fetch themselves: every call goes through src/lib/api.
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Usa el cliente de src/lib/api.' }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Usa el cliente de src/lib/api.' },
      ],
    },
  },
  {
    // Only the session module may touch browser storage.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/session/storage.ts', 'src/lib/session/drafts.ts', 'src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Usa el cliente de src/lib/api.' },
        { name: 'localStorage', message: 'Solo src/lib/session usa el almacenamiento.' },
        { name: 'sessionStorage', message: 'Solo src/lib/session usa el almacenamiento.' },
      ],
    },
  },
  {
    files: ['scripts/**', 'tests/**', 'src/test/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-globals': 'off' },
  },
);
