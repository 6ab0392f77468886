/*
 * A prerendered page (prerender/render.tsx) is on screen before the app has hydrated it. Meanwhile its
 * boot script (prerender/boot-script.ts) marks #root with PRERENDERED and holds what the static page
 * cannot do yet: a click on a button (a tab, 'Entrar') and a form submission (the browser would send
 * the fields, a password among them, in the URL of a GET) are cancelled and kept in HELD, in order.
 * Links stay plain links and fields take typing: useZodForm adopts what a field holds when it mounts.
 * Once a click or submission is held the fields are read-only (HELD_READONLY) until it is replayed:
 * the page is about to change (another tab, a submission), and text typed meanwhile would go into a
 * form that is going away; a browser or test waiting for an editable field types into the new one.
 */
export const PRERENDERED = 'data-prerendered';
/**
 * Marks a signed-in page's preview (prerender/render.tsx): the signed-in shell and the page's loading
 * state, with no user data, kept by its boot script only for a user whose first render it is. The app
 * hydrates it (main.tsx); its links are plain links meanwhile, clicks on its buttons are held
 * as on a prerendered page.
 */
export const PREVIEW = 'data-preview';
export const HELD = 'heldInput';
/** Marks the fields made read-only while a click or submission is held (see the header). */
export const HELD_READONLY = 'data-held-readonly';

/** A held click or submission and its element (hydration keeps the page's elements). */
export interface HeldInput {
  kind: 'click' | 'submit';
  element: Element;
}

type PrerenderedRoot = HTMLElement & { [HELD]?: HeldInput[] };

/** A prerendered page or a signed-in preview: the app hydrates it. */
export function isPrerendered(container: HTMLElement): boolean {
  return container.hasAttribute(PRERENDERED) || container.hasAttribute(PREVIEW);
}

/** The page could not be hydrated: it is emptied for a render from scratch, and what it held is dropped. */
export function discardPrerendered(container: HTMLElement): void {
  delete (container as PrerenderedRoot)[HELD];
  container.removeAttribute(PRERENDERED);
  container.removeAttribute(PREVIEW);
  container.textContent = '';
}

/**
 * Called once the app has hydrated the page: the page is the app's, and the held input is replayed in
 * the next task (never inside another event's dispatch), after the re-render in which the forms adopted
 * what was typed.
 */
export function releaseEarlyInput(container: HTMLElement): void {
  const root = container as PrerenderedRoot;
  setTimeout(() => {
    const held = root[HELD] ?? [];
    delete root[HELD];
    root.removeAttribute(PRERENDERED);
    root.removeAttribute(PREVIEW);
    // A field focused before hydration: the app learns focus from events (MUI draws the label and
    // outline by it). A synthetic focusin tells it without moving the real focus.
    const active = document.activeElement;
    if (active instanceof HTMLInputElement && root.contains(active))
      active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    for (const { kind, element } of held) {
      if (!element.isConnected) continue;
      if (kind === 'click' && element instanceof HTMLElement) element.click();
      if (kind === 'submit' && element instanceof HTMLFormElement) element.requestSubmit();
    }
    for (const field of root.querySelectorAll<HTMLInputElement>(`[${HELD_READONLY}]`)) {
      field.readOnly = false;
      field.removeAttribute(HELD_READONLY);
    }
  }, 0);
}

/**
 * Where the boot script keeps the promise of its module preloads (a few links per task, see
 * boot-script.ts): the app waits for it before importing the route modules, so that Vite's preload
 * helper finds every link in place instead of adding the missing ones all in one long task.
 */
export const BOOT_PRELOADS = '__bootPreloads';

/** Resolves once the boot script has requested the page's modules (at once without a boot script). */
export function bootPreloadsDone(): Promise<void> {
  const pending = (window as unknown as Record<string, Promise<void> | undefined>)[BOOT_PRELOADS];
  return pending ?? Promise.resolve();
}
