import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorsMessages } from '../contracts/messages/errors';
import { paymentsMessages } from '../contracts/messages/payments';
import { PRODUCT_NAME } from '../contracts/product';
import { planRefForPrice } from '../payments/subscription-plans';
import {
  findUserIdByStripeCustomer,
  getSubscription,
  type SubscriptionItem,
} from '../platform/data/subscriptions';
import { paidAccessPeriod } from '../domain/subscription-period';
import { subscriptionStatusLabel } from '../domain/subscription-status';
import {
  localPaymentSessions,
  type LocalCheckoutSession,
  type LocalPortalSession,
} from '../payments/local-sessions';
import type { Middleware } from './gateway';
import {
  checkoutCompletedEvent,
  invoicePaidEvent,
  localId,
  signedDelivery,
  subscriptionEvent,
  type LocalSubscriptionFacts,
  type StripeShapedEvent,
} from './local-stripe';

const text = paymentsMessages.local;
const WEBHOOK_PATH = '/api/payments/webhook';

export interface LocalPaymentsOptions {
  webhookSecret: string;
}

/**
 * The local payment provider's pages, served by the local gateway under /local-payments/: the
 * checkout page a local checkout session points to ('Pagar' / 'Cancelar') and the customer portal
 * (cancel at period end, cancel now, keep). Their buttons build Stripe-shaped events, sign them
 * with the local webhook secret and POST them to the real webhook route through the gateway, as
 * Stripe would, then send the browser back to the app.
 */
export function createLocalPayments(options: LocalPaymentsOptions): Middleware {
  const sessions = localPaymentSessions();

  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const match = /^\/local-payments\/(checkout|portal)\/([\w-]+)(?:\/([\w-]+))?$/.exec(url.pathname);
    if (!match) return next();
    const [, kind, id, action] = match as unknown as [
      string,
      'checkout' | 'portal',
      string,
      string | undefined,
    ];
    const method = (req.method ?? 'GET').toUpperCase();
    const session = sessions.get(id);

    const run = async () => {
      if (!session || session.kind !== kind) return sendPage(res, 404, text.sessionNotFound, notFoundBody());
      if (session.kind === 'checkout') {
        if (method === 'GET' && !action)
          return sendPage(res, 200, text.checkoutTitle, await checkoutBody(session));
        if (method === 'POST' && action === 'pay') return pay(req, res, session);
        if (method === 'POST' && action === 'cancel') {
          sessions.delete(session.id);
          return redirect(res, session.cancelUrl);
        }
      } else {
        if (method === 'GET' && !action)
          return sendPage(res, 200, text.portalTitle, await portalBody(session));
        if (method === 'POST' && action) return portalAction(req, res, session, action);
      }
      return sendPage(res, 404, text.sessionNotFound, notFoundBody());
    };
    run().catch((error: unknown) => {
      console.error('local payments error', error);
      if (!res.headersSent)
        sendPage(res, 500, errorsMessages.unexpected, `<p>${errorsMessages.unexpected}</p>`);
    });
  };

  async function pay(req: IncomingMessage, res: ServerResponse, session: LocalCheckoutSession) {
    sessions.delete(session.id);
    const plan = await planRefForPrice(session.priceId, session.priceId);
    const now = Math.floor(Date.now() / 1000);
    const period = paidAccessPeriod(new Date(now * 1000));
    const facts: LocalSubscriptionFacts = {
      subscriptionId: localId('sub'),
      customerId: session.customerId ?? localId('cus'),
      userId: session.userId,
      status: 'active',
      periodStart: now,
      periodEnd: Math.floor(period.end.getTime() / 1000),
      cancelAtPeriodEnd: false,
      canceledAt: null,
      priceId: session.priceId,
      amount: plan.amount,
      currency: plan.currency,
    };
    const delivered = await deliver(req, [
      checkoutCompletedEvent(facts, session, now),
      subscriptionEvent('customer.subscription.created', facts, now),
      invoicePaidEvent(facts, now),
    ]);
    if (!delivered) return sendPage(res, 502, text.deliveryFailed, `<p>${text.deliveryFailed}</p>`);
    redirect(res, session.successUrl);
  }

  async function portalAction(
    req: IncomingMessage,
    res: ServerResponse,
    session: LocalPortalSession,
    action: string,
  ) {
    const found = await subscriptionOfCustomer(session.customerId);
    if (!found?.stripeSubscriptionId)
      return sendPage(res, 404, text.noSubscription, `<p>${text.noSubscription}</p>`);
    const now = Math.floor(Date.now() / 1000);
    const facts = factsOf(found, found.stripeSubscriptionId);
    let event: StripeShapedEvent;
    if (action === 'cancel-now') {
      event = subscriptionEvent(
        'customer.subscription.deleted',
        { ...facts, status: 'canceled', canceledAt: now },
        now,
      );
    } else if (action === 'cancel-at-period-end' || action === 'resume') {
      const cancel = action === 'cancel-at-period-end';
      event = subscriptionEvent(
        'customer.subscription.updated',
        { ...facts, cancelAtPeriodEnd: cancel, canceledAt: cancel ? now : null },
        now,
      );
    } else {
      return sendPage(res, 404, text.sessionNotFound, notFoundBody());
    }
    if (!(await deliver(req, [event])))
      return sendPage(res, 502, text.deliveryFailed, `<p>${text.deliveryFailed}</p>`);
    redirect(res, `/local-payments/portal/${session.id}`);
  }

  /** POSTs the events, signed, to the webhook route of this same gateway; false if one is refused. */
  async function deliver(req: IncomingMessage, events: StripeShapedEvent[]): Promise<boolean> {
    const target = `http://127.0.0.1:${req.socket.localPort}${WEBHOOK_PATH}`;
    for (const event of events) {
      const { payload, signature } = signedDelivery(event, options.webhookSecret);
      const answer = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      if (!answer.ok) {
        console.error(`local webhook refused ${event.type}: ${answer.status} ${await answer.text()}`);
        return false;
      }
    }
    return true;
  }
}

async function subscriptionOfCustomer(customerId: string): Promise<SubscriptionItem | null> {
  const userId = await findUserIdByStripeCustomer(customerId);
  return userId ? getSubscription(userId) : null;
}

const seconds = (iso: string | undefined) =>
  iso ? Math.floor(Date.parse(iso) / 1000) : Math.floor(Date.now() / 1000);

function factsOf(item: SubscriptionItem, subscriptionId: string): LocalSubscriptionFacts {
  return {
    subscriptionId,
    customerId: item.stripeCustomerId!,
    userId: item.userId,
    status: item.status,
    periodStart: seconds(item.currentPeriodStart),
    periodEnd: seconds(item.currentPeriodEnd),
    cancelAtPeriodEnd: item.cancelAtPeriodEnd,
    canceledAt: item.canceledAt ? seconds(item.canceledAt) : null,
    priceId: item.priceId ?? 'price_local',
    amount: item.amount ?? 0,
    currency: item.currency ?? 'brl',
  };
}

async function checkoutBody(session: LocalCheckoutSession): Promise<string> {
  const plan = await planRefForPrice(session.priceId, session.priceId);
  const base = `/local-payments/checkout/${session.id}`;
  return `
    <dl>
      <dt>${text.plan}</dt><dd>${escape(plan.name)}</dd>
      <dt>${text.price}</dt><dd class="price">${escape(formatMoney(plan.amount, plan.currency))}<small>${text.perPeriod}</small></dd>
      <dt>${text.customer}</dt><dd>${escape(session.email)}</dd>
    </dl>
    <p>${text.access}</p>
    <div class="actions">
      <form method="post" action="${base}/pay"><button type="submit" class="primary">${text.pay}</button></form>
      <form method="post" action="${base}/cancel"><button type="submit">${text.cancel}</button></form>
    </div>`;
}

async function portalBody(session: LocalPortalSession): Promise<string> {
  const item = await subscriptionOfCustomer(session.customerId);
  const back = `<p><a href="${escape(session.returnUrl)}">${text.backToApp}</a></p>`;
  if (!item) return `<p>${text.noSubscription}</p>${back}`;
  const base = `/local-payments/portal/${session.id}`;
  const active = item.status === 'active' || item.status === 'trialing';
  const button = (action: string, label: string, primary = false) =>
    `<form method="post" action="${base}/${action}"><button type="submit"${primary ? ' class="primary"' : ''}>${label}</button></form>`;
  return `
    <dl>
      <dt>${text.plan}</dt><dd>${escape(item.planName)}</dd>
      <dt>${text.status}</dt><dd data-status="${escape(item.status)}">${escape(subscriptionStatusLabel(item.status))}</dd>
      <dt>${text.validUntil}</dt><dd>${item.currentPeriodEnd ? escape(formatDate(item.currentPeriodEnd)) : '-'}</dd>
    </dl>
    ${item.cancelAtPeriodEnd && active ? `<p>${text.cancelsAtPeriodEnd}</p>` : ''}
    <div class="actions">
      ${active && !item.cancelAtPeriodEnd ? button('cancel-at-period-end', text.cancelAtPeriodEnd) : ''}
      ${active && item.cancelAtPeriodEnd ? button('resume', text.resume, true) : ''}
      ${active ? button('cancel-now', text.cancelNow) : ''}
    </div>
    ${back}`;
}

function notFoundBody(): string {
  return `<p>${text.sessionNotFound}</p><p><a href="/pricing">${text.backToApp}</a></p>`;
}

function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: currency.toUpperCase() })
    .format(cents / 100)
    .replace(/\u00a0/g, ' ');
}

function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date(iso));
}

function escape(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

function sendPage(res: ServerResponse, status: number, title: string, body: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · ${escape(PRODUCT_NAME)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f6f8; color: #1c2530; margin: 0; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; border-radius: 12px; padding: 2rem;
         box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  .badge { display: inline-block; background: #fff4e5; color: #8a4b00; border-radius: 999px;
           padding: .25rem .75rem; font-size: .8rem; font-weight: 600; }
  h1 { font-size: 1.4rem; margin: 1rem 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; }
  dt { color: #5a6675; } dd { margin: 0; font-weight: 600; }
  .price { font-size: 1.3rem; } .price small { font-weight: 400; color: #5a6675; margin-left: .25rem; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; flex-wrap: wrap; }
  button { font: inherit; padding: .6rem 1.4rem; border-radius: 8px; border: 1px solid #b8c2cc;
           background: #fff; cursor: pointer; }
  button.primary { background: #1d4ed8; border-color: #1d4ed8; color: #fff; }
</style>
</head>
<body>
<main>
  <span class="badge">${text.badge}</span>
  <h1>${escape(title)}</h1>
  ${body}
</main>
</body>
</html>`);
}
