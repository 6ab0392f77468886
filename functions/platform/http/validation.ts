import type { z } from 'zod';
import type { FieldIssue } from '../../contracts/service-result';
import { validationError } from './errors';

/** Turns zod issues into the `details` of a VALIDATION_ERROR (one entry per field, first issue wins). */
export function fieldIssues(error: z.ZodError): FieldIssue[] {
  const seen = new Set<string>();
  const issues: FieldIssue[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '(root)';
    if (seen.has(field)) continue;
    seen.add(field);
    issues.push({ field, message: issue.message });
  }
  return issues;
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(fieldIssues(result.error));
  return result.data;
}
