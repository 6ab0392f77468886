import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const subfolders = (path) =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const webFeatures = subfolders('web/src/features');
/** The admin area's sub-features share only its API hooks and its shared/ folder. */
const adminCommons = ['api', 'shared'];
const adminSubfeatures = subfolders('web/src/features/admin').filter((name) => !adminCommons.includes(name));
/** web/src/ outside the first-load module (prerender/). */
const webOutsideFirstLoad = [
  ...subfolders('web/src')
    .filter((name) => name !== 'prerender')
    .map((name) => `./web/src/${name}`),
  './web/src/main.tsx',
];

/** functions/: everything that is not a feature. */
const serverLayers = ['contracts', 'domain', 'platform', 'ai', 'triggers', 'local', 'seed'];
const serverFeatures = subfolders('functions').filter((name) => !serverLayers.includes(name));
/** A feature's private parts: its area's handlers and its workflow steps. */
const privateFolders = ['handlers', 'steps', 'webhook'];

/** The dependency rules of ARCHITECTURE.md, made mechanical (tests/unit/boundaries.test.ts shows each firing). */
const boundaries = [
  { target: './functions', from: './web', message: 'functions must not import web' },
  // The web reads the server's shared modules only: contracts (incl. the analysis read models), domain
  // rules and the pure app configuration. Anything else would ship server code in the SPA bundle.
  {
    target: './web',
    from: './functions',
    except: ['./contracts', './domain', './platform/config/app-config.ts'],
    message:
      'the web imports only functions/contracts, functions/domain and functions/platform/config/app-config',
  },
  {
    target: ['./functions/contracts', './functions/domain'],
    from: './functions',
    except: ['./contracts', './domain'],
    message: 'contracts and domain are pure: they import only each other',
  },
  {
    target: './functions/contracts',
    from: './functions/domain',
    message: 'contracts do not import domain (domain rules read contracts, not the reverse)',
  },
  {
    target: ['./functions/platform', './functions/ai'],
    from: [...serverFeatures, 'triggers', 'local', 'seed'].map((name) => `./functions/${name}`),
    message: 'platform and ai serve every feature: they import no feature, trigger, seed or local module',
  },
  // A feature's root files are what it offers the others; its handlers and workflow steps are its own.
  ...serverFeatures.map((feature) => ({
    target: [...serverLayers.filter((name) => name !== 'local'), ...serverFeatures]
      .filter((name) => name !== feature)
      .map((name) => `./functions/${name}`),
    from: privateFolders.map((folder) => `./functions/${feature}/${folder}`),
    message: `functions/${feature}/{${privateFolders.join(',')}} are private to the feature: import its root files`,
  })),
  {
    target: './infra',
    from: ['./web', './functions/local', './bench'],
    message: 'infra reads the manifest, the table schema and the shared contracts only',
  },
  {
    target: ['./functions', './infra', './web'],
    from: './bench',
    message: 'only bench and tests import bench/',
  },
  // the web: app → features → shared (components, lib); a feature never imports another feature.
  {
    target: ['./web/src/lib', './web/src/components'],
    from: ['./web/src/features', './web/src/app'],
    message: 'shared web code must not import features or app',
  },
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'a web feature must not import the app (routes, layouts, providers): move what it needs to lib/',
  },
  ...adminSubfeatures.map((sub) => ({
    target: `./web/src/features/admin/${sub}`,
    from: './web/src/features/admin',
    except: [`./${sub}`, ...adminCommons.map((common) => `./${common}`)],
    message: 'an admin sub-feature imports only admin/api and admin/shared of the admin area',
  })),
  {
    target: adminCommons.map((common) => `./web/src/features/admin/${common}`),
    from: adminSubfeatures.map((sub) => `./web/src/features/admin/${sub}`),
    message: 'admin/api and admin/shared must not import an admin sub-feature',
  },
  // The first-load machinery (prerender, boot script, early answers, held input, the stored token) is
  // one module: the app reaches it through its interface only.
  {
    target: webOutsideFirstLoad,
    from: './web/src/prerender',
    except: ['./first-load.ts'],
    message:
      'the first-load module (web/src/prerender/) is reached only through its interface, first-load.ts',
  },
  ...webFeatures.map((feature) => ({
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
    // Tests and their fixtures may reach across layers (seeded catalogues, a feature's steps); the
    // bundles' boundaries still hold for them.
    files: ['**/*.test.{ts,tsx}', '**/testing/**/*.ts', 'tests/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaries.slice(0, 2) }] },
  },
  {
    // Tests read arbitrary JSON answers; Playwright fixtures must destructure their (empty) dependencies.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-empty-pattern': 'off' },
  },
);
