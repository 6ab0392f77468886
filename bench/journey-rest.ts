import type { DiagnosticQuestion } from '../functions/contracts/diagnostics';
import { groupQuestions } from '../functions/domain/question-groups';
import { expectSuccess, type BenchApi } from './support/api';
import type { Probe } from './support/probe';
import {
  checkoutCompletedEvent,
  deliverWebhookEvent,
  localId,
  paidFacts,
  subscriptionEvent,
} from '../functions/local/local-stripe';
import { validAnswer } from '../tests/integration/support/answers';

/** A demo site address the SSRF-safe fetcher refuses: its analysis ends failed, so it can be retried. */
const INSIDE_ADDRESS = 'http://169.254.169.254/latest/meta-data/';

/**
 * The routes the main journey does not reach on its way, as a user reaches them afterwards: a founder
 * section's own analysis, an analysis generated again and the dossier sections written from it (one
 * from its tab, the others by Atualizar dossiê), a website analysis
 * regenerated, one that failed retried, both deleted, the Instagram records (seeded: creation is 'EM
 * BREVE') read, retried and deleted, a checkout paid (its webhook events) and the customer portal,
 * and a diagnostic reset (another user's). The user has completed the four diagnostics and the dossier.
 */
export async function runRestOfJourney(
  api: BenchApi,
  probe: Probe,
  token: string,
  userId: string,
  email: string,
): Promise<string[]> {
  const call = async (method: string, path: string, body?: unknown) =>
    expectSuccess(
      await api.call(method, path, { token, ...(body === undefined ? {} : { body }) }),
      `${method} ${path}`,
    );

  const questionnaire = await call('GET', '/api/diagnostics/fundador/questionnaire');
  const [section] = groupQuestions(questionnaire.body.questions as DiagnosticQuestion[]);
  await call('POST', `/api/analyses/fundador/sections/${encodeURIComponent(section!.section)}`);
  await probe.workflowsIdle();
  await call('POST', '/api/analyses/negocio/generate');
  // The dossier needs the four analyses ready: the one being generated again first. The four sections
  // written from it are stale then: one rewritten from its tab, the other three by Atualizar dossiê.
  await probe.workflowsIdle();
  await call('POST', '/api/dossier/sections/resumo_executivo/generate');
  await probe.workflowsIdle();
  await call('POST', '/api/dossier/refresh');
  await probe.workflowsIdle();

  const { analyses } = (await call('GET', '/api/website-analyses')).body as {
    analyses: Array<{ id: string }>;
  };
  const completed = analyses[0]!.id;
  await call('POST', `/api/website-analyses/${completed}/regenerate`);
  const refused = (await call('POST', '/api/website-analyses', { websiteUrl: INSIDE_ADDRESS })).body as {
    id: string;
  };
  await probe.workflowsIdle();
  await call('POST', `/api/website-analyses/${refused.id}/retry`);
  await probe.workflowsIdle();
  await call('DELETE', `/api/website-analyses/${refused.id}`);
  await call('DELETE', `/api/website-analyses/${completed}`);

  const { seedDemoInstagram } = await import('../functions/local/demo-instagram');
  await probe.setup(() => seedDemoInstagram(userId));
  await call('GET', '/api/instagram-analyses/demo-instagram-doceponto');
  await call('POST', '/api/instagram-analyses/demo-instagram-falha/retry');
  await call('DELETE', '/api/instagram-analyses/demo-instagram-falha');

  // Payment: the checkout session (a route), then what Stripe sends once it is paid, straight to the
  // webhook route (the local checkout page stands in for Stripe's own, which is not ours to count):
  // the completed session naming the user, then an update naming only the Stripe customer.
  await call('POST', '/api/checkout', {
    priceId: 'anual',
    successUrl: `${api.url}/payment-success`,
    cancelUrl: `${api.url}/pricing`,
  });
  const start = Math.floor(Date.now() / 1000);
  const facts = paidFacts(userId, start);
  const session = { id: localId('cs'), email, successUrl: `${api.url}/payment-success`, cancelUrl: api.url };
  for (const event of [
    checkoutCompletedEvent(facts, session, start),
    subscriptionEvent('customer.subscription.updated', { ...facts, cancelAtPeriodEnd: true }, start + 1),
  ]) {
    expectSuccess(await deliverWebhookEvent(api, event), `webhook ${event.type}`);
  }
  await call('POST', '/api/customer-portal');

  // The reset on a user of its own (the figures after this one read the journey user's dossier), with
  // the investor diagnostic answered, as someone who starts it over.
  const other = await api.newTrialUser('bench-reset');
  const investor = await api.call('GET', '/api/diagnostics/investidor/questionnaire', { token: other.token });
  for (const question of investor.body.questions as DiagnosticQuestion[]) {
    const path = `/api/diagnostics/investidor/answers/${encodeURIComponent(question.id)}`;
    expectSuccess(await api.call('PUT', path, { token: other.token, body: validAnswer(question) }), path);
  }
  expectSuccess(
    await api.call('POST', '/api/diagnostics/investidor/reset', { token: other.token }),
    'reset the investor diagnostic',
  );
  return [
    "afterwards: a founder section's own analysis, the business analysis generated again, then the dossier sections written from it (one from its tab, three by Atualizar dossiê)",
    'a website analysis regenerated, one of an address inside the network (refused, failed) retried, both deleted',
    'the Instagram records (seeded; creation is EM BREVE) read, the failed one retried and deleted',
    'a checkout session, its payment and a later change delivered to the webhook as Stripe sends them, the customer portal; another user answered the investor diagnostic and reset it',
  ];
}
