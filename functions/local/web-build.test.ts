import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { webBuildIsCurrent } from './web-build';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A repository with one web source and, optionally, a build, each with the given modification time. */
function repository(sourceTime: number, buildTime?: number): string {
  const root = mkdtempSync(join(tmpdir(), 'web-build-'));
  roots.push(root);
  mkdirSync(join(root, 'web', 'src'), { recursive: true });
  const source = join(root, 'web', 'src', 'main.tsx');
  writeFileSync(source, 'export {};');
  utimesSync(source, sourceTime, sourceTime);
  if (buildTime !== undefined) {
    mkdirSync(join(root, 'web', 'dist'));
    const output = join(root, 'web', 'dist', 'index.html');
    writeFileSync(output, '<!doctype html>');
    utimesSync(output, buildTime, buildTime);
  }
  return root;
}

describe('the production build npm start serves', () => {
  it('is built when missing', () => {
    expect(webBuildIsCurrent(repository(1000))).toBe(false);
  });

  it('is rebuilt when a source changed after it', () => {
    expect(webBuildIsCurrent(repository(2000, 1000))).toBe(false);
  });

  it('is served as it is when newer than every source', () => {
    expect(webBuildIsCurrent(repository(1000, 2000))).toBe(true);
  });
});
