import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../infra/paths';

/** What the production build is made from: a change to any of these makes web/dist out of date. */
const BUILD_SOURCES = [
  'web',
  'functions/contracts',
  'functions/domain',
  'functions/platform/config',
  'package-lock.json',
];

function newestChange(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'dist' || entry === 'node_modules') continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

/** Whether web/dist exists and is newer than every file it is built from. */
export function webBuildIsCurrent(root = repoRoot): boolean {
  const output = join(root, 'web', 'dist', 'index.html');
  if (!existsSync(output)) return false;
  const built = statSync(output).mtimeMs;
  return BUILD_SOURCES.every((source) => {
    const path = join(root, source);
    return !existsSync(path) || newestChange(path) <= built;
  });
}

/**
 * `npm start` serves the production build, as CloudFront does: built here when it is missing or older
 * than its sources (about 20 s on 2 cores), so the first page a newcomer opens is as fast as a user's.
 */
export function ensureWebBuild(log: (line: string) => void): void {
  if (webBuildIsCurrent()) return;
  log(
    existsSync(join(repoRoot, 'web', 'dist', 'index.html'))
      ? 'The web build is out of date: rebuilding...'
      : 'Building the web app...',
  );
  const build = spawnSync('npm', ['run', '--silent', 'build:web'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build:web failed (exit ${build.status ?? build.signal})`);
}
