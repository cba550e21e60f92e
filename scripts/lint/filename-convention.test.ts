// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { filenameConvention } from './filename-convention.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

// Real paths of this repository: the test-subject checks look at the files beside a test.
const root = fileURLToPath(new URL('../..', import.meta.url));
const at = (path: string) => `${root}${path}`;
const options = [{ root }];
const component = 'export function AppShell() { return <div />; }';

new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
}).run('filename-convention', filenameConvention, {
  valid: [
    { filename: at('src/components/layout/AppShell.tsx'), code: component, options },
    { filename: at('src/components/ui/Icons.tsx'), code: 'export const MenuIcon = createIcon();', options },
    { filename: at('src/app/router.tsx'), code: 'export const createPublicRoutes = () => [<p />];', options },
    { filename: at('src/lib/toast/toast-layer.tsx'), code: 'export const toast = 1; export function Toasts() {}', options },
    { filename: at('src/lib/form/use-form.ts'), code: 'export function useForm() {}', options },
    { filename: at('scripts/dev-api/charges.mjs'), code: 'export const a = 1;', options },
    { filename: at('vite.config.ts'), code: 'export default {};', options },
    { filename: at('src/components/layout/AppShell.test.tsx'), code: 'it("x", () => {});', options },
    // A test of a topic, not of one file.
    { filename: at('src/app/hung-requests.test.tsx'), code: 'it("x", () => {});', options },
    {
      filename: at('src/components/layout/useMediaQuery.ts'),
      code: '',
      options: [{ root, except: ['src/components/layout/useMediaQuery.ts'] }],
    },
  ],
  invalid: [
    { filename: at('src/lib/form/useForm.ts'), code: 'export function useForm() {}', options, errors: [{ messageId: 'kebab' }] },
    { filename: at('scripts/devApi/charges.mjs'), code: '', options, errors: [{ messageId: 'folder' }] },
    { filename: at('src/lib/toast/toast_layer.tsx'), code: '', options, errors: [{ messageId: 'tsx' }] },
    {
      filename: at('src/components/ui/Helpers.tsx'),
      code: 'export function helper() {}',
      options,
      errors: [{ messageId: 'notComponent' }],
    },
    { filename: at('src/components/layout/app-shell.tsx'), code: component, options, errors: [{ messageId: 'component' }] },
    { filename: at('src/components/layout/app-shell.test.tsx'), code: '', options, errors: [{ messageId: 'subject' }] },
    { filename: at('src/components/layout/NoSuchThing.test.tsx'), code: '', options, errors: [{ messageId: 'subject' }] },
  ],
});
