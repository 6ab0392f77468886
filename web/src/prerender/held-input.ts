import { HELD, HELD_READONLY, PRERENDERED, PREVIEW, type HeldInput } from './boot-marks';

/*
 * A prerendered page is on screen before the app has hydrated it. Meanwhile its boot script holds what
 * the static page cannot do yet: a click on a button (a tab, 'Entrar') and a form submission (the browser
 * would send the fields, a password among them, in a URL) are cancelled and kept on #root, in order.
 * Links stay plain links and fields take typing: a form adopts what its fields hold when it mounts
 * (useHeldTyping, first-load.ts). Once a click or submission is held the fields are read-only until
 * it is replayed: the page is about to change (another tab, a submission), and text typed meanwhile
 * would go into a form that is going away; a browser or test waiting for an editable field types into
 * the new one.
 */

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
export function releaseHeldInput(container: HTMLElement): void {
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

/** What was typed into `field` while its page was still the static one, if it is such a field. */
export function typedWhileStatic(field: HTMLInputElement): string | undefined {
  return field.closest(`[${PRERENDERED}]`) ? field.value : undefined;
}
