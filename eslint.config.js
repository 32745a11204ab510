// Lint: TypeScript rules, React hooks, and the import directions of docs/architecture
// (components/lib → features → app on the web; routes → modules → db on the API; no feature
// imports another feature; modules meet through their service).
import { readdirSync } from 'node:fs';
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
const moduleZones = dirs(`${API}/modules`).map((name) => ({
  target: `${API}/modules/${name}`,
  from: `${API}/modules`,
  except: [
    `./${name}`,
    ...dirs(`${API}/modules`)
      .filter((m) => m !== name)
      .map((m) => `./${m}/${m}.service.ts`),
  ],
  message: 'Modules meet through their service: import ../<module>/<module>.service.ts.',
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
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
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
