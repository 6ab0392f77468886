/**
 * The JSON object in a model's reply: the whole text when it parses, else the content of a ```json
 * fence, else the span from the first '{' to the last '}'. Undefined when nothing parses.
 */
export function extractJson(text: string): unknown {
  const candidates: string[] = [text.trim()];
  const fence = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  if (fence?.[1]) candidates.push(fence[1].trim());
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start >= 0 && end > start) candidates.push(text.slice(start, end + 1));
  for (const candidate of candidates) {
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      // try the next candidate
    }
  }
  return undefined;
}

/**
 * Why the JSON a reply attempted does not parse (JSON.parse's message, for the repair), or undefined
 * when the text attempts none (no '{').
 */
export function jsonError(text: string): string | undefined {
  const start = text.indexOf('{');
  if (start < 0) return undefined;
  const end = text.lastIndexOf('}');
  try {
    JSON.parse(end > start ? text.slice(start, end + 1) : text.slice(start));
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
