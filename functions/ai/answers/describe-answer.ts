import type { AnswerSheet, AnsweredQuestion } from './answer-sheet';
import { formatMoney, formatNumber, joinPt, quote } from './answer-sheet';

/**
 * One answer as a phrase, quoting the user's own words or chosen options; undefined when unanswered.
 * `whole` (what prompts read): open answers uncut and every category of a distribution; otherwise
 * (what a text quotes) long answers are shortened and a distribution names its three largest parts.
 */
export function describeAnswer(
  sheet: AnswerSheet,
  item: AnsweredQuestion,
  { whole = false }: { whole?: boolean } = {},
): string | undefined {
  const { key, question } = item;
  switch (question.questionType) {
    case 'open_text': {
      const text = sheet.text(key);
      if (!text) return undefined;
      return whole ? `“${text.replace(/\s+/g, ' ')}”` : quote(text);
    }
    case 'date_input':
    case 'time_input':
      return sheet.text(key);
    case 'single_choice':
    case 'yes_no':
      return sheet.optionText(key) ? quote(sheet.optionText(key) ?? '') : undefined;
    case 'rating_stars': {
      const option = sheet.option(key);
      if (option) return `${quote(option.text)} (${option.value} de 5)`;
      const value = sheet.number(key);
      return value === undefined ? undefined : `${value} de 5`;
    }
    case 'multiple_choice': {
      const texts = sheet.selectedTexts(key);
      return texts.length === 0 ? undefined : joinPt(texts.map(quote));
    }
    case 'distribution': {
      const all = sheet.distribution(key);
      if (!all.some((entry) => entry.percentage > 0)) return undefined;
      const entries = whole ? all : all.filter((entry) => entry.percentage > 0).slice(0, 3);
      return joinPt(entries.map((entry) => `${entry.category} (${formatNumber(entry.percentage)}%)`));
    }
    case 'scale_1_to_5':
    case 'scale_1_to_10': {
      const value = sheet.number(key);
      return value === undefined
        ? undefined
        : `${value} de ${question.questionType === 'scale_1_to_5' ? 5 : 10}`;
    }
    case 'slider': {
      const value = sheet.number(key);
      return value === undefined ? undefined : `${value}%`;
    }
    case 'numeric_input': {
      const value = sheet.number(key);
      if (value === undefined) return undefined;
      return question.metadata.unit === 'BRL' ? formatMoney(value) : formatNumber(value);
    }
    default:
      return undefined;
  }
}
