import type { Plan } from '../contracts/plans';
import { PRODUCT_NAME } from '../contracts/product';

/** Months of access a paid plan grants. */
export const PAID_ACCESS_MONTHS = 12;
export const TRIAL_DAYS = 30;

/** The plan shown when plans cannot be loaded or no paid plan exists (spec: 1997 BRL, 12 months). */
export const DEFAULT_PLAN: Plan = {
  id: 'default',
  name: PRODUCT_NAME,
  description: 'Acesso completo à plataforma por 12 meses.',
  price: 199700,
  currency: 'brl',
  features: [
    'Diagnóstico completo do negócio',
    'Diagnóstico do perfil do fundador',
    'Plano de ação personalizado',
    'Acesso a todos os materiais',
    'Suporte por email',
    'Acesso por 12 meses',
  ],
  stripePriceId: null,
  stripeProductId: null,
  isFeatured: true,
  active: true,
};

const hiddenName = /trial|teste/i;

/** Plans a visitor may buy: active, no trial/test plans, by price ascending; the default plan when none. */
export function visiblePlans(plans: readonly Plan[]): Plan[] {
  const visible = plans
    .filter((plan) => plan.active && !hiddenName.test(plan.name))
    .sort((a, b) => a.price - b.price);
  return visible.length > 0 ? visible : [DEFAULT_PLAN];
}
