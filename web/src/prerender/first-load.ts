import { startTransition, useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Session } from '../lib/auth';
import { BOOT_PRELOADS, EARLY_REQUESTS, type EarlyRequests } from './boot-marks';
import { discardPrerendered, isPrerendered, releaseHeldInput, typedWhileStatic } from './held-input';
import { tokenRules, type TokenPayload } from './token-rules';

/*
 * What the app asks of its first load, and all it knows of it (docs/decisions/0034). The pages a user
 * opens first are on screen before the app's script runs (render.tsx, boot-script.ts): the app starts on
 * them, takes the answers their boot script already asked for, and keeps what was typed meanwhile.
 */

export type { TokenPayload };

/**
 * Starts the app in #root. A page already on screen (a prerendered page or a signed-in preview) is
 * hydrated once its route modules are loaded, so the router's first render is that page: React adopts the
 * DOM in slices (a transition) instead of building it again in one long task, then the input held
 * meanwhile is replayed (`onMounted`). Should the page differ after all, React renders from scratch and
 * replaces it (a recoverable error in the console); should the modules fail to load, the app renders from
 * scratch and shows its error screen.
 */
export async function startApp(
  container: HTMLElement,
  app: {
    render: (onMounted?: () => void) => ReactNode;
    /** Loads the modules of the current address's routes. */
    loadRoutes: () => Promise<void>;
  },
): Promise<void> {
  if (!isPrerendered(container)) {
    createRoot(container).render(app.render());
    return;
  }
  try {
    await bootPreloadsDone();
    await app.loadRoutes();
  } catch {
    discardPrerendered(container);
    createRoot(container).render(app.render());
    return;
  }
  const page = app.render(() => releaseHeldInput(container));
  startTransition(() => {
    hydrateRoot(container, page);
  });
}

/** Resolves once the boot script has linked the page's modules (at once without a boot script). */
function bootPreloadsDone(): Promise<void> {
  return (window as unknown as Record<string, Promise<void> | undefined>)[BOOT_PRELOADS] ?? Promise.resolve();
}

/**
 * A form's fields may have been typed into before the app took the page over: `adopt` gets what they
 * hold, by name, once, as the form mounts (before held clicks, a submit among them, are replayed).
 */
export function useHeldTyping<K>(
  fields: Map<K, HTMLInputElement>,
  adopt: (typed: Map<K, string>) => void,
): void {
  // Nothing else happens here: hydration may run inside a keystroke's beforeinput, and moving the focus
  // then would drop the character.
  useLayoutEffect(() => {
    const typed = new Map<K, string>();
    for (const [name, field] of fields) {
      const value = typedWhileStatic(field);
      if (value !== undefined) typed.set(name, value);
    }
    if (typed.size > 0) adopt(typed);
    // Only the fields of the first render: later ones are typed into by the app.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

const noChanges = () => () => {};

/**
 * False while React hydrates the component (and at build time), true in any other render: once hydrated,
 * React renders it again at once with true. For a page whose first render must be the HTML on screen
 * although its data may already be in the query cache (the boot script's early answers often arrive
 * before React hydrates the page's Suspense boundary): it renders its loading state while hydrating.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

/** How long an early answer may wait for the app: older ones are not used (the app asks afresh). */
export const EARLY_ANSWER_MAX_AGE_MS = 15_000;

export interface ApiCall {
  method: string;
  /** Under /api. */
  path: string;
  headers: Record<string, string>;
  /** A POST that only reads: early answers stay usable. */
  readOnly?: boolean;
}

/**
 * The answer a preview's boot script already asked for this very call (a GET of the same path with the
 * same headers, within 15 s), once: a retry asks again. Undefined: the caller asks. A write drops every
 * answer not yet taken: it may predate the change.
 */
export function takeEarlyAnswer(call: ApiCall): Promise<Response> | undefined {
  const early =
    typeof window === 'undefined'
      ? undefined
      : (window as unknown as Record<string, EarlyRequests | undefined>)[EARLY_REQUESTS];
  if (!early) return undefined;
  if (call.method !== 'GET') {
    if (call.method !== 'HEAD' && !call.readOnly) early.responses = {};
    return undefined;
  }
  const headers = Object.entries(call.headers);
  const same =
    headers.length === 1 && headers[0]![0] === 'authorization' && headers[0]![1] === early.authorization;
  const response = same ? early.responses[call.path] : undefined;
  if (!response) return undefined;
  delete early.responses[call.path];
  return Date.now() - early.at <= EARLY_ANSWER_MAX_AGE_MS ? response : undefined;
}

const rules = tokenRules();

/** localStorage, or undefined where reading it is refused (the rules then leave the session to Amplify). */
function storage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

/** The signed-in user's stored access token, valid for at least another minute: no Amplify needed. */
export function storedAccessToken(): string | undefined {
  return rules.accessToken(storage(), Date.now())?.token;
}

/** The session of that token (see storedAccessToken), without Amplify. */
export function storedSession(): Session | undefined {
  const stored = rules.accessToken(storage(), Date.now());
  return stored ? (rules.sessionOf(stored.payload) ?? undefined) : undefined;
}

/** False only when no tokens are stored (certainly signed out): a visitor's pages need no Amplify. */
export function mayHaveSession(): boolean {
  return rules.mayHaveSession(storage());
}

/** The session an access token's payload describes. */
export function sessionOf(payload: TokenPayload): Session | null {
  return rules.sessionOf(payload);
}
