/*
 * A prerendered page (see prerender.tsx) is on screen before the app has started. Until the app has
 * hydrated it, index.html's boot script keeps it inert: #root carries STATIC_PAGE, its fields are
 * read-only (marked STATIC_READONLY), form submissions are cancelled (the browser would send a form's
 * fields, a password among them, in the URL of a GET), and clicks on its buttons (a tab, a submit
 * button) are held in #root's STATIC_CLICKS list and replayed once the page is hydrated. Links work
 * as plain links meanwhile.
 */
export const STATIC_PAGE = 'data-static-page';
export const STATIC_READONLY = 'data-static-readonly';
export const STATIC_CLICKS = 'staticPageClicks';

type StaticContainer = HTMLElement & { [STATIC_CLICKS]?: HTMLElement[] };

/** Called once the app has hydrated the page: the held clicks are replayed, the fields take input. */
export function unlockStaticPage(container: HTMLElement): void {
  const clicks = (container as StaticContainer)[STATIC_CLICKS] ?? [];
  delete (container as StaticContainer)[STATIC_CLICKS];
  container.removeAttribute(STATIC_PAGE);
  for (const control of clicks) if (control.isConnected) control.click();
  for (const field of container.querySelectorAll<HTMLInputElement>(`[${STATIC_READONLY}]`)) {
    field.readOnly = false;
    field.removeAttribute(STATIC_READONLY);
  }
}
