import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from './auth';
import { memoryStorage } from './memory-storage';

/** The session store over fake storage and a fake Amplify: what it knows, when it asks, what it tells. */
const amplify = vi.hoisted(() => ({
  currentSession: vi.fn<(options?: { forceRefresh?: boolean }) => Promise<Session | null>>(),
  signInWithPassword: vi.fn(async () => undefined),
  signOutUser: vi.fn(async () => undefined),
}));
const tokens = vi.hoisted(() => ({ stored: undefined as Session | undefined, any: false }));

vi.mock('./auth-loader', () => ({ loadAuth: async () => amplify }));
vi.mock('../prerender/first-load', () => ({
  mayHaveSession: () => tokens.any,
  storedSession: () => tokens.stored,
}));
vi.mock('./api-client', () => ({ api: vi.fn(async () => undefined) }));

const ana: Session = { userId: 'ana', isAdmin: false };
const bruno: Session = { userId: 'bruno', isAdmin: true };

async function freshStore() {
  vi.resetModules();
  return import('./session');
}

beforeEach(() => {
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('localStorage', memoryStorage());
  tokens.stored = undefined;
  tokens.any = false;
  amplify.currentSession.mockReset();
  amplify.signInWithPassword.mockClear();
  amplify.signOutUser.mockClear();
});

describe('the session store', () => {
  it('knows a visitor without tokens is signed out, without asking Amplify', async () => {
    const store = await freshStore();
    expect(store.currentSession()).toBeNull();
    expect(amplify.currentSession).not.toHaveBeenCalled();
  });

  it('reads a valid stored token at once, and tokens it cannot read as still unknown', async () => {
    tokens.stored = ana;
    expect((await freshStore()).currentSession()).toEqual(ana);
    tokens.stored = undefined;
    tokens.any = true;
    expect((await freshStore()).currentSession()).toBeUndefined();
  });

  it('keeps the auth cache for five minutes in session storage', async () => {
    sessionStorage.setItem('auth-cache', JSON.stringify({ session: bruno, at: Date.now() - 60_000 }));
    expect((await freshStore()).currentSession()).toEqual(bruno);
    sessionStorage.setItem('auth-cache', JSON.stringify({ session: bruno, at: Date.now() - 301_000 }));
    expect((await freshStore()).currentSession()).toBeNull();
  });

  it('signs in: the account listeners hear it before the new session is read, and the cache holds it', async () => {
    const store = await freshStore();
    const heard: Array<Session | null | undefined> = [];
    store.onAccountChange(() => heard.push(store.currentSession()));
    amplify.currentSession.mockResolvedValue(ana);
    await store.signIn('ana@example.com', 'segredo123');
    expect(amplify.signInWithPassword).toHaveBeenCalledWith('ana@example.com', 'segredo123');
    expect(heard).toEqual([null]);
    expect(store.currentSession()).toEqual(ana);
    expect(JSON.parse(sessionStorage.getItem('auth-cache')!)).toMatchObject({ session: ana });
  });

  it('signs out: null at once, and a read still running for the old account does not bring it back', async () => {
    tokens.stored = ana;
    const store = await freshStore();
    let answer: (session: Session | null) => void = () => undefined;
    amplify.currentSession.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    tokens.stored = undefined;
    const refreshing = store.refreshSession();
    await store.signOut();
    expect(store.currentSession()).toBeNull();
    answer(ana);
    await refreshing;
    expect(store.currentSession()).toBeNull();
  });

  it('refreshes from new tokens and lets a failure through without signing anyone out', async () => {
    tokens.stored = ana;
    const store = await freshStore();
    amplify.currentSession.mockResolvedValueOnce(bruno);
    await expect(store.refreshSession()).resolves.toEqual(bruno);
    expect(amplify.currentSession).toHaveBeenLastCalledWith({ forceRefresh: true });
    expect(store.currentSession()).toEqual(bruno);
    amplify.currentSession.mockRejectedValueOnce(new Error('offline'));
    await expect(store.refreshSession()).rejects.toThrow('offline');
    expect(store.currentSession()).toEqual(bruno);
  });
});
