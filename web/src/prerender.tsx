import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App } from './app/app';
import { loadMatchedRoutes, routes } from './app/router';
import { TOKEN_KEY_PREFIX } from './lib/auth-loader';
import { AUTH_CACHE_KEY } from './lib/session';
import { STATIC_PAGE, STATIC_READONLY } from './app/static-page';

/*
 * Build-time rendering, run by the `prerender` plugin (web/vite-prerender.ts) after the client build:
 * the pages a visitor opens first are rendered to HTML (MUI's styles included, as emotion renders them
 * on a server) and written into index.html as <template>s. Every route is served index.html; its inline
 * `bootScript` puts the template of the requested page into #root before the first paint, so the page
 * shows without waiting for JavaScript, then starts the app, which hydrates it (main.tsx, app/start.tsx).
 *
 * A template is used only when the browser's first render will be exactly that HTML, otherwise React
 * would find a different page and discard it: `/` always; `/auth` only for a visitor (the form), not when
 * a session may exist (the page shows a loader, then redirects) or when another page passed it state
 * (a message, an e-mail).
 */

interface PrerenderedPage {
  path: string;
  /** Only when nothing is stored for a session and the router carries no state for the page. */
  visitorOnly: boolean;
}

export const prerenderedPages: PrerenderedPage[] = [
  { path: '/', visitorOnly: false },
  { path: '/auth', visitorOnly: true },
];

/** The page's HTML as a visitor's browser renders it first (nothing in storage). */
export async function renderPage(path: string): Promise<string> {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    Object.defineProperty(globalThis, name, { value: emptyStorage(), configurable: true });
  }
  await loadMatchedRoutes(path);
  const html = renderToString(<App router={createMemoryRouter(routes, { initialEntries: [path] })} />);
  return gatherStyles(html);
}

/**
 * Emotion renders each new rule as a <style data-emotion="css <id>"> before the element that uses it;
 * in the browser, emotion moves every such tag to the head before hydration. Gathered here into one tag
 * where the first one was, in the same order: the browser parses one stylesheet instead of one per rule
 * when the page is shown, and emotion reads the ids it already has from the attribute all the same.
 */
function gatherStyles(html: string): string {
  const tag = /<style data-emotion="css ([^"]+)">([^<]*)<\/style>/g;
  const found = [...html.matchAll(tag)];
  if (found.length === 0) return html;
  const ids = found.map((match) => match[1]).join(' ');
  const rules = found.map((match) => match[2]).join('');
  const at = found[0]!.index;
  const rest = html.replace(tag, '');
  return `${rest.slice(0, at)}<style data-emotion="css ${ids}">${rules}</style>${rest.slice(at)}`;
}

function emptyStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/**
 * The inline script after the templates (see above): puts the requested page's template, if any, into
 * #root and keeps it inert until hydrated (static-page.ts), then starts the app: the module Vite built
 * (`entry`) and the preloads of its imports, which index.html would otherwise request from its head. A
 * prerendered page is painted first and hydrated after: neither downloading nor starting the app is work
 * its first paint should wait for. It must not throw where storage is blocked.
 */
export function bootScript(entry: string, preloads: string[]): string {
  return `(function () {
  var root = document.getElementById('root');
  var path = location.pathname.replace(/\\/+$/, '') || '/';
  var pages = document.querySelectorAll('template[data-prerendered]');
  for (var i = 0; i < pages.length; i++) {
    var page = pages[i];
    if (page.getAttribute('data-prerendered') === path && (!page.hasAttribute('data-visitor-only') || visitor())) {
      show(page);
      break;
    }
  }
  if (root.hasAttribute('${STATIC_PAGE}') && !document.hidden) {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  } else {
    start();
  }

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
  function show(page) {
    root.appendChild(page.content);
    root.setAttribute('${STATIC_PAGE}', '');
    var fields = root.querySelectorAll('input, textarea');
    for (var f = 0; f < fields.length; f++) {
      if (fields[f].readOnly) continue;
      fields[f].readOnly = true;
      fields[f].setAttribute('${STATIC_READONLY}', '');
    }
    document.addEventListener('submit', function (event) {
      if (root.hasAttribute('${STATIC_PAGE}')) event.preventDefault();
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
