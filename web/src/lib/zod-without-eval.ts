import * as z from 'zod';

/**
 * Imported first by main.tsx: zod's compiled parsers probe `new Function`, which the site's
 * Content-Security-Policy refuses (decision 0042) and reports as a violation even though zod catches
 * it. Jitless, zod parses without the probe.
 */
z.config({ jitless: true });
