import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import vitest from '@vitest/eslint-plugin';
import tseslint from 'typescript-eslint';
import { filenameConvention } from './scripts/lint/filename-convention.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The layers (bulletproof-react): src/app composes features; features use the shared code;
// shared code (components, lib, config, test helpers) uses neither.
const SHARED = ['./src/components', './src/lib', './src/config', './src/test'];
const sharedNeverImportsUpward = {
  target: SHARED,
  from: ['./src/features', './src/app'],
  message: 'El código compartido no importa features ni src/app: mueve lo que necesitas a src/lib o src/components.',
};
const featuresNeverImportApp = {
  target: './src/features',
  from: './src/app',
  message: 'Una feature no importa src/app: src/app compone las features, no al revés.',
};
const featureStaysInItsFolder = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`, ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
  message:
    'Una feature importa otra solo por su index.ts (su cara pública): exporta ahí lo que necesitas, o muévelo a src/lib si no es de ningún dominio.',
}));

const HAND_WRITTEN_KEY =
  'Una llave de consulta escrita a mano: usa operationKey(método, ruta) de @/lib/api/operations o xxxQueryOptions(...).queryKey.';
const KEY_AND_MUTATION_RULES = [
  {
    selector: "Property[key.name=/^(queryKey|mutationKey)$/] > ArrayExpression.value:not([elements.0.type='SpreadElement'])",
    message: HAND_WRITTEN_KEY,
  },
  {
    selector:
      'CallExpression[callee.property.name=/^(invalidateQueries|refetchQueries|cancelQueries|removeQueries|resetQueries|setQueryData|getQueryData|setQueriesData|getQueriesData|getQueryState|ensureQueryData|fetchQuery|prefetchQuery)$/] > ArrayExpression.arguments',
    message: HAND_WRITTEN_KEY,
  },
  {
    selector: "CallExpression[callee.object.name='$api'][callee.property.name='useMutation']",
    message: 'Una escritura es useMutation de TanStack con mutationKey: writeKey(operación) e invalidateAfter (docs/api-layer.md).',
  },
];
const USE_SUBMISSION_RULE = {
  selector: "ImportDeclaration[source.value='@/lib/use-submission']",
  message: 'useSubmission es solo de las páginas públicas (features/auth); aquí, useMutation con writeKey(operación).',
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'reports', 'test-results', '.tmp', 'src/lib/api/schema.d.ts'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Screens never call fetch themselves: every call goes through src/lib/api.
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Usa el cliente de src/lib/api.' }],
      'no-restricted-properties': ['error', { object: 'window', property: 'fetch', message: 'Usa el cliente de src/lib/api.' }],
    },
  },
  // Rules switched off or tuned here have their reason in docs/testing.md ("Static checks").
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // React Compiler rules, on although the app is not compiled by it: no ref read or written
      // while rendering, no setState straight in an effect. See docs/testing.md.
      'react-hooks/refs': 'error',
      'react-hooks/set-state-in-effect': 'error',
      'react-hooks/immutability': 'error',
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: { ...jsxA11y.flatConfigs.recommended.rules, 'jsx-a11y/no-autofocus': 'off' },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      'testing-library/render-result-naming-convention': 'off',
      'testing-library/no-node-access': 'off',
      'testing-library/no-container': 'off',
      'testing-library/no-manual-cleanup': 'off',
    },
  },
  {
    // Its helper hands `within(dialog)` around as `dialog`: the rule cannot see it is within().
    files: ['src/features/payment-methods/components/AddCardDialog.test.tsx'],
    rules: { 'testing-library/prefer-screen-queries': 'off' },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    ...vitest.configs.recommended,
    rules: {
      ...vitest.configs.recommended.rules,
      // fast-check's fc.assert and the files' own refuses…() helpers assert.
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', 'fc.assert', 'refuses*'] }],
      // Vitest's expect takes a message as its second argument.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      'vitest/no-conditional-expect': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse the imported TypeScript files too (no-cycle follows them), and resolve `@/` through tsconfig paths.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}tsconfig.json` })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [sharedNeverImportsUpward, featuresNeverImportApp, ...featureStaysInItsFolder] },
      ],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // Tests and their helpers render screens the way src/app wires them (its query client, router
    // hrefs, startup screen), and a few check one feature's limits against another's: they may
    // import src/app and other features. Shared test code still never imports features.
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/features/**/test/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [{ ...sharedNeverImportsUpward, from: ['./src/features'] }] }],
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
    // One way to show a toast, to declare variants and to combine classes: through the modules that
    // wrap the packages. tailwind-merge only judges conflicts in development (class-conflicts.ts).
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/lib/toast/**',
      'src/lib/tailwind-variants.ts',
      'src/lib/class-conflicts.ts',
      'src/test/setup.ts',
      'src/test/toast-container.tsx',
    ],
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
              message: "Usa `import { tv } from '@/lib/tailwind-variants'`: une las clases y las comprueba en desarrollo.",
            },
            {
              regex: '^tailwind-merge(/.*)?$',
              message:
                "Usa `joinClasses` de '@/lib/class-names': en producción solo une las clases (sin tailwind-merge) y en desarrollo rechaza las que chocan.",
            },
          ],
        },
      ],
    },
  },
  {
    // React Aria is wrapped once, in the kit (src/components): screens use the wrappers, so each
    // control has one look, one focus ring and one place to change. AriaLayout only wires react-aria
    // to the router and the es-MX locale. typescript-eslint's copy of the rule, so that this block
    // does not replace the toast and tailwind-variants restrictions above.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/**', 'src/app/AriaLayout.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^react-aria-components(/.*)?$',
              message:
                'Usa los componentes de src/components/ui (o envuelve ahí el que falte, con su estilo y el anillo de foco compartido).',
            },
          ],
        },
      ],
    },
  },
  {
    // One way for keys and mutations (docs/api-layer.md): a key is operationKey(method, path) or a
    // query's own queryOptions(...).queryKey, never written by hand (it drifts from the query it
    // means, and an invalidation by it silently matches nothing; a computed key starts with
    // ...operationKey(...)); a write is TanStack's useMutation with writeKey(operation).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/features/auth/**'],
    rules: { 'no-restricted-syntax': ['error', ...KEY_AND_MUTATION_RULES, USE_SUBMISSION_RULE] },
  },
  {
    // The public forms (sign-in, reset, invitation) keep useSubmission: TanStack Query is not on
    // their first load (docs/performance.md).
    files: ['src/features/auth/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...KEY_AND_MUTATION_RULES] },
  },
  {
    files: ['scripts/**', 'tests/**', 'src/test/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-globals': 'off' },
  },
  // Type-aware rules. Each file is checked with the types of the tsconfig that holds it
  // (app, test or node; this config file alone with the default one). The promise and switch rules
  // hold everywhere; a `default:` does not stand for a union's missing cases.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['eslint.config.js'] }, tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-floating-promises': [
        'error',
        // node:test's test() and describe() return promises the runner itself awaits.
        { allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['test', 'it', 'describe', 'suite'] }] },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: false }],
    },
  },
  {
    // The app and its tests: all of typescript-eslint's type-checked recommendations.
    files: ['src/**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    rules: {
      // Passing on another promise's rejection reason as it came is fine.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
    },
  },
  {
    // Test doubles implement async interfaces without awaiting anything, and expect(mock.method)
    // is no call: Vitest's own unbound-method knows that.
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/features/**/test/**'],
    plugins: { vitest },
    rules: {
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
      'vitest/unbound-method': 'error',
    },
  },
  {
    // A list without its key re-mounts its rows (losing their state and focus).
    files: ['**/*.tsx'],
    plugins: { react },
    rules: { 'react/jsx-key': ['error', { checkFragmentShorthand: true, warnOnDuplicates: true }] },
  },
  {
    // Components in PascalCase.tsx, everything else kebab-case; tests named after their subject.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { local: { rules: { 'filename-convention': filenameConvention } } },
    rules: {
      'local/filename-convention': ['error', { root }],
    },
  },
);
