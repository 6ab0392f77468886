import type { DiagnosticQuestion, SaveAnswerRequest } from '../../../functions/contracts/diagnostics';

/**
 * A valid answer for any question, built from the questionnaire as the screen would send it: first
 * options, 4 on scales, 60 on sliders, an even distribution totalling 100, a plausible revenue.
 */
export function validAnswer(
  question: DiagnosticQuestion,
  options: { companyName?: string } = {},
): SaveAnswerRequest {
  const [first] = question.options;
  switch (question.questionType) {
    case 'single_choice':
    case 'yes_no':
      return { optionId: first!.id, value: first!.value, metadata: {} };
    case 'multiple_choice':
      return { optionId: first!.id, value: null, metadata: { selected_option_ids: [first!.id] } };
    case 'numeric_input':
      if (question.metadata.role === 'revenue')
        return { optionId: null, value: 85000, metadata: { revenue: 85000 } };
      if (question.metadata.role === 'marketingBudget') {
        return { optionId: null, value: 4000, metadata: { marketingBudget: 4000 } };
      }
      return { optionId: null, value: 12, metadata: {} };
    case 'slider':
      return { optionId: null, value: 60, metadata: {} };
    case 'scale_1_to_5':
    case 'scale_1_to_10':
    case 'rating_stars': {
      const option = question.options.find((candidate) => candidate.value === 4) ?? first;
      return { optionId: option?.id ?? null, value: option?.value ?? 4, metadata: {} };
    }
    case 'distribution': {
      const categories = question.metadata.categories ?? [];
      const share = Math.floor(100 / categories.length);
      const distribution = categories.map((category, index) => ({
        category,
        percentage: index === 0 ? 100 - share * (categories.length - 1) : share,
      }));
      return { optionId: null, value: null, metadata: { distribution } };
    }
    case 'date_input':
      return { optionId: null, value: null, metadata: { text_response: '2019-03-15' } };
    case 'time_input':
      return { optionId: null, value: null, metadata: { text_response: '08:30' } };
    default: {
      const text =
        question.metadata.role === 'companyName' && options.companyName
          ? options.companyName
          : 'Uma resposta de teste.';
      return { optionId: null, value: null, metadata: { text_response: text } };
    }
  }
}
