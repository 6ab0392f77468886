import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { freePort } from '../functions/local/free-port';
import { repoRoot } from '../infra/paths';
import type { BenchUser } from './support/api';
import { serveSpa } from './support/spa-server';
import { kb, median, round } from './support/stats';
import { CHROMIUM_ARGS } from '../functions/local/chromium';

/**
 * Figure 4: the web app's weight and Lighthouse scores. The production build (web/vite.config.ts, built
 * into a scratch folder so the working tree's web/dist is left alone) is served gzip-compressed like
 * CloudFront serves it; each route is opened in Debian's Chromium with an empty cache and the JS and CSS
 * it fetched before the network went idle are summed (gzip sizes). Lighthouse (npm, mobile and desktop
 * presets, simulated throttling) runs RUNS times per route and preset; the medians are reported.
 */

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const RUNS = 3;
export const WEB_TARGETS = {
  '/': { jsGzipKb: 120 },
  '/auth': { jsGzipKb: 170 },
  '/dashboard': { jsGzipKb: 250 },
  lighthouseMobile: 95,
} as const;

type SignedInState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface PageWeight {
  route: string;
  /** Where the page ended (a guard may redirect). */
  landedOn: string;
  jsFiles: number;
  jsGzipKb: number;
  jsRawKb: number;
  cssFiles: number;
  cssGzipKb: number;
  /** The heaviest JS files fetched (name without hash, KB gz). */
  largest: Array<{ file: string; gzipKb: number }>;
  targetJsGzipKb?: number;
  meetsTarget?: boolean;
}

export interface LighthouseRow {
  route: string;
  preset: 'mobile' | 'desktop';
  runs: number;
  /** Medians over the runs (score 0-100, LCP and TBT in ms), and each run's score. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  scores: number[];
  targetScore?: number;
  meetsTarget?: boolean;
}

export interface WebFigure {
  build: { command: string; ms: number };
  pages: PageWeight[];
  lighthouse: LighthouseRow[];
  lighthouseVersion: string;
  chromium: string;
  findings: string[];
}

function viteBuild(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        join(repoRoot, 'node_modules/vite/bin/vite.js'),
        'build',
        '--config',
        'web/vite.config.ts',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'error',
      ],
      { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited ${code}`))));
  });
}

/** Opens `route` in `context` (empty cache) and sums the JS and CSS it fetched until the network idled. */
async function weigh(context: BrowserContext, origin: string, route: string): Promise<PageWeight> {
  const page = await context.newPage();
  const assets: Array<Promise<{ file: string; kind: 'js' | 'css'; raw: number; gzip: number }>> = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const kind = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
    if (!kind || url.origin !== origin || response.status() !== 200) return;
    const file = url.pathname
      .split('/')
      .pop()!
      .replace(/-[\w-]{8}\.(js|css)$/, '.$1');
    assets.push(
      response.body().then((body) => ({ file, kind, raw: body.length, gzip: gzipSync(body).length })),
    );
  });
  await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
  const landedOn = new URL(page.url()).pathname;
  const fetched = await Promise.all(assets);
  await page.close();
  const of = (kind: 'js' | 'css') => fetched.filter((asset) => asset.kind === kind);
  const total = (list: typeof fetched, key: 'raw' | 'gzip') =>
    list.reduce((sum, asset) => sum + asset[key], 0);
  return {
    route,
    landedOn,
    jsFiles: of('js').length,
    jsGzipKb: kb(total(of('js'), 'gzip')),
    jsRawKb: kb(total(of('js'), 'raw')),
    cssFiles: of('css').length,
    cssGzipKb: kb(total(of('css'), 'gzip')),
    largest: of('js')
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 4)
      .map((asset) => ({ file: asset.file, gzipKb: kb(asset.gzip) })),
  };
}

/** The bench user's stored session (Amplify's tokens in localStorage), signed in as the e2e tests do. */
async function signIn(browser: Browser, origin: string, user: BenchUser): Promise<SignedInState> {
  const login = await browser.newContext({ locale: 'pt-BR', ignoreHTTPSErrors: true });
  const page = await login.newPage();
  await page.goto(`${origin}/auth`);
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByLabel(/^Senha/).fill(user.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/dashboard');
  const storageState = await login.storageState();
  await login.close();
  return storageState;
}

async function pageWeights(
  browser: Browser,
  origin: string,
  storageState: SignedInState,
): Promise<PageWeight[]> {
  const weights: PageWeight[] = [];
  for (const route of ['/', '/auth']) {
    const context = await browser.newContext({ locale: 'pt-BR', ignoreHTTPSErrors: true });
    weights.push(await weigh(context, origin, route));
    await context.close();
  }
  // The dashboard as a signed-in user opens it: a new context with the session and an empty HTTP cache.
  const signedIn = await browser.newContext({ locale: 'pt-BR', storageState, ignoreHTTPSErrors: true });
  weights.push(await weigh(signedIn, origin, '/dashboard'));
  await signedIn.close();

  return weights.map((weight) => {
    const target = WEB_TARGETS[weight.route as '/' | '/auth' | '/dashboard']?.jsGzipKb;
    return target === undefined
      ? weight
      : { ...weight, targetJsGzipKb: target, meetsTarget: weight.jsGzipKb <= target };
  });
}

/**
 * Lighthouse drives a tab of a browser of its own per group of routes. The visitor's routes get a fresh
 * browser, whose origin storage Lighthouse resets before each page. /dashboard gets a persistent profile
 * (its default context is the one Lighthouse drives) in which the bench user's tokens are put back in
 * localStorage before each run and only the HTTP cache is emptied: a returning, signed-in user with
 * nothing cached. Separate browsers, so that no session state reaches the visitor's pages.
 */
async function lighthouseRuns(
  origin: string,
  storageState: SignedInState,
  log: (line: string) => void,
): Promise<LighthouseRow[]> {
  const visitor = await lighthouseGroup(origin, ['/', '/auth'], undefined, log);
  const signedIn = await lighthouseGroup(origin, ['/dashboard'], storageState, log);
  return [...visitor, ...signedIn];
}

async function lighthouseGroup(
  origin: string,
  routes: string[],
  storageState: SignedInState | undefined,
  log: (line: string) => void,
): Promise<LighthouseRow[]> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'rumo-bench-lighthouse-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, '--ignore-certificate-errors'],
    ignoreHTTPSErrors: true,
  });
  const helper = browser.pages()[0] ?? (await browser.newPage());
  const tokens = storageState?.origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
  const signInProfile = async () => {
    await helper.goto(`${origin}/robots.txt`);
    await helper.evaluate((items) => {
      for (const { name, value } of items) localStorage.setItem(name, value);
    }, tokens);
    await (await browser.newCDPSession(helper)).send('Network.clearBrowserCache');
  };
  const signedIn = storageState !== undefined;
  const samples = new Map<string, Array<{ score: number; lcp: number; tbt: number; fcp: number }>>();
  try {
    // Interleaved (route × preset per round), so a noisy moment does not fall on one combination.
    for (let run = 0; run < RUNS; run += 1) {
      for (const preset of ['mobile', 'desktop'] as const) {
        for (const route of routes) {
          if (signedIn) await signInProfile();
          const result = await lighthouse(
            `${origin}${route}`,
            {
              port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance'],
              disableStorageReset: signedIn,
            },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          if (!result) throw new Error(`lighthouse gave no result for ${route}`);
          const { lhr } = result;
          // To look into a run (the LCP element, the network waterfall): BENCH_LIGHTHOUSE_DIR=/some/dir;
          // BENCH_LIGHTHOUSE_TRACES=1 adds its trace (the main thread's tasks).
          const keep = process.env.BENCH_LIGHTHOUSE_DIR;
          if (keep) {
            const file = join(keep, `${route.slice(1) || 'landing'}-${preset}-${run + 1}`);
            writeFileSync(`${file}.json`, JSON.stringify(lhr));
            if (process.env.BENCH_LIGHTHOUSE_TRACES)
              writeFileSync(`${file}.trace.json`, JSON.stringify(result.artifacts.Trace));
          }
          if (lhr.runtimeError) throw new Error(`lighthouse ${route}: ${lhr.runtimeError.message}`);
          if (signedIn && new URL(lhr.finalDisplayedUrl).pathname !== route)
            throw new Error(`lighthouse ${route} ended on ${lhr.finalDisplayedUrl}: not signed in`);
          const key = `${route} ${preset}`;
          samples.set(key, [
            ...(samples.get(key) ?? []),
            {
              score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
              lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
              tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
              fcp: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
            },
          ]);
        }
      }
      log(`lighthouse ${routes.join(' ')} round ${run + 1}/${RUNS}`);
    }
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return [...samples.entries()].map(([key, runs]) => {
    const [route, preset] = key.split(' ') as [string, 'mobile' | 'desktop'];
    const score = median(runs.map((sample) => sample.score));
    return {
      route,
      preset,
      runs: runs.length,
      score,
      lcpMs: round(median(runs.map((sample) => sample.lcp)), 0),
      tbtMs: round(median(runs.map((sample) => sample.tbt)), 0),
      fcpMs: round(median(runs.map((sample) => sample.fcp)), 0),
      scores: runs.map((sample) => sample.score),
      ...(preset === 'mobile'
        ? { targetScore: WEB_TARGETS.lighthouseMobile, meetsTarget: score >= WEB_TARGETS.lighthouseMobile }
        : {}),
    };
  });
}

export async function webFigure(
  gateway: string,
  user: BenchUser,
  log: (line: string) => void,
): Promise<WebFigure> {
  const outDir = mkdtempSync(join(tmpdir(), 'rumo-bench-web-'));
  try {
    const started = performance.now();
    await viteBuild(outDir);
    const build = {
      command: 'vite build --config web/vite.config.ts',
      ms: Math.round(performance.now() - started),
    };
    log(`web build ${build.ms} ms`);
    const spa = await serveSpa(outDir, gateway);
    try {
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
      let pages: PageWeight[];
      let storageState: SignedInState;
      try {
        storageState = await signIn(browser, spa.url, user);
        pages = await pageWeights(browser, spa.url, storageState);
      } finally {
        await browser.close();
      }
      log('page weights measured');
      const rows = await lighthouseRuns(spa.url, storageState, log);
      const findings = [
        ...pages
          .filter((page) => page.meetsTarget === false)
          .map((page) => `${page.route}: ${page.jsGzipKb} KB gz JS (target ≤ ${page.targetJsGzipKb} KB)`),
        ...rows
          .filter((row) => row.meetsTarget === false)
          .map(
            (row) =>
              `Lighthouse ${row.preset} ${row.route}: ${row.score} (target ≥ ${row.targetScore}), LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms`,
          ),
        ...pages
          .filter((page) => page.landedOn !== page.route)
          .map((page) => `${page.route} redirected to ${page.landedOn}: its weight is that page's`),
      ];
      const { version } = (await import('lighthouse/package.json', { with: { type: 'json' } })).default;
      return { build, pages, lighthouse: rows, lighthouseVersion: version, chromium: CHROMIUM, findings };
    } finally {
      await spa.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
