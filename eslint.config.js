// Lint: TypeScript rules, React hooks, and the import directions of the README's "Layout"
// (components/lib → features → app on the web; routes → modules → db on the API; no feature
// imports another feature; modules meet through their public functions, in their *.service.ts
// files, never through a file that re-exports another's: decisions 018 and 047). Import cycles,
// type-only imports included, are found by scripts/check-cycles.ts, which `npm run lint` runs too.
import { readdirSync } from 'node:fs';
import { sep } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import prettierConfig from 'eslint-config-prettier';
import sukoyaka from './eslint-rules/transaction-handle.js';

const dirs = (path) => {
  try {
    return readdirSync(path, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
};
const WEB = './apps/web/src';
const API = './apps/api/src';

/** One zone per feature/module: it may not reach into its siblings (modules: except their service). */
const featureZones = dirs(`${WEB}/features`).map((name) => ({
  target: `${WEB}/features/${name}`,
  from: `${WEB}/features`,
  except: [`./${name}`],
  message: 'A feature must not import another feature; move shared code to components/ or lib/.',
}));
/** A module's public files: its *.service.ts files (tests and queries stay private). */
const serviceFiles = (dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.service.ts'))
    .map((f) => f.split(sep).join('/'));
const moduleZones = dirs(`${API}/modules`).map((name) => ({
  target: `${API}/modules/${name}`,
  from: `${API}/modules`,
  except: [
    `./${name}`,
    ...dirs(`${API}/modules`)
      .filter((m) => m !== name)
      .flatMap((m) => serviceFiles(`${API}/modules/${m}`).map((f) => `./${m}/${f}`)),
  ],
  message: "Modules meet through their public functions: import another module's *.service.ts, never its queries or helpers.",
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.test-output/**', 'test-results/**', 'packages/db/migrations/**', '.bench/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: `${WEB}/components`, from: [`${WEB}/features`, `${WEB}/app`], message: 'components/ has no domain knowledge.' },
            { target: `${WEB}/lib`, from: [`${WEB}/features`, `${WEB}/app`, `${WEB}/components`], message: 'lib/ is the bottom layer.' },
            { target: `${WEB}/features`, from: `${WEB}/app`, message: 'features/ never import app/.' },
            ...featureZones,
            { target: `${API}/modules`, from: [`${API}/routes`, `${API}/plugins`, `${API}/app.ts`], message: 'modules/ never import routes or plugins.' },
            { target: `${API}/lib`, from: [`${API}/routes`, `${API}/modules`, `${API}/plugins`] },
            ...moduleZones,
            { target: './packages', from: './apps', message: 'packages never import apps.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@sukoyaka/db', '@sukoyaka/db/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', 'fastify'],
              message: 'The web app never imports the database or the server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts', 'packages/i18n/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@sukoyaka/db', '@sukoyaka/db/*', 'drizzle-orm', 'drizzle-orm/*'], message: 'contracts and i18n are shared with the browser.' }],
        },
      ],
    },
  },
  {
    // Routes reach data only through modules' services, which take the actor's scope (decision 017).
    files: ['apps/api/src/routes/**/*.ts'],
    ignores: ['apps/api/src/routes/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@sukoyaka/db', '@sukoyaka/db/*', 'drizzle-orm', 'drizzle-orm/*', 'pg'],
              message: 'Routes never query the database: call a module service with the actor scope.',
            },
          ],
        },
      ],
    },
  },
  {
    // A module exports what it declares: no `export … from` and no `export { imported }` (a barrel
    // hides which file a function lives in, and the module graph behind it; decision 047).
    files: ['apps/api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No re-exports in modules: import the function from the file that declares it.' },
        {
          selector: 'ExportNamedDeclaration[declaration=null]',
          message: 'No re-exports in modules: export a function where it is declared; others import it from there.',
        },
      ],
    },
  },
  {
    // Inside a transaction callback only the transaction's handle (issue 22, decision 044).
    files: ['apps/api/**/*.ts', 'packages/db/**/*.ts', 'scripts/**/*.ts'],
    plugins: { sukoyaka },
    rules: { 'sukoyaka/transaction-handle': 'error' },
  },
  // Formatting is Prettier's (run by `npm run lint`); eslint leaves it alone.
  prettierConfig,
);
