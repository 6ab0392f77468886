/**
 * The company name the user gave: the trimmed answer to the question with metadata.role 'companyName'
 * (the business diagnostic's), undefined when there is no such question or no non-blank answer.
 */
export function companyNameAnswer(
  questions: readonly { id: string; metadata: { role?: string } }[],
  answers: readonly { questionId: string; metadata: { text_response?: string } }[],
): string | undefined {
  const question = questions.find((candidate) => candidate.metadata.role === 'companyName');
  if (!question) return undefined;
  const text = answers.find((answer) => answer.questionId === question.id)?.metadata.text_response?.trim();
  return text ? text : undefined;
}
