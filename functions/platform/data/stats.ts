import { Entity } from 'electrodb';
import { documentClient, tableName } from './client';
import { now } from './clock';
import { serviceName } from './table';
import { key } from './schema';

/**
 * The admin dashboard's counters: one item, `STATS` / `GLOBAL`. Every write that adds or removes
 * something counted also ADDs to its counter IN THE SAME TRANSACTION (profiles, diagnostic results and
 * completed ones, catalogue diagnostics and materials), so the dashboard reads one item, never a
 * collection.
 */
export const StatsEntity = new Entity(
  {
    model: { entity: 'stats', version: '1', service: serviceName },
    attributes: {
      profiles: { type: 'number' },
      diagnostics: { type: 'number' },
      materials: { type: 'number' },
      materialsWithTime: { type: 'number' },
      results: { type: 'number' },
      completedResults: { type: 'number' },
      updatedAt: { type: 'string', default: now, set: () => now(), watch: '*' },
    },
    indexes: {
      global: {
        pk: key('pk', 'STATS', []),
        sk: key('sk', 'GLOBAL', []),
      },
    },
  },
  { client: documentClient, table: tableName },
);

export type Counter =
  'profiles' | 'diagnostics' | 'materials' | 'materialsWithTime' | 'results' | 'completedResults';
export type StatsDelta = Partial<Record<Counter, number>>;

export type Stats = Record<Counter, number>;

/** The delta without its zero entries; empty when nothing changes. */
export function nonZero(delta: StatsDelta): StatsDelta {
  return Object.fromEntries(Object.entries(delta).filter(([, value]) => value !== 0)) as StatsDelta;
}

export async function getStats(): Promise<Stats> {
  const { data } = await StatsEntity.get({}).go();
  return {
    profiles: data?.profiles ?? 0,
    diagnostics: data?.diagnostics ?? 0,
    materials: data?.materials ?? 0,
    materialsWithTime: data?.materialsWithTime ?? 0,
    results: data?.results ?? 0,
    completedResults: data?.completedResults ?? 0,
  };
}
