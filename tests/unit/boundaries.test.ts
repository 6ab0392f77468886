import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../infra/paths';

/**
 * The import boundaries of ARCHITECTURE.md, each shown firing: a file at `from` importing `imports`
 * is refused with the rule's message, and a neighbouring import the map allows passes.
 */
const eslint = new ESLint({ cwd: repoRoot });

async function boundaryErrors(file: string, specifier: string): Promise<string[]> {
  const code = `import * as probe from '${specifier}';\nexport const used = probe;\n`;
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}/${file}` });
  return result!.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

const refused: [rule: string, file: string, specifier: string, message: string][] = [
  [
    'functions ↛ web',
    'functions/dossier/probe.ts',
    '../../web/src/lib/format',
    'functions must not import web',
  ],
  [
    'web ↛ server modules',
    'web/src/lib/probe.ts',
    '../../../functions/dossier/dossier',
    'the web imports only',
  ],
  [
    'contracts ↛ domain',
    'functions/contracts/probe.ts',
    '../domain/journey',
    'contracts do not import domain',
  ],
  ['domain ↛ I/O', 'functions/domain/probe.ts', '../platform/data/client', 'contracts and domain are pure'],
  [
    'platform ↛ features',
    'functions/platform/http/probe.ts',
    '../../dossier/dossier',
    'platform and ai serve every feature',
  ],
  [
    'ai ↛ features',
    'functions/ai/probe.ts',
    '../marketing/website-analyses',
    'platform and ai serve every feature',
  ],
  [
    "a feature's handlers are private",
    'functions/action-plan/probe.ts',
    '../dossier/handlers/get-dossier',
    'functions/dossier/{handlers,steps,webhook} are private',
  ],
  [
    "a feature's steps are private",
    'functions/dossier/probe.ts',
    '../analyses/steps/analysis-steps',
    'functions/analyses/{handlers,steps,webhook} are private',
  ],
  ['infra ↛ bench', 'infra/constructs/probe.ts', '../../bench/cost', 'only bench and tests import bench/'],
  ['infra ↛ local', 'infra/probe.ts', '../functions/local/stack', 'infra reads the manifest'],
  [
    'web feature ↛ app',
    'web/src/features/admin/probe.ts',
    '../../app/router',
    'a web feature must not import the app',
  ],
  [
    'web feature ↛ feature',
    'web/src/features/admin/probe.ts',
    '../dossier/dossier-page',
    'a feature must not import another feature',
  ],
  [
    'web shared ↛ features',
    'web/src/lib/probe.ts',
    '../features/dossier/dossier-page',
    'shared web code must not import',
  ],
  [
    'admin sub-feature ↛ admin sub-feature',
    'web/src/features/admin/diagnostics/probe.ts',
    '../users/users-page',
    'an admin sub-feature imports only admin/api and admin/shared',
  ],
  [
    'admin shared ↛ admin sub-feature',
    'web/src/features/admin/shared/probe.ts',
    '../users/users-page',
    'admin/api and admin/shared must not import an admin sub-feature',
  ],
  [
    'the first-load module is reached through its interface',
    'web/src/lib/probe.ts',
    '../prerender/token-rules',
    'the first-load module (web/src/prerender/) is reached only through its interface',
  ],
  [
    'the app entry too',
    'web/src/main.tsx',
    './prerender/held-input',
    'the first-load module (web/src/prerender/) is reached only through its interface',
  ],
];

const allowed: [what: string, file: string, specifier: string][] = [
  ["a feature imports another feature's root file", 'functions/action-plan/probe.ts', '../dossier/dossier'],
  ['a feature imports its own handlers', 'functions/dossier/handlers/probe.ts', './get-dossier'],
  ['the local stack runs every step', 'functions/local/probe.ts', '../analyses/steps/analysis-steps'],
  ['domain reads contracts', 'functions/domain/probe.ts', '../contracts/action-plan'],
  ['the web reads the app config', 'web/src/lib/probe.ts', '../../../functions/platform/config/app-config'],
  ['bench reads infra', 'bench/probe.ts', '../infra/prices'],
  ['a web feature reads the route paths', 'web/src/features/admin/probe.ts', '../../lib/route-paths'],
  [
    'an admin sub-feature reads admin/shared',
    'web/src/features/admin/users/probe.ts',
    '../shared/admin-table',
  ],
  ['shared web code asks the first-load interface', 'web/src/lib/probe.ts', '../prerender/first-load'],
  ['the first-load module reads its own parts', 'web/src/prerender/probe.ts', './token-rules'],
];

describe('import boundaries (eslint import-x/no-restricted-paths)', () => {
  // The first lint loads the config, its plugins and the TypeScript resolver: seconds on a busy machine.
  beforeAll(() => boundaryErrors('functions/domain/probe.ts', '../contracts/action-plan'), 60_000);

  it.each(refused)('%s', async (_rule, file, specifier, message) => {
    const errors = await boundaryErrors(file, specifier);
    expect(
      errors.some((error) => error.includes(message)),
      errors.join('\n') || 'no error',
    ).toBe(true);
  });

  it.each(allowed)('allows: %s', async (_what, file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toEqual([]);
  });
});
