// @ts-check
import { readdirSync } from 'node:fs';
import eslint from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The import table of ARCHITECTURE.md, as lint zones. Feature zones are computed from the folders
 * under src/features, so a new feature is covered the moment its folder exists.
 */
const features = readdirSync('./src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = features.flatMap((feature) =>
  features
    .filter((other) => other !== feature)
    .map((other) => ({
      target: `./src/features/${feature}`,
      from: `./src/features/${other}`,
      except: ['./index.ts'],
      message: `Feature "${feature}" may use feature "${other}" only through its index.ts.`,
    })),
);

const layerZones = [
  ...featureZones,
  {
    target: ['./src/features', './src/api', './src/ui', './src/domain', './src/lib'],
    from: './src/app',
    message: 'Only src/app may import src/app.',
  },
  {
    target: './src/api',
    from: ['./src/features', './src/ui', './src/domain'],
    message: 'src/api imports only generated/ and src/lib.',
  },
  {
    target: './src/ui',
    from: ['./src/features', './src/api', './src/domain', './generated'],
    message: 'src/ui imports only src/lib and locales/.',
  },
  {
    target: './src/domain',
    from: ['./src/features', './src/api', './src/ui', './generated', './locales'],
    message: 'src/domain holds pure rules: nothing app-specific.',
  },
  {
    target: './src/lib',
    from: ['./src', './generated', './locales', './mocks', './scenarios'],
    except: ['./lib'],
    message: 'src/lib is framework-free and imports nothing of the app.',
  },
  {
    target: './mocks',
    from: ['./src/features', './src/app', './src/ui', './src/api', './e2e'],
    message: 'The simulated backend imports only generated/, src/domain and src/lib.',
  },
  {
    // Its hosts (mocks/server, mocks/browser-entry.ts) load scenarios; the backend itself never does.
    target: ['./mocks/db', './mocks/seed', './mocks/handlers', './mocks/control', './mocks/contract'],
    from: ['./scenarios', './cockpit'],
    message: 'The simulated backend does not depend on scenarios or the cockpit; only its hosts load them.',
  },
  {
    // The QA cockpit (decision 033) is a tool beside the app, built with its parts but not of it.
    target: './cockpit',
    from: ['./src/features', './src/app', './src/api', './e2e'],
    message: 'The cockpit imports scenarios/, mocks/, generated/, src/ui, src/domain and src/lib only.',
  },
  {
    target: './scenarios',
    from: ['./src/features', './src/app', './src/ui', './src/api', './e2e'],
    message: 'Scenarios import only mocks/ and src/domain.',
  },
];

const productionZones = [
  ...layerZones,
  {
    target: './src',
    from: [
      './mocks',
      './scenarios',
      './cockpit',
      './tests',
      './e2e',
      './node_modules/@faker-js',
      './node_modules/msw',
    ],
    message:
      'Production code never imports the simulated backend, scenarios, the cockpit, faker or test code.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'build/**',
      'generated/**',
      'locales/i18n-*',
      'mocks/public/**',
      'test-results/**',
      'playwright-report/**',
      '.ladle/**/*.js',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [
      eslint.configs.recommended,
      ...tseslint.configs.strictTypeChecked,
      ...tseslint.configs.stylisticTypeChecked,
      importX.flatConfigs.recommended,
      importX.flatConfigs.typescript,
    ],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-named-as-default-member': 'off',
      // TypeScript already checks that imported names and namespace members exist (typecheck);
      // these were a fifth of the lint time for nothing.
      'import-x/namespace': 'off',
      'import-x/named': 'off',
      'import-x/default': 'off',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-definitions': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-expect-error': true, 'ts-nocheck': true },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.tsx', 'mocks/**/*.tsx', 'cockpit/**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended, reactHooks.configs.flat['recommended-latest']],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: productionZones }] },
  },
  {
    // Features import one another one way only: a cycle means a shared piece belongs lower down.
    // Lazy imports count too, since a chunk that loads its importer is the same loop. Nothing
    // imports a test or a story, so no cycle runs through one: skipping them halves the rule's time.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'e2e/**', 'scripts/**', 'mocks/server/**', '*.config.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': 'off',
    },
  },
  {
    // Handlers take their request and answer types from the contract (support/contract-types.ts):
    // a cast would silently step around it, so there is none outside the typed core.
    files: ['mocks/handlers/**/*.ts'],
    ignores: ['mocks/handlers/**/*.test.ts', 'mocks/handlers/support/**'],
    rules: { '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }] },
  },
  {
    // The fixture's purpose is to prove type errors, one `@ts-expect-error` per refused handler.
    files: ['mocks/handlers/support/*.type-test.ts'],
    rules: {
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description' }],
    },
  },
  {
    files: ['e2e/**/*.ts'],
    extends: [playwright.configs['flat/recommended']],
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [eslint.configs.recommended, tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The push service worker runs in the browser's worker scope.
    files: ['public/sw-push.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
