/**
 * What a deployed bundle may carry beyond its own code. Checked on the real esbuild output by the
 * infra tests (tests/infra/bundle-contents.test.ts) and reported by `npm run bench`.
 */

/** Code only the local stack runs (the local analyst, the local adapters, the local runner): never deployed. */
const LOCAL_ONLY: RegExp[] = [
  /functions\/local\//,
  /functions\/ai\/local-analyst\//,
  /functions\/ai\/local-adapter\.ts$/,
  /functions\/payments\/local-adapter\.ts$/,
  /functions\/workflows\/local-adapter\.ts$/,
  /node_modules\/aws-local-stepfunctions\//,
];

/** Stripe's SDK: only the functions that call Stripe (admin: canceling a user's billing). */
const STRIPE = /node_modules\/stripe\//;
const STRIPE_FUNCTIONS = new Set(['handlers/payments', 'handlers/stripe-webhook', 'handlers/admin']);

/**
 * The inputs of a bundle that do not belong in it. `name`: the function, as the bench names it
 * (`handlers/<area>`, `tasks/<file>`, `triggers/<file>`).
 */
export function unexpectedInputs(name: string, inputs: readonly string[]): string[] {
  return inputs.filter(
    (input) =>
      LOCAL_ONLY.some((pattern) => pattern.test(input)) ||
      (STRIPE.test(input) && !STRIPE_FUNCTIONS.has(name)),
  );
}
