import { CustomAttributeType, Entity } from 'electrodb';
import type { GeneratedTask } from '../contracts/analysis-data/action-plan';
import { documentClient, tableName } from '../platform/data/client';
import { expiresIn, RETENTION_SECONDS } from '../platform/data/expiry';
import { serviceName, tableSchema } from '../platform/data/table';
import { key } from '../platform/data/schema';

/**
 * One area's tasks of a plan being generated, between the workflow's per-area model steps (its Map)
 * and the step that writes the plan (docs/decisions/0036-action-plan-per-area.md):
 *   USER#<userId> / PLANDRAFT#<planId>#<areaIndex, two digits>
 * Written once per area, read once by the last step (one Query), removed by DynamoDB's TTL a day later.
 * Not under PLAN#: the plans page never reads it.
 */
export const PlanAreaDraftEntity = new Entity(
  {
    model: { entity: 'planAreaDraft', version: '1', service: serviceName },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      planId: { type: 'string', required: true, readOnly: true },
      /** The area's position in the request, zero-padded so the sort key orders the areas. */
      slot: { type: 'string', required: true, readOnly: true },
      area: { type: 'string', required: true },
      /** The São Paulo day the tasks were written on (their due dates count from it). */
      today: { type: 'string', required: true },
      companyName: { type: 'string' },
      tasks: { type: CustomAttributeType<GeneratedTask[]>('any'), required: true },
      ttl: {
        type: 'number',
        field: tableSchema.timeToLiveAttribute,
        watch: '*',
        set: () => expiresIn(RETENTION_SECONDS.planAreaDraft),
      },
    },
    indexes: {
      byUser: {
        pk: key('pk', 'USER#${userId}', ['userId']),
        sk: key('sk', 'PLANDRAFT#${planId}#${slot}', ['planId', 'slot']),
      },
    },
  },
  { client: documentClient, table: tableName },
);

/** What the plan's last step reads of each area. */
export interface AreaDraft {
  areaIndex: number;
  area: string;
  today: string;
  companyName?: string;
  tasks: GeneratedTask[];
}

const slotOf = (areaIndex: number) => String(areaIndex).padStart(2, '0');

/** Stores one area's tasks (a retried step writes the same item again). */
export async function saveAreaDraft(userId: string, planId: string, draft: AreaDraft): Promise<void> {
  const { areaIndex, companyName, ...rest } = draft;
  await PlanAreaDraftEntity.put({
    userId,
    planId,
    slot: slotOf(areaIndex),
    ...rest,
    ...(companyName ? { companyName } : {}),
  }).go();
}

/** The areas' drafts of a plan, in the request's order (one Query). */
export async function listAreaDrafts(userId: string, planId: string): Promise<AreaDraft[]> {
  const { data } = await PlanAreaDraftEntity.query.byUser({ userId, planId }).go({ pages: 'all' });
  return data
    .map((draft) => ({
      areaIndex: Number(draft.slot),
      area: draft.area,
      today: draft.today,
      ...(draft.companyName ? { companyName: draft.companyName } : {}),
      tasks: draft.tasks,
    }))
    .sort((a, b) => a.areaIndex - b.areaIndex);
}
