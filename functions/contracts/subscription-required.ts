/**
 * `details.reason` of the 403 a paid route answers without a subscription: the SPA sends the user to
 * /pricing on the first such answer. Its own module: the web's API client reads it on every page.
 */
export const SUBSCRIPTION_REQUIRED = 'SUBSCRIPTION_REQUIRED';
