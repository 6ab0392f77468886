import * as z from 'zod';
import type { ToolSpec } from './model-call';

/** The name of the tool every structured task forces (one tool per request). */
export const RESULT_TOOL_NAME = 'registrar_resultado';

const cache = new WeakMap<z.ZodType, Map<string, ToolSpec>>();

type JsonSchema = Record<string, unknown>;

/** Drops what the model must not fill: `generatedLocally` (set only by the local analyst) and `$schema`. */
function forTheModel(schema: JsonSchema): JsonSchema {
  const { $schema: _dropped, ...rest } = schema;
  const properties = rest.properties as Record<string, unknown> | undefined;
  if (properties && 'generatedLocally' in properties) {
    const { generatedLocally: _local, ...kept } = properties;
    rest.properties = kept;
    if (Array.isArray(rest.required))
      rest.required = rest.required.filter((key) => key !== 'generatedLocally');
  }
  return rest;
}

/**
 * The tool of a structured task: its input schema is the task's output schema (the zod schema's
 * input side, as JSON Schema), so the model's tool input is validated by the same zod schema.
 */
export function resultTool(schema: z.ZodType, name: string = RESULT_TOOL_NAME): ToolSpec {
  let byName = cache.get(schema);
  if (!byName) cache.set(schema, (byName = new Map()));
  let tool = byName.get(name);
  if (!tool) {
    tool = {
      name,
      description:
        'Registra o resultado completo da tarefa, com todos os campos do esquema preenchidos em português do Brasil.',
      schema: forTheModel(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema),
    };
    byName.set(name, tool);
  }
  return tool;
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/**
 * The candidate with every string that names an enum value without its case or accents
 * ('intermediario', 'ALTA') replaced by the value itself ('Intermediário', 'alta'), following the
 * JSON Schema (properties, items, anyOf/oneOf/allOf, additionalProperties, $ref into $defs). Anything
 * else is returned as it is: the zod schema judges it.
 */
export function normaliseEnums(candidate: unknown, schema: JsonSchema, root: JsonSchema = schema): unknown {
  const ref = typeof schema.$ref === 'string' ? resolveRef(schema.$ref, root) : undefined;
  if (ref) return normaliseEnums(candidate, ref, root);

  if (typeof candidate === 'string' && Array.isArray(schema.enum)) {
    if (schema.enum.includes(candidate)) return candidate;
    const match = schema.enum.find(
      (value) => typeof value === 'string' && folded(value) === folded(candidate),
    );
    return match ?? candidate;
  }
  let result = candidate;
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options)) {
      for (const option of options) {
        const record = asRecord(option);
        if (record) result = normaliseEnums(result, record, root);
      }
    }
  }
  if (Array.isArray(result)) {
    const items = asRecord(schema.items);
    return items ? result.map((item) => normaliseEnums(item, items, root)) : result;
  }
  const object = asRecord(result);
  if (!object) return result;
  const properties = asRecord(schema.properties) ?? {};
  const additional = asRecord(schema.additionalProperties);
  return Object.fromEntries(
    Object.entries(object).map(([key, value]) => {
      const property = asRecord(properties[key]) ?? additional;
      return [key, property ? normaliseEnums(value, property, root) : value];
    }),
  );
}

function resolveRef(ref: string, root: JsonSchema): JsonSchema | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const part of ref.slice(2).split('/')) node = asRecord(node)?.[part];
  return asRecord(node);
}
