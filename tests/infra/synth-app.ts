import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { buildApp, type RumoStacks } from '../../infra/build-app';
import { repoRoot } from '../../infra/paths';

const cdkJson = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as {
  context: Record<string, unknown>;
};

export interface SynthesizedApp extends RumoStacks {
  app: App;
  outdir: string;
  /** Violations cdk-nag (and any other validation plugin) reported and nobody acknowledged. */
  violations: { plugin: string; rule: string; severity: string; paths: string[] }[];
  dispose: () => void;
}

/**
 * Builds and synthesizes the stacks exactly as `cdk synth` does, with the context of cdk.json
 * (which `new App()` does not read) plus overrides, without bundling the Lambdas.
 */
export function synthApp(overrides: Record<string, unknown> = {}): SynthesizedApp {
  const outdir = mkdtempSync(join(tmpdir(), 'rumo-infra-'));
  const app = new App({
    outdir,
    context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [], ...overrides },
  });
  try {
    const stacks = buildApp(app);
    const assembly = app.synth();
    const report = JSON.parse(readFileSync(join(assembly.directory, 'validation-report.json'), 'utf8')) as {
      pluginReports: {
        pluginName: string;
        violations: {
          ruleName: string;
          severity: string;
          violatingConstructs: { constructPath: string }[];
        }[];
      }[];
    };
    const violations = report.pluginReports.flatMap((plugin) =>
      plugin.violations.map((violation) => ({
        plugin: plugin.pluginName,
        rule: violation.ruleName,
        severity: violation.severity,
        paths: violation.violatingConstructs.map((construct) => construct.constructPath),
      })),
    );
    return {
      ...stacks,
      app,
      outdir,
      violations,
      dispose: () => rmSync(outdir, { recursive: true, force: true }),
    };
  } catch (error) {
    rmSync(outdir, { recursive: true, force: true });
    throw error;
  }
}

export interface Acknowledgement {
  path: string;
  id: string;
  reason: unknown;
}

/** Every `Validations.of(x).acknowledge(...)` made anywhere in the construct tree. */
export function acknowledgements(root: IConstruct): Acknowledgement[] {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, unknown>).map(([id, reason]) => ({
          path: construct.node.path,
          id: id.replace(/^annotation::/i, ''),
          reason,
        })),
      ),
  );
}
