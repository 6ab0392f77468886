import { now } from './clock';

/** The table's key fields (functions/platform/data/table.ts). */
type KeyField = 'pk' | 'sk' | 'gsi1pk' | 'gsi1sk';

/**
 * One key of an ElectroDB index: the field, the template over the composite attributes, and the
 * template kept as written (ElectroDB lower-cases keys unless told otherwise, and our keys carry ids).
 */
export const key = <const Composite extends readonly string[]>(
  field: KeyField,
  template: string,
  composite: Composite,
) => ({ field, template, composite, casing: 'none' }) as const;

/** Set once, when the item is created. */
export const createdAt = { type: 'string', required: true, readOnly: true, default: now } as const;

/** Set on every write of the item. */
export const updatedAt = {
  type: 'string',
  required: true,
  default: now,
  set: () => now(),
  watch: '*',
} as const;
