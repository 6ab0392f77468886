import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = readdirSync('web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The dependency rules of docs/architecture.md, made mechanical. */
const boundaries = [
  // functions never imports web; contracts and domain are pure and shared with the web.
  { target: './functions', from: './web', message: 'functions must not import web' },
  // The web reads the server's shared modules only: contracts (incl. the analysis read models), domain
  // rules and the pure app configuration. Anything else (functions/ai, data, handlers…) would ship
  // server code in the SPA bundle.
  {
    target: './web',
    from: './functions',
    except: ['./contracts', './domain', './config/app-config.ts'],
    message: 'the web imports only functions/contracts, functions/domain and functions/config/app-config',
  },
  {
    target: ['./functions/contracts', './functions/domain'],
    from: [
      './functions/data',
      './functions/handlers',
      './functions/http',
      './functions/local',
      './functions/identity',
      './functions/config',
      './functions/ai',
    ],
    message: 'contracts and domain are pure: no I/O modules, no AI adapters',
  },
  {
    target: './infra',
    from: ['./web', './functions/handlers', './functions/local'],
    message: 'infra reads the manifest and table schema only',
  },
  // the web: app → features → shared (components, lib); a feature never imports another feature.
  {
    target: ['./web/src/lib', './web/src/components'],
    from: ['./web/src/features', './web/src/app'],
    message: 'shared web code must not import features or app',
  },
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'a feature must not import another feature',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'cdk.out',
      'web/dist',
      '.local',
      '.scratch',
      'bench/results',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Tests read arbitrary JSON answers; Playwright fixtures must destructure their (empty) dependencies.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-empty-pattern': 'off' },
  },
);
