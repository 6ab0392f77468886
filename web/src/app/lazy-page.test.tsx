import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

const Screen = () => <p>Painel</p>;

describe('lazyPage', () => {
  it('renders at once, without suspending, once preloaded', async () => {
    const load = vi.fn(async () => ({ Screen }));
    const Page = lazyPage(load, (module) => module.Screen);
    await Page.preload();
    expect(renderToString(<Page />)).toBe('<p>Painel</p>');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads once however often it is asked', async () => {
    const load = vi.fn(async () => ({ Screen }));
    const Page = lazyPage(load, (module) => module.Screen);
    await Promise.all([Page.preload(), Page.preload()]);
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again for a module that failed to load', async () => {
    const load = vi
      .fn<() => Promise<{ Screen: typeof Screen }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ Screen });
    const Page = lazyPage(load, (module) => module.Screen);
    await expect(Page.preload()).rejects.toThrow('chunk failed');
    await expect(Page.preload()).resolves.toBe(Screen);
    expect(renderToString(<Page />)).toBe('<p>Painel</p>');
  });
});
