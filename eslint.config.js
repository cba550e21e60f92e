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
    // One way to show a toast and to declare variants: through the modules that wrap the packages.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/toast/**', 'src/lib/tailwind-variants.ts', 'src/test/setup.ts', 'src/test/toast-container.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^react-toastify(/.*)?$',
              message: "Usa `import { toast } from '@/lib/toast'`: carga react-toastify con el primer aviso.",
            },
            {
              regex: '^tailwind-variants(/.*)?$',
              message: "Usa `import { tv } from '@/lib/tailwind-variants'`: usa el mismo tailwind-merge que el resto del kit.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'tests/**', 'src/test/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-globals': 'off' },
  },
);
