import { AUTH_CACHE_KEY } from '../lib/session';
import { IMPERSONATION_STORAGE_KEY } from '../lib/impersonation';
import { SIDEBAR_COLLAPSED_KEY } from '../app/shell/use-sidebar-collapsed';
import { BOOT_PRELOADS, EARLY_REQUESTS, HELD, HELD_READONLY, PRERENDERED, PREVIEW } from './boot-marks';
import { tokenRules } from './token-rules';

/**
 * How long the stored access token must stay valid for a signed-in preview to be kept: the app then
 * reads the session from the same token without Amplify, by rules that want a minute left when it runs.
 */
const PREVIEW_TOKEN_MARGIN_MS = 120_000;

export interface BootOptions {
  /** The path the page was rendered for. */
  path: string;
  /**
   * Whose first render the page is: anyone's (the landing page), a visitor's (/auth: a stored session or
   * router state makes it another) or a signed-in plain user's (the /dashboard preview: a valid stored
   * access token, not an admin's, no impersonation, the sidebar not collapsed).
   */
  audience: 'anyone' | 'visitor' | 'signed-in';
  /**
   * static: stays plain HTML with plain links (the landing page); hydrate: the app hydrates it (/auth);
   * preview: its reads start here too, then the app hydrates it (startApp, first-load.ts).
   */
  mode: 'static' | 'hydrate' | 'preview';
  /**
   * The module Vite built for index.html, and the modules to preload: those it imports at once and
   * those of the page's first render (the route modules and what they import).
   */
  entry: string;
  preloads: string[];
  /**
   * A signed-in preview's API reads (paths under /api): started here with the stored access token, for
   * the app to take instead of asking again (takeEarlyAnswer, first-load.ts).
   */
  requests?: string[];
}

/**
 * The inline script right after a prerendered page's #root (see render.tsx). It runs before the first
 * paint and keeps the page only if the browser's first render would be exactly this HTML: the path is
 * the page's (a server that answered another route with this file gets the app instead) and, for a
 * visitor's page, no session may exist (stored tokens, the auth cache) and no page passed router state;
 * for a signed-in preview, the session must be one the app reads at once (see BootOptions.audience).
 * Otherwise #root is emptied and the app renders as on any other route. /auth and the /dashboard preview
 * hold clicks on buttons and form submissions until the app has hydrated them (held-input.ts), which
 * replays them; the app's module is requested after the first paint, which a complete page need not wait
 * for. It must not throw where storage is blocked. The stored token is read by the app's own rules
 * (token-rules.ts, embedded); the rest is ES5, as it runs before anything else.
 */
export function bootScript(options: BootOptions): string {
  const { path, audience, mode, entry, preloads, requests = [] } = options;
  const check = { anyone: '', visitor: ' || !visitor()', 'signed-in': ' || !signedIn()' }[audience];
  return `(function () {
  var root = document.getElementById('root');
  ${audience === 'anyone' ? '' : `var rules = (${tokenRules.toString()})();`}
  var token;
  var path = location.pathname.replace(/\\/+$/, '') || '/';
  if (path !== ${JSON.stringify(path)}${check}) {
    root.textContent = '';
    root.removeAttribute('${PRERENDERED}');
    root.removeAttribute('${PREVIEW}');
    start();
    return;
  }
  ${{ static: 'return;', hydrate: 'hold();', preview: 'request(); hold();' }[mode]}
  if (document.hidden) start();
  else requestAnimationFrame(function () { setTimeout(start, 0); });

  function visitor() {
    try {
      if (history.state && history.state.usr) return false;
      if (sessionStorage.getItem(${JSON.stringify(AUTH_CACHE_KEY)}) !== null) return false;
      return !rules.mayHaveSession(localStorage);
    } catch (error) {
      return false;
    }
  }
  function signedIn() {
    try {
      if (history.state && history.state.usr) return false;
      if (localStorage.getItem(${JSON.stringify(SIDEBAR_COLLAPSED_KEY)}) === 'true') return false;
      if (localStorage.getItem(${JSON.stringify(IMPERSONATION_STORAGE_KEY)}) !== null) return false;
      var now = Date.now();
      var stored = rules.accessToken(localStorage, now);
      var session = stored && rules.sessionOf(stored.payload);
      if (session && !session.isAdmin && stored.payload.exp * 1000 > now + ${PREVIEW_TOKEN_MARGIN_MS})
        token = stored.token;
    } catch (error) {
      // Storage blocked: the app decides.
    }
    return Boolean(token);
  }
  function request() {
    var paths = ${JSON.stringify(requests)};
    var early = window.${EARLY_REQUESTS} = { at: Date.now(), authorization: 'Bearer ' + token, responses: {} };
    try {
      for (var r = 0; r < paths.length; r++) {
        early.responses[paths[r]] = fetch('/api' + paths[r], { headers: { authorization: early.authorization } });
        // The app's client handles a failure (it asks again); an unused one must not be reported.
        early.responses[paths[r]]['catch'](function () {});
      }
    } catch (error) {
      // No fetch: the app asks itself.
    }
  }
  function hold() {
    var held = root.${HELD} = [];
    var waiting = function () {
      return root.hasAttribute('${PRERENDERED}') || root.hasAttribute('${PREVIEW}');
    };
    var keep = function (kind, element, event) {
      event.preventDefault();
      event.stopPropagation();
      held.push({ kind: kind, element: element });
      var fields = root.querySelectorAll('input, textarea');
      for (var f = 0; f < fields.length; f++) {
        if (fields[f].readOnly) continue;
        fields[f].readOnly = true;
        fields[f].setAttribute('${HELD_READONLY}', '');
      }
    };
    document.addEventListener('click', function (event) {
      if (!waiting() || !(event.target instanceof Element)) return;
      var control = event.target.closest('button');
      if (control && root.contains(control)) keep('click', control, event);
    }, true);
    document.addEventListener('submit', function (event) {
      if (waiting() && root.contains(event.target)) keep('submit', event.target, event);
    }, true);
  }
  function start() {
    var preloads = ${JSON.stringify(preloads)};
    var next = 0;
    var done;
    // The app waits for these before importing its routes (startApp, first-load.ts).
    if (window.Promise) window.${BOOT_PRELOADS} = new Promise(function (resolve) { done = resolve; });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(entry)};
    document.head.appendChild(script);
    // A few links per task, from the next task on: each starts its request on the main thread (one to
    // two milliseconds here, four times that on a slow phone), and the page's modules are many.
    setTimeout(function preload() {
      for (var count = 0; count < 4 && next < preloads.length; count++, next++) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = preloads[next];
        document.head.appendChild(link);
      }
      if (next < preloads.length) setTimeout(preload, 0);
      else if (done) done();
    }, 0);
  }
})();`;
}
