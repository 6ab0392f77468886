/*
 * What a prerendered page's boot script (boot-script.ts) leaves for the app (first-load.ts): marks on
 * #root and its fields, and what it keeps on #root and window.
 */

/** #root holds a prerendered page the app hydrates (/auth). */
export const PRERENDERED = 'data-prerendered';
/**
 * #root holds a signed-in page's preview: the signed-in shell and the page's loading state, with no user
 * data, kept by its boot script only for a user whose first render it is. Hydrated as a prerendered page.
 */
export const PREVIEW = 'data-preview';

/** The property of #root where the boot script keeps the held clicks and submissions, in order. */
export const HELD = 'heldInput';
/** Marks the fields made read-only while a click or submission is held (see held-input.ts). */
export const HELD_READONLY = 'data-held-readonly';

/** A held click or submission and its element (hydration keeps the page's elements). */
export interface HeldInput {
  kind: 'click' | 'submit';
  element: Element;
}

/**
 * The window property where the boot script keeps the promise of its module preloads (a few links per
 * task): the app waits for it before importing its route modules, so that Vite's preload helper finds
 * every link in place instead of adding the missing ones all in one long task.
 */
export const BOOT_PRELOADS = '__bootPreloads';

/** The window property where a preview's boot script keeps the API reads it started. */
export const EARLY_REQUESTS = '__earlyRequests';

/** The reads a preview's boot script started: when, with which authorization header, by API path. */
export interface EarlyRequests {
  at: number;
  authorization: string;
  responses: Record<string, Promise<Response> | undefined>;
}
