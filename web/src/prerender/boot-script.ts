import { AUTH_CACHE_KEY } from '../lib/session';
import { TOKEN_KEY_PREFIX } from '../lib/auth-loader';
import { HELD, HELD_READONLY, PRERENDERED } from '../lib/early-input';

export interface BootOptions {
  /** The path the page was rendered for. */
  path: string;
  /** The page is a visitor's (/auth): a stored session or router state makes its first render another. */
  visitorOnly: boolean;
  /** The app hydrates the page; otherwise (the landing page) it stays plain HTML with plain links. */
  hydrate: boolean;
  /** The module Vite built for index.html and the modules it imports at once. */
  entry: string;
  preloads: string[];
}

/**
 * The inline script right after a prerendered page's #root (see render.tsx). It runs before the first
 * paint and keeps the page only if the browser's first render would be exactly this HTML: the path is
 * the page's (a server that answered another route with this file gets the app instead) and, for a
 * visitor's page, no session may exist (stored tokens, the auth cache) and no page passed router state.
 * Otherwise #root is emptied and the app renders as on any other route. A kept page that hydrates holds
 * clicks on buttons and form submissions until the app has hydrated it (lib/early-input.ts); the app's
 * module is requested after the first paint, which a complete page need not wait for. It must not
 * throw where storage is blocked. ES5, as it runs before anything else.
 */
export function bootScript(options: BootOptions): string {
  const { path, visitorOnly, hydrate, entry, preloads } = options;
  return `(function () {
  var root = document.getElementById('root');
  var path = location.pathname.replace(/\\/+$/, '') || '/';
  if (path !== ${JSON.stringify(path)}${visitorOnly ? ' || !visitor()' : ''}) {
    root.textContent = '';
    root.removeAttribute('${PRERENDERED}');
    start();
    return;
  }
  if (!${hydrate}) return;
  hold();
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
  function hold() {
    var held = root.${HELD} = [];
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
      if (!root.hasAttribute('${PRERENDERED}') || !(event.target instanceof Element)) return;
      var control = event.target.closest('button');
      if (control && root.contains(control)) keep('click', control, event);
    }, true);
    document.addEventListener('submit', function (event) {
      if (root.hasAttribute('${PRERENDERED}') && root.contains(event.target)) keep('submit', event.target, event);
    }, true);
  }
  function start() {
    var preloads = ${JSON.stringify(preloads)};
    for (var p = 0; p < preloads.length; p++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[p];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(entry)};
    document.head.appendChild(script);
  }
})();`;
}
