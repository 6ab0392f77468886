/**
 * Debian's Chromium as the e2e tests, the bench and the local Lighthouse launch it: no sandbox (root), no GPU, and none of the
 * background connections this offline machine refuses (see LOCAL-STACK-NOTES).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
