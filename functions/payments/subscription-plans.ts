import { Entity, type EntityItem } from 'electrodb';
import type { Plan } from '../contracts/plans';
import type { PlanRef } from '../domain/payment-events';
import { DEFAULT_PLAN, visiblePlans } from '../domain/plans';
import { documentClient, tableName } from '../platform/data/client';
import { serviceName } from '../platform/data/table';
import { createdAt, updatedAt, key } from '../platform/data/schema';

/** The plan catalogue: `CATALOG#PLANS` / `PLAN#<id>`, so one Query lists every plan. */
export const PricingPlan = new Entity(
  {
    model: { entity: 'plan', version: '1', service: serviceName },
    attributes: {
      planId: { type: 'string', required: true, readOnly: true },
      name: { type: 'string', required: true },
      description: { type: 'string', required: true, default: '' },
      /** Cents. */
      price: { type: 'number', required: true },
      currency: { type: 'string', required: true, default: 'brl' },
      features: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
      stripePriceId: { type: 'string' },
      stripeProductId: { type: 'string' },
      isFeatured: { type: 'boolean', required: true, default: false },
      active: { type: 'boolean', required: true, default: true },
      createdAt,
      updatedAt,
    },
    indexes: {
      byCatalog: {
        pk: key('pk', 'CATALOG#PLANS', []),
        sk: key('sk', 'PLAN#${planId}', ['planId']),
      },
    },
  },
  { client: documentClient, table: tableName },
);

export type PlanItem = EntityItem<typeof PricingPlan>;

export function toPlan(item: PlanItem): Plan {
  return {
    id: item.planId,
    name: item.name,
    description: item.description,
    price: item.price,
    currency: item.currency,
    features: item.features,
    stripePriceId: item.stripePriceId ?? null,
    stripeProductId: item.stripeProductId ?? null,
    isFeatured: item.isFeatured,
    active: item.active,
  };
}

/** Every plan of the catalogue (one Query; the catalogue is a handful of items). */
export async function listAllPlans(): Promise<Plan[]> {
  const { data } = await PricingPlan.query.byCatalog({}).go({ pages: 'all' });
  return data.map(toPlan);
}

/** One plan of the catalogue, or null. */
export async function getPlan(planId: string): Promise<Plan | null> {
  const { data } = await PricingPlan.get({ planId }).go();
  return data ? toPlan(data) : null;
}

/** Active plans by price ascending (the spec's "select active ordered by price ascending"). */
export async function listActivePlans(): Promise<Plan[]> {
  return (await listAllPlans()).filter((plan) => plan.active).sort((a, b) => a.price - b.price);
}

/** Creates the plan unless one with its id exists (seed: never overwrites an edited plan). */
export async function createPlanIfAbsent(plan: Plan): Promise<boolean> {
  try {
    await PricingPlan.create({
      planId: plan.id,
      name: plan.name,
      description: plan.description,
      price: plan.price,
      currency: plan.currency,
      features: plan.features,
      isFeatured: plan.isFeatured,
      active: plan.active,
      ...(plan.stripePriceId ? { stripePriceId: plan.stripePriceId } : {}),
      ...(plan.stripeProductId ? { stripeProductId: plan.stripeProductId } : {}),
    }).go();
    return true;
  } catch (error) {
    if ((error as { cause?: { name?: string } })?.cause?.name === 'ConditionalCheckFailedException')
      return false;
    throw error;
  }
}

/**
 * The plan a Stripe price belongs to: the cheapest plan with that price that the plan list shows
 * (active, not a trial/test plan), else the default plan. Every plan is sold at the one fixed
 * price, so this mostly names the product; events that carry no price use `fixedPriceId`.
 */
export async function planRefForPrice(priceId: string | null, fixedPriceId: string): Promise<PlanRef> {
  const wanted = priceId ?? fixedPriceId;
  const matching = (await listAllPlans()).filter((plan) => plan.stripePriceId === wanted);
  const plan = visiblePlans(matching)[0] ?? DEFAULT_PLAN;
  return { id: plan.id, name: plan.name, priceId: wanted, amount: plan.price, currency: plan.currency };
}
