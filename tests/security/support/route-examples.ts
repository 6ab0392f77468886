import { randomUUID } from 'node:crypto';
import {
  LOCAL_PRICE_ID,
  LOCAL_WEBHOOK_SECRET,
  signedDelivery,
  subscriptionEvent,
} from '../../../functions/local/local-stripe';
import { RECOMMENDATION_DEFAULTS } from '../../../functions/contracts/admin-recommendations';
import type { RouteKey } from '../../../functions/routes';
import { stack, uniqueEmail } from '../../integration/support/clients';
import { nowSeconds, paidFacts } from '../../integration/support/payments';

/** One request to a route: path parameters, query, JSON body or raw body, extra headers. */
export interface RouteExample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

/** Ids the examples need that only exist at run time (set by the tests' beforeAll). */
export const exampleIds = {
  anotherUserId: 'definido-pelo-teste',
  /** A recommendation band the admin examples edit and then delete (set by the matrix; else unknown). */
  recommendationRevenueMin: 99_999_999_999,
  /** An admin-made diagnostic the edit example changes (set by the matrix; else unknown: 404). */
  diagnosticId: 'diagnostico-desconhecido',
  /** Questions of that diagnostic: one the examples edit and move, one they delete (set by the matrix). */
  questionId: 'pergunta-desconhecida',
  doomedQuestionId: 'pergunta-desconhecida',
  /** An unpublished diagnostic nobody answered, which the admin's example deletes (set by the matrix). */
  disposableDiagnosticId: 'diagnostico-desconhecido',
  /** A user the admin's example may delete (the authorization matrix sets one; elsewhere unknown: 404). */
  disposableUserId: 'usuario-desconhecido',
  /** Another user's plan, task and note (set by the tests that need them; otherwise unknown ids). */
  planId: 'plano-desconhecido',
  itemId: 'tarefa-desconhecida',
  noteId: 'nota-desconhecida',
  /** An admin-made module and material the admin examples edit, and others they delete (set by the matrix). */
  moduleId: 'modulo-desconhecido',
  materialId: 'material-desconhecido',
  disposableModuleId: 'modulo-descartavel',
  disposableMaterialId: 'material-descartavel',
};
/** A material of the seeded curriculum when there is one (the learning routes' examples). */
const exampleMaterial = { moduleId: 'modulo-desconhecido', materialId: 'material-desconhecido' };
const examplePlan = {
  get planId() {
    return exampleIds.planId;
  },
};
const exampleItem = {
  get planId() {
    return exampleIds.planId;
  },
  get itemId() {
    return exampleIds.itemId;
  },
};

/** A module's and a material's valid fields (the admin module examples). */
export const exampleModule = {
  title: 'Módulo de exemplo',
  description: 'Criado pelos testes de segurança.',
  icon: 'book',
  category: '',
};
const exampleMaterialFields = {
  title: 'Material de exemplo',
  description: 'Criado pelos testes de segurança.',
  type: 'article',
  estimatedTime: 5,
  isPublished: false,
};

/** A single-choice question with two options (the admin question examples). */
export const exampleQuestion = {
  text: 'Como você avalia o exemplo?',
  questionType: 'single_choice',
  metadata: { section: 'exemplo' },
  options: [
    { text: 'Bom', value: 2 },
    { text: 'Ruim', value: 1 },
  ],
  weight: 1,
};

/** An export file of a one-question diagnostic under a slug. */
const exampleExport = (slug: string) => ({
  format: 'rumo-diagnostic',
  version: 1,
  diagnostic: {
    slug,
    title: 'Diagnóstico importado',
    description: 'Um diagnóstico importado pelos testes de segurança.',
    icon: 'HelpCircle',
  },
  questions: [exampleQuestion],
});

/** A valid band of the 'moderado' profile for B2C from this minimum revenue. */
export const recommendation = (revenueMin: number) => ({
  ...RECOMMENDATION_DEFAULTS,
  profileId: 'moderado',
  businessType: 'B2C',
  revenueMin,
});

const signUp = () => ({
  firstName: 'Bruno',
  lastName: 'Exemplo',
  email: uniqueEmail('exemplo'),
  password: 'segredo',
});

/**
 * A valid request for every route of the manifest (fresh on each call: sign-ups need new e-mails). The
 * authorization matrix sends them as each caller; the fuzzer corrupts them. Typed by RouteKey, so a new
 * route fails the typecheck until it has its example — and is then covered by every security test.
 */
export const routeExamples: Record<RouteKey, () => RouteExample> = {
  'GET /api/health': () => ({}),
  'GET /api/admin/health': () => ({}),
  'POST /api/auth/register': () => ({ body: { ...signUp(), termsAccepted: true } }),
  'POST /api/auth/trial-signup': () => ({ body: { ...signUp(), termsAccepted: true } }),
  // An address with no sign-up waiting: 400 "código incorreto", the same as a wrong code.
  'POST /api/auth/confirm-signup': () => ({ body: { email: uniqueEmail('exemplo'), code: '123456' } }),
  'POST /api/auth/resend-code': () => ({ body: { email: uniqueEmail('exemplo') } }),
  'GET /api/me': () => ({}),
  'PATCH /api/me': () => ({ body: { firstName: 'Bruno', lastName: 'Souza' } }),
  'POST /api/me/consent': () => ({ body: { termsAccepted: true } }),
  'POST /api/me/export': () => ({}),
  // A wrong password: refused (400) with nothing deleted, so every caller of the matrix survives it.
  'POST /api/me/deletion': () => ({ body: { password: 'nao-e-a-senha' } }),
  'GET /api/admin/stats': () => ({}),
  'GET /api/admin/users': () => ({ query: { search: 'exemplo' } }),
  'POST /api/admin/users': () => ({ body: { ...signUp(), role: 'user' } }),
  'GET /api/admin/users/export': () => ({ query: { search: 'exemplo' } }),
  'PATCH /api/admin/users/{userId}': () => ({
    params: { userId: exampleIds.anotherUserId },
    body: { firstName: 'Bruno', lastName: 'Exemplo', role: 'user' },
  }),
  'DELETE /api/admin/users/{userId}': () => ({ params: { userId: exampleIds.disposableUserId } }),
  'PUT /api/admin/users/{userId}/roles': () => ({
    params: { userId: exampleIds.anotherUserId },
    body: { roles: ['user'] },
  }),
  'POST /api/admin/users/{userId}/subscription': () => ({
    params: { userId: exampleIds.anotherUserId },
    body: { action: 'verify' },
  }),
  'POST /api/admin/impersonation': () => ({ body: { targetUserId: exampleIds.anotherUserId } }),
  'DELETE /api/admin/impersonation': () => ({}),
  // The switch off: the stack's onboarding stays as it was (off by default).
  'PATCH /api/admin/onboarding': () => ({ body: { enabled: false } }),
  'GET /api/admin/diagnostics': () => ({}),
  // A new slug each time (created unpublished, so no user sees it).
  'POST /api/admin/diagnostics': () => ({
    body: {
      title: 'Diagnóstico de exemplo',
      description: 'Um diagnóstico criado pelos testes de segurança.',
      slug: `exemplo-${randomUUID().slice(0, 8)}`,
      icon: 'HelpCircle',
    },
  }),
  'GET /api/admin/diagnostics/{diagnosticId}': () => ({ params: { diagnosticId: 'negocio' } }),
  'PATCH /api/admin/diagnostics/{diagnosticId}': () => ({
    params: { diagnosticId: exampleIds.diagnosticId },
    body: {
      title: 'Diagnóstico de exemplo',
      description: 'Um diagnóstico editado pelos testes de segurança.',
      icon: 'Layers',
    },
  }),
  // Published stays published: the example sets what the seed set.
  'PATCH /api/admin/diagnostics/{diagnosticId}/publication': () => ({
    params: { diagnosticId: 'negocio' },
    body: { isPublished: true },
  }),
  'GET /api/admin/modules': () => ({}),
  // A new draft each time (no user sees a draft).
  'POST /api/admin/modules': () => ({ body: { ...exampleModule, isPublished: false } }),
  'GET /api/admin/modules/{moduleId}': () => ({ params: { moduleId: exampleIds.moduleId } }),
  'PATCH /api/admin/modules/{moduleId}': () => ({
    params: { moduleId: exampleIds.moduleId },
    body: { ...exampleModule, isPublished: false },
  }),
  'DELETE /api/admin/modules/{moduleId}': () => ({ params: { moduleId: exampleIds.disposableModuleId } }),
  // Down: past another draft (the matrix creates the module before others), never a published one.
  'POST /api/admin/modules/{moduleId}/move': () => ({
    params: { moduleId: exampleIds.moduleId },
    body: { direction: 'down' },
  }),
  'POST /api/admin/modules/{moduleId}/materials': () => ({
    params: { moduleId: exampleIds.moduleId },
    body: exampleMaterialFields,
  }),
  'PATCH /api/admin/modules/{moduleId}/materials/{materialId}': () => ({
    params: { moduleId: exampleIds.moduleId, materialId: exampleIds.materialId },
    body: exampleMaterialFields,
  }),
  'DELETE /api/admin/modules/{moduleId}/materials/{materialId}': () => ({
    params: { moduleId: exampleIds.moduleId, materialId: exampleIds.disposableMaterialId },
  }),
  'PUT /api/admin/modules/{moduleId}/materials/{materialId}/items': () => ({
    params: { moduleId: exampleIds.moduleId, materialId: exampleIds.materialId },
    body: {
      items: [
        {
          title: 'Introdução',
          contentType: 'text',
          content: 'Um texto de exemplo.',
          caption: null,
          alt: null,
        },
      ],
    },
  }),
  'POST /api/admin/modules/{moduleId}/uploads': () => ({
    params: { moduleId: exampleIds.moduleId },
    body: { contentType: 'image/png', size: 2048 },
  }),
  'DELETE /api/admin/diagnostics/{diagnosticId}': () => ({
    params: { diagnosticId: exampleIds.disposableDiagnosticId },
  }),
  'GET /api/admin/diagnostics/{diagnosticId}/export': () => ({ params: { diagnosticId: 'negocio' } }),
  // A new slug each time (imported unpublished, so no user sees it).
  'POST /api/admin/diagnostics/import': () => ({
    body: exampleExport(`importado-${randomUUID().slice(0, 8)}`),
  }),
  'POST /api/admin/diagnostics/{diagnosticId}/questions': () => ({
    params: { diagnosticId: exampleIds.diagnosticId },
    body: exampleQuestion,
  }),
  'PUT /api/admin/diagnostics/{diagnosticId}/questions/{questionId}': () => ({
    params: { diagnosticId: exampleIds.diagnosticId, questionId: exampleIds.questionId },
    body: exampleQuestion,
  }),
  'DELETE /api/admin/diagnostics/{diagnosticId}/questions/{questionId}': () => ({
    params: { diagnosticId: exampleIds.diagnosticId, questionId: exampleIds.doomedQuestionId },
  }),
  // The first question moves down (the matrix's diagnostic has a question after it).
  'POST /api/admin/diagnostics/{diagnosticId}/questions/{questionId}/move': () => ({
    params: { diagnosticId: exampleIds.diagnosticId, questionId: exampleIds.questionId },
    body: { direction: 'down' },
  }),
  'GET /api/admin/investment-recommendations': () => ({ query: { profileId: 'moderado' } }),
  // A new band each time (a minimum far above any test's revenue, so no lookup changes).
  'POST /api/admin/investment-recommendations': () => ({
    body: recommendation(90_000_000_000 + Math.floor(Math.random() * 9_000_000_000)),
  }),
  'PUT /api/admin/investment-recommendations/{recommendationId}': () => ({
    params: { recommendationId: `moderado~B2C~${exampleIds.recommendationRevenueMin}` },
    body: recommendation(exampleIds.recommendationRevenueMin),
  }),
  'DELETE /api/admin/investment-recommendations/{recommendationId}': () => ({
    params: { recommendationId: `moderado~B2C~${exampleIds.recommendationRevenueMin}` },
  }),
  'POST /api/subscription/check': () => ({}),
  'GET /api/plans': () => ({}),
  'POST /api/checkout': () => ({
    body: {
      priceId: LOCAL_PRICE_ID,
      successUrl: `${stack.url}/payment-success`,
      cancelUrl: `${stack.url}/pricing`,
    },
  }),
  'POST /api/customer-portal': () => ({}),
  'POST /api/payments/webhook': () => {
    const start = nowSeconds();
    const { payload, signature } = signedDelivery(
      subscriptionEvent('customer.subscription.created', paidFacts('usuario-inexistente', start), start),
      LOCAL_WEBHOOK_SECRET,
    );
    return { rawBody: payload, headers: { 'stripe-signature': signature } };
  },
  'GET /api/onboarding': () => ({}),
  'GET /api/diagnostics': () => ({}),
  'GET /api/diagnostics/{diagnosticId}/questionnaire': () => ({ params: { diagnosticId: 'negocio' } }),
  'GET /api/diagnostics/{diagnosticId}/result': () => ({ params: { diagnosticId: 'negocio' } }),
  'PUT /api/diagnostics/{diagnosticId}/answers/{questionId}': () => ({
    params: { diagnosticId: 'negocio', questionId: 'negocio-nome_empresa' },
    body: { optionId: null, value: null, metadata: { text_response: 'Empresa Exemplo' } },
  }),
  'POST /api/diagnostics/{diagnosticId}/complete': () => ({ params: { diagnosticId: 'investidor' } }),
  'POST /api/diagnostics/{diagnosticId}/reset': () => ({ params: { diagnosticId: 'negocio' } }),
  'GET /api/investor-report/{resultId}': () => ({ params: { resultId: 'investidor' } }),
  'GET /api/analyses/{resultId}': () => ({ params: { resultId: 'negocio' } }),
  'POST /api/analyses/{resultId}/generate': () => ({ params: { resultId: 'fundador' } }),
  'POST /api/analyses/{resultId}/sections/{sectionKey}': () => ({
    params: { resultId: 'fundador', sectionKey: 'ambicao_objetivo_vida' },
  }),
  'GET /api/dossier': () => ({}),
  'POST /api/dossier/generate': () => ({}),
  'POST /api/dossier/sections/{sectionKey}/generate': () => ({ params: { sectionKey: 'resumo_executivo' } }),
  'POST /api/dossier/refresh': () => ({}),
  'GET /api/action-plans': () => ({}),
  'POST /api/action-plans': () => ({ body: { title: 'Plano de exemplo', description: '' } }),
  'POST /api/action-plans/generate': () => ({ body: { areas: ['Marketing'], itemsPerArea: 2 } }),
  'PATCH /api/action-plans/{planId}': () => ({ params: examplePlan, body: { title: 'Plano renomeado' } }),
  'DELETE /api/action-plans/{planId}': () => ({ params: examplePlan }),
  'POST /api/action-plans/{planId}/items': () => ({
    params: examplePlan,
    body: { title: 'Tarefa de exemplo' },
  }),
  'PATCH /api/action-plans/{planId}/items/{itemId}': () => ({
    params: exampleItem,
    body: { completed: true },
  }),
  'DELETE /api/action-plans/{planId}/items/{itemId}': () => ({ params: exampleItem }),
  'GET /api/action-plans/{planId}/items/{itemId}/notes': () => ({ params: exampleItem }),
  'POST /api/action-plans/{planId}/items/{itemId}/notes': () => ({
    params: exampleItem,
    body: { content: 'Uma anotação' },
  }),
  'PATCH /api/action-plans/{planId}/items/{itemId}/notes/{noteId}': () => ({
    params: { ...exampleItem, noteId: exampleIds.noteId },
    body: { content: 'Outra anotação' },
  }),
  'DELETE /api/action-plans/{planId}/items/{itemId}/notes/{noteId}': () => ({
    params: { ...exampleItem, noteId: exampleIds.noteId },
  }),
  'GET /api/action-plans/{planId}/items/{itemId}/genius': () => ({ params: exampleItem }),
  'POST /api/action-plans/{planId}/items/{itemId}/genius': () => ({
    params: exampleItem,
    body: { message: 'Como começo?' },
  }),
  'GET /api/notifications': () => ({}),
  'PATCH /api/notifications': () => ({ body: { clearAll: true } }),
  'GET /api/website-analyses': () => ({}),
  'POST /api/website-analyses': () => ({ body: { websiteUrl: 'www.exemplo.com.br' } }),
  'GET /api/website-analyses/{analysisId}': () => ({ params: { analysisId: 'analise-desconhecida' } }),
  'DELETE /api/website-analyses/{analysisId}': () => ({ params: { analysisId: 'analise-desconhecida' } }),
  'POST /api/website-analyses/{analysisId}/retry': () => ({ params: { analysisId: 'analise-desconhecida' } }),
  'POST /api/website-analyses/{analysisId}/regenerate': () => ({
    params: { analysisId: 'analise-desconhecida' },
  }),
  'GET /api/instagram-analyses': () => ({}),
  'POST /api/instagram-analyses': () => ({ body: { profileUsername: 'doceponto' } }),
  'GET /api/instagram-analyses/{analysisId}': () => ({ params: { analysisId: 'analise-desconhecida' } }),
  'DELETE /api/instagram-analyses/{analysisId}': () => ({ params: { analysisId: 'analise-desconhecida' } }),
  'POST /api/instagram-analyses/{analysisId}/retry': () => ({
    params: { analysisId: 'analise-desconhecida' },
  }),
  'POST /api/instagram-analyses/{analysisId}/regenerate': () => ({
    params: { analysisId: 'analise-desconhecida' },
  }),
  'GET /api/learning/modules': () => ({}),
  'GET /api/learning/modules/{moduleId}': () => ({ params: exampleMaterial }),
  'GET /api/learning/modules/{moduleId}/materials/{materialId}': () => ({ params: exampleMaterial }),
  'POST /api/learning/modules/{moduleId}/materials/{materialId}/view': () => ({ params: exampleMaterial }),
  'POST /api/learning/modules/{moduleId}/materials/{materialId}/complete': () => ({
    params: exampleMaterial,
  }),
};
