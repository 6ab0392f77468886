import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminQuestion,
  AdminQuestionnaireResponse,
  QuestionDeletion,
  QuestionInput,
} from '@contracts/admin-questions';
import { ApiError } from '../../../lib/api-error';
import { api } from '../../../lib/api-client';
import { retryQuery } from '../../../lib/query-client';
import { useRefreshLists } from './diagnostics';

/** While a question is being deleted, the list is read again this often to show its progress. */
export const DELETION_POLL_MS = 1500;
/** Spec 7: the questions are read again 100 ms after a question is created. */
const REFETCH_AFTER_CREATE_MS = 100;

/**
 * Spec 9: the questions are fresh for 10 s and retried 3 times, 1 s × 2^attempt apart, at most 30 s. A
 * diagnostic that does not exist (404) is not retried: 'Diagnóstico não encontrado.' shows at once.
 */
export const adminQuestionsCaching = {
  staleTime: 10 * 1000,
  retry: (failureCount: number, error: unknown) =>
    retryQuery(3)(failureCount, error) && !(error instanceof ApiError && error.status === 404),
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30 * 1000),
} as const;

const diagnosticPath = (diagnosticId: string) => `/admin/diagnostics/${encodeURIComponent(diagnosticId)}`;
const questionPath = (diagnosticId: string, questionId?: string) =>
  `${diagnosticPath(diagnosticId)}/questions${questionId === undefined ? '' : `/${encodeURIComponent(questionId)}`}`;

/** Under the admin list's key: whatever refreshes the list refreshes the details too. */
export const adminQuestionnaireKey = (diagnosticId: string) =>
  ['admin', 'diagnostics', diagnosticId] as const;

const isDeleting = (question: AdminQuestion) => question.deletion?.status === 'running';

/**
 * GET /api/admin/diagnostics/{id}: the diagnostic and its questions in order (the details and questions
 * screens); read every 1.5 s while a question is being deleted.
 */
export const adminQuestionnaireQuery = (diagnosticId: string) =>
  queryOptions({
    queryKey: adminQuestionnaireKey(diagnosticId),
    queryFn: () => api<AdminQuestionnaireResponse>(diagnosticPath(diagnosticId)),
    ...adminQuestionsCaching,
    refetchInterval: (query) => (query.state.data?.questions.some(isDeleting) ? DELETION_POLL_MS : false),
    meta: { silent: true },
  });

export function useAdminQuestionnaire(diagnosticId: string) {
  return useQuery(adminQuestionnaireQuery(diagnosticId));
}

/** 'Nova pergunta' (POST, then the spec's refetch 100 ms later) or an edit (PUT). */
export function useSaveQuestion(diagnosticId: string, questionId: string | undefined) {
  const queryClient = useQueryClient();
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (body: QuestionInput) =>
      api<AdminQuestion>(questionPath(diagnosticId, questionId), {
        method: questionId === undefined ? 'POST' : 'PUT',
        body,
      }),
    meta: { silent: true },
    onSuccess: async () => {
      await refresh();
      if (questionId !== undefined) return;
      setTimeout(
        () => void queryClient.refetchQueries({ queryKey: adminQuestionnaireKey(diagnosticId), exact: true }),
        REFETCH_AFTER_CREATE_MS,
      );
    },
  });
}

/** The arrows: a swap with the neighbour above or below. */
export function useMoveQuestion(diagnosticId: string) {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: ({ questionId, direction }: { questionId: string; direction: 'up' | 'down' }) =>
      api<void>(`${questionPath(diagnosticId, questionId)}/move`, { method: 'POST', body: { direction } }),
    meta: { silent: true },
    onSettled: refresh,
  });
}

/** Starts (or resumes) a question's deletion in the background: 202 with its progress. */
export function useDeleteQuestion(diagnosticId: string) {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (questionId: string) =>
      api<QuestionDeletion>(questionPath(diagnosticId, questionId), { method: 'DELETE' }),
    meta: { silent: true },
    onSettled: refresh,
  });
}
