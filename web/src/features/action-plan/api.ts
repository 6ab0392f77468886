import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActionNote,
  CreateItemRequest,
  CreatePlanRequest,
  GeneratePlanRequest,
  GeniusConversation,
  UpdateItemRequest,
  UpdatePlanRequest,
} from '@contracts/action-plan';
import { api } from '../../lib/api-client';
import { actionPlansQuery } from '../../lib/action-plans';

const enc = encodeURIComponent;
const planPath = (planId: string) => `/action-plans/${enc(planId)}`;
const itemPath = (planId: string, itemId: string) => `${planPath(planId)}/items/${enc(itemId)}`;

export interface TaskRef {
  planId: string;
  itemId: string;
}

/**
 * A write of the action plan: the page is one read, so every successful write reads it again (and the
 * bell, whose notifications follow the tasks). Failures are toasted by the caller with its own text.
 */
function useWrite<Variables>(request: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: { silent: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: actionPlansQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: ['notifications'] }),
      ]),
  });
}

export const useCreatePlan = () =>
  useWrite((body: CreatePlanRequest) => api('/action-plans', { method: 'POST', body }));

export const useUpdatePlan = () =>
  useWrite(({ planId, body }: { planId: string; body: UpdatePlanRequest }) =>
    api(planPath(planId), { method: 'PATCH', body }),
  );

export const useDeletePlan = () => useWrite((planId: string) => api(planPath(planId), { method: 'DELETE' }));

export const useGeneratePlan = () =>
  useWrite((body: GeneratePlanRequest) => api('/action-plans/generate', { method: 'POST', body }));

export const useCreateItem = () =>
  useWrite(({ planId, body }: { planId: string; body: CreateItemRequest }) =>
    api(`${planPath(planId)}/items`, { method: 'POST', body }),
  );

export const useUpdateItem = () =>
  useWrite(({ planId, itemId, body }: TaskRef & { body: UpdateItemRequest }) =>
    api(itemPath(planId, itemId), { method: 'PATCH', body }),
  );

export const useDeleteItem = () =>
  useWrite(({ planId, itemId }: TaskRef) => api(itemPath(planId, itemId), { method: 'DELETE' }));

/** 'Minhas Anotações' of one task, newest first. */
const notesKey = ({ planId, itemId }: TaskRef) => ['action-plans', planId, itemId, 'notes'];

export function useNotes(task: TaskRef) {
  return useQuery({
    queryKey: notesKey(task),
    queryFn: () =>
      api<{ notes: ActionNote[] }>(`${itemPath(task.planId, task.itemId)}/notes`).then((body) => body.notes),
    meta: { silent: true },
  });
}

function useNoteWrite<Variables>(task: TaskRef, request: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKey(task) }),
  });
}

export const useCreateNote = (task: TaskRef) =>
  useNoteWrite(task, (content: string) =>
    api(`${itemPath(task.planId, task.itemId)}/notes`, { method: 'POST', body: { content } }),
  );

export const useUpdateNote = (task: TaskRef) =>
  useNoteWrite(task, ({ noteId, content }: { noteId: string; content: string }) =>
    api(`${itemPath(task.planId, task.itemId)}/notes/${enc(noteId)}`, { method: 'PATCH', body: { content } }),
  );

export const useDeleteNote = (task: TaskRef) =>
  useNoteWrite(task, (noteId: string) =>
    api(`${itemPath(task.planId, task.itemId)}/notes/${enc(noteId)}`, { method: 'DELETE' }),
  );

/** The stored Genius conversation of one task. */
const geniusKey = ({ planId, itemId }: TaskRef) => ['action-plans', planId, itemId, 'genius'];

export function useGeniusConversation(task: TaskRef) {
  return useQuery({
    queryKey: geniusKey(task),
    queryFn: () => api<GeniusConversation>(`${itemPath(task.planId, task.itemId)}/genius`),
    meta: { silent: true },
  });
}

/** The Genius reply waits for the model: the route's own 30 s, not the API's 10 s. */
const GENIUS_TIMEOUT_MS = 30_000;

export function useAskGenius(task: TaskRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      api<GeniusConversation>(`${itemPath(task.planId, task.itemId)}/genius`, {
        method: 'POST',
        body: { message },
        timeoutMs: GENIUS_TIMEOUT_MS,
      }),
    meta: { silent: true },
    onSuccess: (conversation) => queryClient.setQueryData(geniusKey(task), conversation),
  });
}
