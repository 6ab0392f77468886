import type { Diagnostic, DiagnosticResult } from '../contracts/diagnostics';
import { coreDiagnosticSlugs } from '../contracts/core-diagnostic-slugs';
import { diagnosticsDomainMessages } from '../contracts/messages/diagnostics-domain';
import { coreDiagnosticBySlug } from './core-diagnostics';

const text = diagnosticsDomainMessages.card;

/** The card's three states (spec 4): progress 0, above 0, 100. */
export type DiagnosticCardStatus = 'not_started' | 'in_progress' | 'completed';

type ResultLike = Pick<DiagnosticResult, 'diagnosticId' | 'completed'>;

/** The user's result for a diagnostic (results are matched by diagnosticId), or null. */
export function findResult<R extends ResultLike>(
  diagnostic: Pick<Diagnostic, 'id'>,
  results: readonly R[],
): R | null {
  return results.find((result) => result.diagnosticId === diagnostic.id) ?? null;
}

/** Spec 4: 100 when completed, 50 when a result exists but is not completed, 0 when there is none. */
export function diagnosticProgress(
  result: Pick<DiagnosticResult, 'completed'> | null | undefined,
): 0 | 50 | 100 {
  if (!result) return 0;
  return result.completed ? 100 : 50;
}

export function diagnosticCardStatus(progress: number): DiagnosticCardStatus {
  if (progress >= 100) return 'completed';
  return progress > 0 ? 'in_progress' : 'not_started';
}

/** 'Concluído' at 100, 'N% Completo' above 0, 'Não iniciado' at 0. */
export function diagnosticStatusLabel(progress: number): string {
  const status = diagnosticCardStatus(progress);
  if (status === 'completed') return text.completed;
  return status === 'in_progress' ? text.progress(Math.round(progress)) : text.notStarted;
}

/** 'Visualizar' when completed, else 'Iniciar'. */
export function diagnosticButtonLabel(completed: boolean): string {
  return completed ? text.view : text.start;
}

/** Spec 2: the slug lowercased, every character other than a-z and 0-9 replaced by '-' (one each). */
export function slugPathSegment(slug: string): string {
  return slug.toLowerCase().replace(/[^a-z0-9]/g, '-');
}

/** The questionnaire's route: the four core slugs have their own screens, others /diagnostic/{slug}. */
export function diagnosticRoute(slug: string): string {
  return coreDiagnosticBySlug(slug)?.questionnaireRoute ?? `/diagnostic/${slugPathSegment(slug)}`;
}

/** The analysis route of a result: core slugs have their own screens, others /analysis/{slug}/{id}. */
export function analysisRoute(slug: string, resultId: string): string {
  const id = encodeURIComponent(resultId);
  const core = coreDiagnosticBySlug(slug);
  return core ? `${core.analysisRoute}/${id}` : `/analysis/${slugPathSegment(slug)}/${id}`;
}

// Created on first use: its locale data is a cost at import for every Lambda that imports this module.
let titleCollator: Intl.Collator | undefined;

/**
 * Spec 4: fundador, negocio, sistema-gestao, investidor first, then the others alphabetically by title
 * (pt-BR collation: accents and case do not split the order), ties by slug. Returns a new array.
 */
export function orderDiagnostics<D extends Pick<Diagnostic, 'slug' | 'title'>>(
  diagnostics: readonly D[],
): D[] {
  const rank = (d: D) => {
    const index = (coreDiagnosticSlugs as readonly string[]).indexOf(d.slug);
    return index === -1 ? coreDiagnosticSlugs.length : index;
  };
  // The collator only for a tie of rank (diagnostics beyond the four): building it loads locale data,
  // a long task on a slow phone.
  const byTitle = (a: D, b: D) =>
    (titleCollator ??= new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true })).compare(
      a.title,
      b.title,
    );
  return [...diagnostics].sort((a, b) => rank(a) - rank(b) || byTitle(a, b) || a.slug.localeCompare(b.slug));
}

/** Everything a diagnostic card shows. */
export interface DiagnosticCard<D extends Pick<Diagnostic, 'id' | 'slug'>, R extends ResultLike> {
  diagnostic: D;
  result: R | null;
  completed: boolean;
  progress: 0 | 50 | 100;
  status: DiagnosticCardStatus;
  statusLabel: string;
  buttonLabel: string;
  /** Where the card's button goes: the questionnaire (which shows the completion card when done). */
  route: string;
  /** The analysis of a completed result; null otherwise. */
  analysisRoute: string | null;
}

export function diagnosticCard<
  D extends Pick<Diagnostic, 'id' | 'slug'>,
  R extends ResultLike & { id: string },
>(diagnostic: D, results: readonly R[]): DiagnosticCard<D, R> {
  const result = findResult(diagnostic, results);
  const progress = diagnosticProgress(result);
  const completed = progress === 100;
  return {
    diagnostic,
    result,
    completed,
    progress,
    status: diagnosticCardStatus(progress),
    statusLabel: diagnosticStatusLabel(progress),
    buttonLabel: diagnosticButtonLabel(completed),
    route: diagnosticRoute(diagnostic.slug),
    analysisRoute: completed && result ? analysisRoute(diagnostic.slug, result.id) : null,
  };
}

/**
 * The slugs of the diagnostics whose result is completed. A core diagnostic absent from the list (e.g.
 * unpublished) still counts when a completed result's diagnosticId is its slug (seeded ids are the slugs).
 */
export function completedDiagnosticSlugs(
  diagnostics: readonly Pick<Diagnostic, 'id' | 'slug'>[],
  results: readonly ResultLike[],
): Set<string> {
  const completedIds = new Set(results.filter((r) => r.completed).map((r) => r.diagnosticId));
  const slugs = new Set(diagnostics.filter((d) => completedIds.has(d.id)).map((d) => d.slug));
  for (const slug of coreDiagnosticSlugs) if (completedIds.has(slug)) slugs.add(slug);
  return slugs;
}
