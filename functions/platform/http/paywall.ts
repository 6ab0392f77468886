import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The paywall of a paid route, held in the request's async context. The handler chain starts the
 * caller's subscription check and runs the handler behind it: the handler's reads go at once, beside
 * the check, while every write to the table, workflow start and model call of the request waits for it
 * (the data client, the workflows port and the model port ask `paywallPassed`). So a paid write costs
 * no extra round trip, and a caller without a subscription changes nothing and spends nothing. Outside
 * a paid route nothing waits.
 */
const paywall = new AsyncLocalStorage<Promise<void>>();
const open = Promise.resolve();

/** Runs a paid route's handler behind `entitled` (resolves with a subscription, rejects with the 403). */
export const behindPaywall = <T>(entitled: Promise<void>, run: () => Promise<T>): Promise<T> =>
  paywall.run(entitled, run);

/** Before a write or a costly call: waits for the current request's paywall, if any; rejects with its 403. */
export const paywallPassed = (): Promise<void> => paywall.getStore() ?? open;

/** `run`, called once the current request's paywall has passed (for the ports' costly calls). */
export const afterPaywall =
  <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
  (...args: A): Promise<R> =>
    paywallPassed().then(() => run(...args));
