/**
 * One answer of the book, by its natural value, so the book reads like the founder's words and survives
 * option id changes:
 * - choice: the seed TEXT of the chosen option (single_choice, yes_no, rating_stars);
 * - choices: the seed texts of every ticked option (multiple_choice);
 * - number: numeric_input, slider (0-100), scale_1_to_5, scale_1_to_10;
 * - text: open_text, date_input ('yyyy-MM-dd'), time_input ('HH:mm');
 * - distribution: category → percentage, totalling 100 (every category of the question, 0 included).
 */
export type BookAnswer =
  | { choice: string }
  | { choices: readonly string[] }
  | { number: number }
  | { text: string }
  | { distribution: Readonly<Record<string, number>> };

/** One diagnostic's answers, keyed by the seed question key (the question id is `<diagnosticId>-<key>`). */
export type DiagnosticBook = Readonly<Record<string, BookAnswer>>;
