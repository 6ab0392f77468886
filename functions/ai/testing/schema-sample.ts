/**
 * A value that satisfies a JSON Schema (the subset z.toJSONSchema writes: object, array, string,
 * number, integer, boolean, enum, anyOf/oneOf, $ref), with strings of a chosen length. Used to size
 * the tasks' output budgets and by the Converse stand-in of the journey test to answer any tool.
 */
export interface SampleSizes {
  /** Characters of a free-text string (no maxLength): a paragraph. */
  text: number;
  /** Characters of a string that is an array's item: a bullet (default: text). */
  item?: number;
  /** Items of an array without minItems above it (capped by maxItems). */
  items: number;
  /** Builds the text of a string at a path (default: Portuguese filler of the length asked). */
  write?: (path: readonly string[], length: number) => string;
}

type JsonSchema = Record<string, unknown>;

const filler =
  'O negócio tem uma base de clientes fiel e uma oferta clara, mas depende do fundador nas vendas e precisa registrar os números da operação para crescer com previsibilidade. ';

const portuguese = (_path: readonly string[], length: number) =>
  filler
    .repeat(Math.ceil(length / filler.length))
    .slice(0, length)
    .trim() || 'Texto';

export function sampleOf(
  schema: JsonSchema,
  sizes: SampleSizes,
  root: JsonSchema = schema,
  path: string[] = [],
): unknown {
  if (typeof schema.$ref === 'string') {
    let node: unknown = root;
    for (const part of schema.$ref.slice(2).split('/')) node = (node as JsonSchema | undefined)?.[part];
    return sampleOf(node as JsonSchema, sizes, root, path);
  }
  if (Array.isArray(schema.enum)) {
    // Inside a list, item n takes the n-th value: the six areas, the three phases, each once in order.
    const index = Number([...path].reverse().find((part) => /^\d+$/.test(part)) ?? 0);
    return schema.enum[index % schema.enum.length];
  }
  if ('const' in schema) return schema.const;
  const options = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (options?.length) {
    const chosen = options.find((option) => option.type !== 'null') ?? options[0]!;
    return sampleOf(chosen, sizes, root, path);
  }
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      return Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [
          key,
          sampleOf(property, sizes, root, [...path, key]),
        ]),
      );
    }
    case 'array': {
      const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const max = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity;
      const count = Math.min(Math.max(min, sizes.items), max);
      const items = (schema.items ?? {}) as JsonSchema;
      return Array.from({ length: count }, (_, index) =>
        sampleOf(items, sizes, root, [...path, String(index)]),
      );
    }
    case 'string': {
      const wanted = /^\d+$/.test(path.at(-1) ?? '') ? (sizes.item ?? sizes.text) : sizes.text;
      const max = typeof schema.maxLength === 'number' ? schema.maxLength : wanted;
      const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
      const length = Math.max(min, Math.min(max, wanted));
      return (sizes.write ?? portuguese)(path, length);
    }
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
      const max = typeof schema.maximum === 'number' ? schema.maximum : min + 10;
      return Math.round((min + max) / 2);
    }
    case 'boolean':
      return true;
    default:
      return 'Texto';
  }
}
