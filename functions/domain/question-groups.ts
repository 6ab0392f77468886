/** What grouping needs of a question: the contract's DiagnosticQuestion fits. */
export interface GroupableQuestion {
  orderNumber: number;
  metadata?: { section?: string; section_title?: string; section_description?: string } | null;
}

/** One section of a questionnaire, shown one at a time by the diagnostic screen. */
export interface QuestionGroup<Q extends GroupableQuestion> {
  /** metadata.section shared by the questions ('' for questions without one). */
  section: string;
  /** The first non-blank section_title in question order; the section key when none has one. */
  title: string;
  /** The first non-blank section_description in question order; '' when none has one. */
  description: string;
  /** Ordered by orderNumber (ties keep their input order). */
  questions: Q[];
}

const firstNonBlank = (values: readonly (string | undefined)[]): string | undefined =>
  values.find((value) => typeof value === 'string' && value.trim() !== '');

/**
 * Spec 4: sections are groups of questions by metadata.section, ordered by the lowest orderNumber in
 * each group; questions within a group are ordered by orderNumber. Sorting is stable, so equal order
 * numbers keep the input order (and groups with the same lowest number keep first-appearance order).
 */
export function groupQuestions<Q extends GroupableQuestion>(questions: readonly Q[]): QuestionGroup<Q>[] {
  const ordered = [...questions].sort((a, b) => a.orderNumber - b.orderNumber);
  const bySection = new Map<string, Q[]>();
  for (const question of ordered) {
    const section = question.metadata?.section ?? '';
    const group = bySection.get(section);
    if (group) group.push(question);
    else bySection.set(section, [question]);
  }
  // Map iteration follows first insertion, and `ordered` is sorted, so groups already come out ordered
  // by their lowest orderNumber.
  return [...bySection].map(([section, groupQuestionsInOrder]) => ({
    section,
    title: firstNonBlank(groupQuestionsInOrder.map((q) => q.metadata?.section_title)) ?? section,
    description: firstNonBlank(groupQuestionsInOrder.map((q) => q.metadata?.section_description)) ?? '',
    questions: groupQuestionsInOrder,
  }));
}
