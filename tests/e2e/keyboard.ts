import type { ElementHandle, Locator, Page } from '@playwright/test';

export interface FocusStop {
  /** The focused element's accessible name, roughly: aria-label(ledby), its label, or its text. */
  name: string;
  /** `:focus-visible` and a drawn indicator: an outline, a box-shadow ring or MUI's focused field border. */
  visible: boolean;
  /** The start of its markup, for failure messages. */
  html: string;
  /** Whether it is the element asked about. */
  isTarget: boolean;
}

const NOTHING = '(page)';

/** What has the keyboard focus now (one round trip per key press). */
function focusStop(page: Page, target: ElementHandle): Promise<FocusStop> {
  return page.evaluate(
    ([nothing, wanted]) => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) {
        return { name: nothing, visible: false, html: '', isTarget: false };
      }
      const input = element as HTMLInputElement;
      const labelledBy = element.getAttribute('aria-labelledby');
      const name = (
        element.getAttribute('aria-label') ??
        (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
        input.labels?.[0]?.textContent ??
        element.textContent ??
        element.tagName
      )
        .replace(/\s+/g, ' ')
        .trim();
      // MUI draws the ring on the control around a native input (radio, checkbox, text field).
      const ring = element.closest('.MuiButtonBase-root, .MuiInputBase-root') ?? element;
      const style = getComputedStyle(ring);
      const drawn =
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none' ||
        ring.classList.contains('Mui-focused');
      return {
        name,
        visible: element.matches(':focus-visible') && drawn,
        html: element.outerHTML.slice(0, 160),
        isTarget: element === wanted,
      };
    },
    [NOTHING, target] as const,
  );
}

/**
 * Presses Tab (Shift+Tab when `backwards`) until `target` has the focus and returns the focus stops on
 * the way (moments when nothing in the page has the focus are not stops). Fails if a stop shows no focus indicator, or if `target` is not reached in `max` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 80 }: { backwards?: boolean; max?: number } = {},
): Promise<FocusStop[]> {
  const handle = await target.elementHandle();
  if (!handle) throw new Error(`no element for ${target}`);
  const stops: FocusStop[] = [];
  for (let press = 0; press < max; press++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const stop = await focusStop(page, handle);
    // Nothing focused: past the last control the focus leaves the document before it wraps to the first.
    if (stop.name === NOTHING) continue;
    stops.push(stop);
    if (!stop.visible)
      throw new Error(`no visible focus on "${stop.name}" ${stop.html} (after ${stops.length} stops)`);
    if (stop.isTarget) return stops;
  }
  throw new Error(`not reached in ${max} presses; stops: ${stops.map((stop) => stop.name).join(' → ')}`);
}
