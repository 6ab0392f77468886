import { AUTH_CACHE_KEY } from '../lib/session';
import { TOKEN_KEY_PREFIX } from '../lib/auth-loader';
import { BOOT_PRELOADS, HELD, HELD_READONLY, PRERENDERED, PREVIEW } from '../lib/early-input';
import { EARLY_REQUESTS } from '../lib/early-requests';
import { IMPERSONATION_STORAGE_KEY } from '../lib/impersonation';
import { SIDEBAR_COLLAPSED_KEY } from '../app/shell/use-sidebar-collapsed';

/**
 * How long the stored access token must stay valid for a signed-in preview to be kept: the app then
 * reads the session from it without Amplify (lib/stored-token.ts wants a minute when it runs).
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
   * preview: the app renders from scratch and replaces it (main.tsx).
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
   * the app to take instead of asking again (lib/early-requests.ts).
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
 * hold clicks on buttons and form submissions until the app has hydrated them (lib/early-input.ts),
 * which replays them; the app's module is
 * requested after the first paint, which a complete page need not wait for. It must not
 * throw where storage is blocked. ES5, as it runs before anything else.
 */
export function bootScript(options: BootOptions): string {
  const { path, audience, mode, entry, preloads, requests = [] } = options;
  const check = { anyone: '', visitor: ' || !visitor()', 'signed-in': ' || !signedIn()' }[audience];
  return `(function () {
  var root = document.getElementById('root');
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
      for (var k = 0; k < localStorage.length; k++) {
        if (String(localStorage.key(k)).indexOf(${JSON.stringify(TOKEN_KEY_PREFIX)}) === 0) return false;
      }
      return true;
    } catch (error) {
      return false;
    }
  }
  function signedIn() {
    try {
      if (history.state && history.state.usr) return false;
      if (localStorage.getItem(${JSON.stringify(SIDEBAR_COLLAPSED_KEY)}) === 'true') return false;
      if (localStorage.getItem(${JSON.stringify(IMPERSONATION_STORAGE_KEY)}) !== null) return false;
      var last = '.LastAuthUser';
      for (var k = 0; k < localStorage.length; k++) {
        var key = String(localStorage.key(k));
        if (key.indexOf(${JSON.stringify(TOKEN_KEY_PREFIX)}) !== 0 || key.slice(-last.length) !== last) continue;
        var stored = localStorage.getItem(key.slice(0, -last.length) + '.' + localStorage.getItem(key) + '.accessToken');
        var part = (stored || '').split('.')[1];
        if (!part) return false;
        var payload = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/')));
        var groups = payload['cognito:groups'] || [];
        token = payload.sub && payload.exp * 1000 > Date.now() + ${PREVIEW_TOKEN_MARGIN_MS} &&
          groups.indexOf('admin') === -1 ? stored : undefined;
        return Boolean(token);
      }
    } catch (error) {
      // Storage blocked or a malformed token: the app decides.
    }
    return false;
  }
  function request() {
    var paths = ${JSON.stringify(requests)};
    var early = window.${EARLY_REQUESTS} = {};
    try {
      for (var r = 0; r < paths.length; r++) {
        early[paths[r]] = {
          at: Date.now(),
          response: fetch('/api' + paths[r], { headers: { authorization: 'Bearer ' + token } })
        };
        // The app's client handles a failure (it asks again); an unused one must not be reported.
        early[paths[r]].response['catch'](function () {});
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
    // The app waits for these before importing its routes (lib/early-input.ts, bootPreloadsDone).
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
