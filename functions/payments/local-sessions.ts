/**
 * Pending sessions of the local payment adapter, kept in the memory of the `npm start` process
 * (the local gateway runs the handlers in the same process). Stored on `globalThis` so the
 * handler modules and the local checkout pages share it however they were loaded. A restart
 * forgets pending sessions; the subscriptions themselves are in DynamoDB.
 */
export interface LocalCheckoutSession {
  kind: 'checkout';
  id: string;
  userId: string;
  email: string;
  customerId: string | null;
  priceId: string;
  successUrl: string;
  cancelUrl: string;
  createdAt: number;
}

export interface LocalPortalSession {
  kind: 'portal';
  id: string;
  customerId: string;
  returnUrl: string;
  createdAt: number;
}

export type LocalSession = LocalCheckoutSession | LocalPortalSession;

const key = Symbol.for('rumo.local-payment-sessions');
const holder = globalThis as typeof globalThis & { [key]?: Map<string, LocalSession> };

export function localPaymentSessions(): Map<string, LocalSession> {
  holder[key] ??= new Map();
  return holder[key];
}
