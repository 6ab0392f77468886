import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Answer,
  DiagnosticResult,
  QuestionnaireResponse,
  ResultResponse,
  SaveAnswerRequest,
} from '@contracts/diagnostics';
import { api } from '../../../lib/api-client';
import { diagnosticRun } from '../../../lib/diagnostic-run';
import { diagnosticsOverviewQuery } from '../../../lib/diagnostics-overview';
import { dossierKey } from '../../../lib/dossier-key';
import { refreshAfterWrite } from '../../../lib/query-client';

const base = (diagnosticId: string) => `/diagnostics/${encodeURIComponent(diagnosticId)}`;

export const questionnaireKey = (diagnosticId: string) => ['diagnostics', diagnosticId, 'questionnaire'];
export const resultKey = (diagnosticId: string) => ['diagnostics', diagnosticId, 'result'];

export function useQuestionnaire(diagnosticId: string) {
  return useQuery({
    queryKey: questionnaireKey(diagnosticId),
    queryFn: () => api<QuestionnaireResponse>(`${base(diagnosticId)}/questionnaire`),
    meta: { silent: true },
  });
}

export function useResult(diagnosticId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: resultKey(diagnosticId),
    queryFn: async () => {
      const answer = await api<ResultResponse>(`${base(diagnosticId)}/result`);
      // The first access creates the result: the cards and the journey then show it in progress.
      const overview = queryClient.getQueryData(diagnosticsOverviewQuery.queryKey);
      const listed = overview?.results.some((result) => result.diagnosticId === diagnosticId);
      if (answer.result && overview && !listed) {
        void queryClient.invalidateQueries({ queryKey: diagnosticsOverviewQuery.queryKey });
      }
      return answer;
    },
    staleTime: 0,
    meta: { silent: true },
  });
}

export function saveAnswer(
  diagnosticId: string,
  questionId: string,
  request: SaveAnswerRequest,
): Promise<Answer> {
  return api<Answer>(`${base(diagnosticId)}/answers/${encodeURIComponent(questionId)}`, {
    method: 'PUT',
    body: request,
  });
}

/** Completing and resetting change the overview (cards, journey) and the dossier's readiness. */
function useResultAction(diagnosticId: string, action: 'complete' | 'reset') {
  const queryClient = useQueryClient();
  return useMutation({
    // Completing starts the diagnostic's analysis: it may take the diagnostic's own time.
    mutationFn: () =>
      api<DiagnosticResult>(`${base(diagnosticId)}/${action}`, {
        method: 'POST',
        ...(action === 'complete' ? { timeoutMs: diagnosticRun(diagnosticId).timeoutMs } : {}),
      }),
    meta: { silent: true },
    onSuccess: () =>
      refreshAfterWrite(queryClient, resultKey(diagnosticId), diagnosticsOverviewQuery.queryKey, dossierKey),
  });
}

export const useCompleteDiagnostic = (diagnosticId: string) => useResultAction(diagnosticId, 'complete');
export const useResetDiagnostic = (diagnosticId: string) => useResultAction(diagnosticId, 'reset');
