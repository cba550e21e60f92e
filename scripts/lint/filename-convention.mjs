// ESLint rule `local/filename-convention`: the file names the tree already uses.
// - Folders and modules without JSX: kebab-case (`use-form.ts`, `dev-api/charges.mjs`, `vite.config.ts`).
// - `.tsx`: PascalCase when the file is a component module (it exports a component: `AppShell.tsx`),
//   kebab-case when it is something else with JSX (routes, entry points, test helpers: `router.tsx`).
// - Tests follow their subject: `AppShell.test.tsx` beside `AppShell.tsx`; a kebab-case test never
//   stands for a PascalCase file (`app-shell.test.tsx` beside `AppShell.tsx`).
import { existsSync } from 'node:fs';
import path from 'node:path';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;

/** @param {string} kebab */
const toPascal = (kebab) => kebab.replace(/(?:^|-)([a-z0-9])/g, (_match, letter) => letter.toUpperCase());

/**
 * The names of the values a module declares and exports (types and re-exports left out).
 * `default` stands for an anonymous default export.
 * @param {Pick<import('eslint').AST.Program, 'body'>} program
 */
function exportedValues(program) {
  /** @type {string[]} */
  const names = [];
  for (const statement of program.body) {
    if (statement.type === 'ExportDefaultDeclaration') {
      const declaration = statement.declaration;
      const id = 'id' in declaration && declaration.id && declaration.id.type === 'Identifier' ? declaration.id.name : null;
      names.push(id ?? (declaration.type === 'Identifier' ? declaration.name : 'default'));
    } else if (statement.type === 'ExportNamedDeclaration' && !statement.source) {
      if ('exportKind' in statement && statement.exportKind === 'type') continue;
      const declaration = statement.declaration;
      if (declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration') {
        if (declaration.id) names.push(declaration.id.name);
      } else if (declaration?.type === 'VariableDeclaration') {
        for (const declarator of declaration.declarations) if (declarator.id.type === 'Identifier') names.push(declarator.id.name);
      }
      for (const specifier of statement.specifiers) {
        if ('exportKind' in specifier && specifier.exportKind === 'type') continue;
        if (specifier.exported.type === 'Identifier') names.push(specifier.exported.name);
      }
    }
  }
  return names;
}

/** @type {import('eslint').Rule.RuleModule} */
export const filenameConvention = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Components in PascalCase.tsx, everything else in kebab-case; tests named after their subject.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          except: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      folder: 'La carpeta `{{name}}` va en kebab-case.',
      kebab: '`{{name}}`: un módulo sin JSX va en kebab-case.',
      tsx: '`{{name}}`: un .tsx va en PascalCase (si es un componente) o en kebab-case.',
      notComponent: '`{{name}}` no exporta ningún componente: nómbralo en kebab-case.',
      component: '`{{name}}` solo exporta componentes: nómbralo como su componente, en PascalCase.',
      subject: '`{{name}}`: un test se llama como lo que prueba ({{subject}}).',
    },
  },
  create(context) {
    /** @type {{ root?: string, except?: string[] }} */
    const options = context.options[0] ?? {};
    const root = options.root ?? context.cwd;
    const relative = path.relative(root, context.filename).split(path.sep).join('/');
    if (relative.startsWith('..') || (options.except ?? []).includes(relative)) return {};

    const folders = relative.split('/').slice(0, -1);
    const name = path.basename(relative);
    const [stem = '', ...rest] = name.split('.');
    const extension = rest.at(-1) ?? '';
    const isTest = rest.length >= 2 && rest.at(-2) === 'test';
    const dir = path.dirname(context.filename);

    return {
      Program(program) {
        /** @param {string} messageId @param {Record<string, string>} [data] */
        const report = (messageId, data = {}) =>
          context.report({ node: program, loc: { line: 1, column: 0 }, messageId, data: { name, ...data } });

        const folder = folders.find((part) => !KEBAB.test(part));
        if (folder) return report('folder', { name: folder });
        if (!rest.slice(0, -1).every((part) => KEBAB.test(part))) return report('kebab');

        if (extension !== 'tsx') {
          if (!KEBAB.test(stem)) return report('kebab');
        } else if (!KEBAB.test(stem) && !PASCAL.test(stem)) {
          return report('tsx');
        }

        if (isTest) {
          if (PASCAL.test(stem) && !existsSync(path.join(dir, `${stem}.tsx`))) return report('subject', { subject: `${stem}.tsx` });
          const pascal = toPascal(stem);
          if (KEBAB.test(stem) && existsSync(path.join(dir, `${pascal}.tsx`))) return report('subject', { subject: `${pascal}.tsx` });
          return;
        }

        if (extension === 'tsx') {
          const values = exportedValues(program);
          const components = values.filter((value) => PASCAL.test(value) || value === 'default');
          if (PASCAL.test(stem) && components.length === 0) return report('notComponent');
          if (KEBAB.test(stem) && values.length > 0 && components.length === values.length) return report('component');
        }
      },
    };
  },
};
