import { describe, expect, it } from 'vitest';

describe('zod-without-eval', () => {
  it('makes zod jitless without importing it', async () => {
    await import('./zod-without-eval');
    const z = await import('zod');
    expect(z.config().jitless).toBe(true);
    // A parse takes the jitless path and still works.
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
