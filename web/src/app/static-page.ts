/*
 * A prerendered page (see prerender.tsx) is on screen before the app has started. Until the app has
 * hydrated it, index.html's boot script keeps it inert: #root carries STATIC_PAGE, its fields are
 * read-only (marked STATIC_READONLY), and form submissions are cancelled, since the browser would send
 * a form's fields, a password among them, in the URL of a GET.
 */
export const STATIC_PAGE = 'data-static-page';
export const STATIC_READONLY = 'data-static-readonly';

/** Called once the app has hydrated the page: the fields take input, the forms are the app's. */
export function unlockStaticPage(container: HTMLElement): void {
  for (const field of container.querySelectorAll<HTMLInputElement>(`[${STATIC_READONLY}]`)) {
    field.readOnly = false;
    field.removeAttribute(STATIC_READONLY);
  }
  container.removeAttribute(STATIC_PAGE);
}
