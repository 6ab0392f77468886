import type { CoreDiagnosticSlug } from '../contracts/diagnostics';

/**
 * The four core diagnostics' kinds. A kind is also the diagnostic's journey step id (steps 1-4, see
 * journey.ts) and its key in `appConfig.diagnostics` (its run configuration: timeout, retries, polling).
 */
export const diagnosticKinds = ['founder', 'business', 'management', 'investor'] as const;
export type DiagnosticKind = (typeof diagnosticKinds)[number];

/** The Step Functions workflows that generate analyses (infra/workflows/<name>.asl.json). */
export type AnalysisWorkflowName = 'analysis' | 'management';

/** How a diagnostic's analysis is generated and how its screen waits for it. */
export interface GeneratedAnalysisFacts {
  workflow: AnalysisWorkflowName;
  /** The analysis screen polls this often while the analysis is processing (spec 9). */
  pollMs: number;
  /** The screen stops polling after this long ('Tempo limite excedido'); absent: until it ends. */
  pollTimeoutMs?: number;
}

export interface CoreDiagnosticFacts {
  /** Diagnostic id = slug = result id (the seed's ids are the slugs). */
  slug: CoreDiagnosticSlug;
  /** The questionnaire's own screen. */
  questionnaireRoute: string;
  /** The analysis screen, followed by `/{resultId}`. */
  analysisRoute: string;
  /** Other `/analysis/{segment}/{resultId}` segments that open this analysis screen (besides slug and kind). */
  analysisAliases: readonly string[];
  /** After completing, the processing screen waits this long before opening the analysis (spec). */
  redirectDelayMs: number;
  /** The generated analysis; null when the analysis is computed by its own route (investor report). */
  analysis: GeneratedAnalysisFacts | null;
}

/**
 * The facts of the four core diagnostics, in one place: the journey, the diagnostic cards, the
 * workflows, the questionnaire and the analysis screens all read them from here. Pure data, so the web
 * reads it too. The AI tasks a diagnostic's workflow runs are the AI catalogue's entries for it (functions/ai/tasks/catalogue.ts).
 */
export const coreDiagnostics = {
  founder: {
    slug: 'fundador',
    questionnaireRoute: '/founder-diagnostic',
    analysisRoute: '/founder-analysis',
    analysisAliases: [],
    redirectDelayMs: 2000,
    analysis: { workflow: 'analysis', pollMs: 5000 },
  },
  business: {
    slug: 'negocio',
    questionnaireRoute: '/business-diagnostic',
    analysisRoute: '/business-analysis',
    analysisAliases: [],
    redirectDelayMs: 2000,
    analysis: { workflow: 'analysis', pollMs: 5000 },
  },
  management: {
    slug: 'sistema-gestao',
    questionnaireRoute: '/management-diagnostic',
    analysisRoute: '/management-system-analysis',
    analysisAliases: ['management-system'],
    redirectDelayMs: 3000,
    analysis: {
      workflow: 'management',
      pollMs: 8000,
      pollTimeoutMs: 300_000,
    },
  },
  investor: {
    slug: 'investidor',
    questionnaireRoute: '/investor-diagnostic',
    analysisRoute: '/investor-analysis',
    analysisAliases: [],
    redirectDelayMs: 1000,
    analysis: null,
  },
} as const satisfies Record<DiagnosticKind, CoreDiagnosticFacts>;

export type CoreDiagnostics = typeof coreDiagnostics;

/**
 * Every published diagnostic that is not one of the four (an admin's): its analysis is the generic one
 * (the AI catalogue's entry for 'other'), run by the analysis workflow, polled as the business one.
 */
export const OTHER_DIAGNOSTICS = 'other';
export const otherDiagnostics = {
  analysis: { workflow: 'analysis', pollMs: 5000 },
} as const satisfies { analysis: GeneratedAnalysisFacts };

/** Whose analysis an AI task writes: a core diagnostic's, or every other diagnostic's. */
export type AnalysedDiagnostics = DiagnosticKind | typeof OTHER_DIAGNOSTICS;

/** How the analysis of a core diagnostic, or of the others, is generated; null for the investor report. */
export function generatedAnalysisOf(target: AnalysedDiagnostics): GeneratedAnalysisFacts | null {
  return target === OTHER_DIAGNOSTICS ? otherDiagnostics.analysis : coreDiagnostics[target].analysis;
}

/** The kind of a core diagnostic's slug; undefined for any other diagnostic. */
export function diagnosticKindOf(slug: string): DiagnosticKind | undefined {
  return diagnosticKinds.find((kind) => coreDiagnostics[kind].slug === slug);
}

/** The facts of a core diagnostic by slug; undefined for any other diagnostic. */
export function coreDiagnosticBySlug(slug: string): CoreDiagnosticFacts | undefined {
  const kind = diagnosticKindOf(slug);
  return kind ? coreDiagnostics[kind] : undefined;
}

/** The analysis screen an `/analysis/{segment}/…` path names: by slug, kind or alias; else undefined. */
export function analysisScreenKind(segment: string): DiagnosticKind | undefined {
  return diagnosticKinds.find((kind) => {
    const facts: CoreDiagnosticFacts = coreDiagnostics[kind];
    return segment === kind || segment === facts.slug || facts.analysisAliases.includes(segment);
  });
}

/** Other diagnostics open their analysis after the founder and business delay. */
const DEFAULT_REDIRECT_DELAY_MS = 2000;

/** How long the processing screen shows after completing a diagnostic, before its analysis opens. */
export function analysisRedirectDelayMs(slug: string): number {
  return coreDiagnosticBySlug(slug)?.redirectDelayMs ?? DEFAULT_REDIRECT_DELAY_MS;
}
