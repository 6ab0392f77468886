import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundle, entries, isDeployed } from '../../bench/bundles';
import { unexpectedInputs } from '../../infra/bundle-contents';

const scratch = mkdtempSync(join(tmpdir(), 'rumo-bundle-contents-'));
const deployed = entries(scratch).filter(isDeployed);

/**
 * The deployed bundles, built as CDK builds them: no local-only code anywhere; Stripe, the HTML parser
 * and validator, the Cognito, Bedrock and SSM clients only where they are called (infra/bundle-contents.ts).
 */
describe('what each deployed bundle carries', () => {
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('covers every area function, the workflow steps and the triggers', () => {
    const names = deployed.map((entry) => entry.name);
    expect(names).toEqual(expect.arrayContaining(['handlers/payments', 'steps/generate-analysis']));
    expect(names.filter((name) => name.startsWith('triggers/'))).toHaveLength(4);
  });

  it.each(deployed.map((entry, index) => [entry.name, entry, index] as const))(
    '%s',
    async (name, entry, index) => {
      const { metafile } = await bundle(entry, join(scratch, `b${index}`));
      const inputs = Object.keys(metafile.inputs);
      expect(unexpectedInputs(name, inputs)).toEqual([]);
      if (['handlers/payments', 'handlers/stripe-webhook', 'steps/website-page'].includes(name)) {
        // The check above can fail: these carry Stripe or the HTML parser, refused in the others.
        expect(unexpectedInputs('handlers/learning', inputs).length).toBeGreaterThan(0);
      }
      if (['handlers/payments', 'triggers/custom-message', 'handlers/marketing'].includes(name)) {
        // They read the app's origins or the AI switch from SSM: the client is there, and refused in a
        // function that reads neither.
        expect(inputs.some((input) => input.includes('node_modules/@aws-sdk/client-ssm/'))).toBe(true);
        expect(
          unexpectedInputs('triggers/seed-catalogue', inputs).some((input) => input.includes('client-ssm')),
        ).toBe(true);
      }
    },
  );
});
