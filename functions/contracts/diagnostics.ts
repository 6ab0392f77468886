import * as z from 'zod';
import { keyParam } from './fields';
import { sectionAnalysis } from './analyses';

/** The twelve question types of the questionnaire engine. */
export const questionTypes = [
  'open_text',
  'numeric_input',
  'slider',
  'date_input',
  'time_input',
  'single_choice',
  'multiple_choice',
  'yes_no',
  'scale_1_to_5',
  'scale_1_to_10',
  'rating_stars',
  'distribution',
] as const;
export type QuestionType = (typeof questionTypes)[number];

/** Icons a diagnostic may show (spec); the web maps each to an MUI icon, default FileText. */
export const diagnosticIcons = [
  'User',
  'BarChartBig',
  'PieChart',
  'FileText',
  'LineChart',
  'ChevronRight',
  'Layers',
] as const;

export { coreDiagnosticSlugs, type CoreDiagnosticSlug } from './core-diagnostic-slugs';

export const questionMetadata = z.object({
  /** Questions are grouped by `section`; groups are ordered by their lowest orderNumber. */
  section: z.string(),
  section_title: z.string().optional(),
  section_description: z.string().optional(),
  /** Distribution questions: the categories whose percentages must total 100. */
  categories: z.array(z.string()).optional(),
  information: z.string().optional(),
  info: z.string().optional(),
  bullet_points: z.array(z.string()).optional(),
  placeholder: z.string().optional(),
  /** Investor questions that carry the revenue or the marketing budget (numeric_input, in reais). */
  role: z.enum(['revenue', 'marketingBudget', 'businessType', 'companyName']).optional(),
  /** numeric_input amounts in reais: shown with 'R$' while typing and as `R$ 1.997,00` when quoted. */
  unit: z.enum(['BRL']).optional(),
  /** Founder behavioural questions: the DISC dimension the option values measure. */
  disc: z.enum(['dominancia', 'influencia', 'estabilidade', 'conformidade']).optional(),
});
export type QuestionMetadata = z.infer<typeof questionMetadata>;

export const diagnosticOption = z.object({
  id: z.string(),
  questionId: z.string(),
  text: z.string(),
  value: z.number(),
  orderNumber: z.number().int(),
});
export type DiagnosticOption = z.infer<typeof diagnosticOption>;

export const diagnosticQuestion = z.object({
  id: z.string(),
  diagnosticId: z.string(),
  text: z.string(),
  /** A string, not the enum: an unknown type must still load and show 'Tipo de pergunta não reconhecido'. */
  questionType: z.string(),
  orderNumber: z.number().int(),
  metadata: questionMetadata,
  options: z.array(diagnosticOption),
  /** Scoring weight (investor); 1.0 when none is stored. */
  weight: z.number(),
});
export type DiagnosticQuestion = z.infer<typeof diagnosticQuestion>;

export const diagnostic = z.object({
  /** For the seeded diagnostics the id is the slug (`fundador`, `negocio`, …). */
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  isPublished: z.boolean(),
  createdAt: z.string(),
});
export type Diagnostic = z.infer<typeof diagnostic>;

/** GET /api/diagnostics/{diagnosticId}/questionnaire: the whole questionnaire in one round trip. */
export const questionnaireResponse = z.object({ diagnostic, questions: z.array(diagnosticQuestion) });
export type QuestionnaireResponse = z.infer<typeof questionnaireResponse>;

export const distributionItem = z.object({
  category: z.string().min(1).max(200),
  percentage: z.number().min(0).max(100),
});

export const answerMetadata = z.strictObject({
  text_response: z.string().max(5000).optional(),
  distribution: z.array(distributionItem).max(50).optional(),
  /** multiple_choice: every selected option (optionId holds the first). */
  selected_option_ids: z.array(z.string().max(200)).max(50).optional(),
  section: z.string().max(200).optional(),
  revenue: z.number().optional(),
  marketingBudget: z.number().optional(),
});
export type AnswerMetadata = z.infer<typeof answerMetadata>;

/** PUT /api/diagnostics/{diagnosticId}/answers/{questionId}: one answer, one write. */
export const saveAnswerRequest = z.strictObject({
  optionId: z.string().max(200).nullable(),
  value: z.number().finite().nullable(),
  metadata: answerMetadata,
});
export type SaveAnswerRequest = z.infer<typeof saveAnswerRequest>;

export const answer = saveAnswerRequest.extend({ questionId: z.string(), updatedAt: z.string() });
export type Answer = z.infer<typeof answer>;

/** A user's result for one diagnostic. A user has one result per diagnostic: its id is the diagnostic's id. */
export const diagnosticResult = z.object({
  id: z.string(),
  diagnosticId: z.string(),
  completed: z.boolean(),
  profileResult: z.string().nullable(),
  score: z.number().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DiagnosticResult = z.infer<typeof diagnosticResult>;

/**
 * GET /api/diagnostics/{diagnosticId}/result: the user's result and answers in one round trip, with
 * the per-section analyses generated so far (founder diagnostic only; empty for the others).
 */
export const resultResponse = z.object({
  result: diagnosticResult.nullable(),
  answers: z.array(answer),
  sectionAnalyses: z.array(sectionAnalysis),
});
export type ResultResponse = z.infer<typeof resultResponse>;

/** GET /api/diagnostics: published diagnostics plus the user's results (hub, dashboard, My Analyses). */
export const diagnosticsOverview = z.object({
  diagnostics: z.array(diagnostic),
  results: z.array(diagnosticResult),
});
export type DiagnosticsOverview = z.infer<typeof diagnosticsOverview>;

export const diagnosticIdParams = z.strictObject({ diagnosticId: keyParam(100) });
export const answerParams = diagnosticIdParams.extend({ questionId: keyParam(200) });
