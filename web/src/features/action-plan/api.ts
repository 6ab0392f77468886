import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActionNote,
  CreateItemRequest,
  CreatePlanRequest,
  GeneratePlanRequest,
  GeniusConversation,
  UpdateItemRequest,
  UpdateNoteRequest,
  UpdatePlanRequest,
} from '@contracts/action-plan';
import { api } from '../../lib/api-client';
import { isConflict } from '../../lib/api-error';
import { actionPlansQuery } from '../../lib/action-plans';

const enc = encodeURIComponent;
const planPath = (planId: string) => `/action-plans/${enc(planId)}`;
const itemPath = (planId: string, itemId: string) => `${planPath(planId)}/items/${enc(itemId)}`;

/** A DELETE that names the version the screen shows (decision 0055). */
const atVersion = (path: string, version: number) => `${path}?version=${version}`;

export interface TaskRef {
  planId: string;
  itemId: string;
}

/**
 * A write of the action plan: the page is one read, so every successful write reads it again (and the
 * bell, whose notifications follow the tasks). A 409 (another tab wrote first) reads it again too,
 * before the caller sees the failure, so the caller finds the latest version in the cache. Failures are
 * toasted by the caller with its own text.
 */
function useWrite<Variables>(request: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: actionPlansQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: ['notifications'] }),
    ]);
  return useMutation({
    mutationFn: request,
    meta: { silent: true },
    onSuccess: reload,
    onError: (error) => (isConflict(error) ? reload() : undefined),
  });
}

interface Versioned {
  version: number;
}

export const useCreatePlan = () =>
  useWrite((body: CreatePlanRequest) => api('/action-plans', { method: 'POST', body }));

export const useUpdatePlan = () =>
  useWrite(({ planId, body }: { planId: string; body: UpdatePlanRequest }) =>
    api(planPath(planId), { method: 'PATCH', body }),
  );

export const useDeletePlan = () =>
  useWrite(({ planId, version }: { planId: string } & Versioned) =>
    api(atVersion(planPath(planId), version), { method: 'DELETE' }),
  );

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
  useWrite(({ planId, itemId, version }: TaskRef & Versioned) =>
    api(atVersion(itemPath(planId, itemId), version), { method: 'DELETE' }),
  );

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

/** A write of the notes: they are read again after it, and after a 409 (another tab wrote first). */
function useNoteWrite<Variables>(task: TaskRef, request: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: notesKey(task) });
  return useMutation({
    mutationFn: request,
    meta: { silent: true },
    onSuccess: reload,
    onError: (error) => (isConflict(error) ? reload() : undefined),
  });
}

export const useCreateNote = (task: TaskRef) =>
  useNoteWrite(task, (content: string) =>
    api(`${itemPath(task.planId, task.itemId)}/notes`, { method: 'POST', body: { content } }),
  );

const notePath = (task: TaskRef, noteId: string) =>
  `${itemPath(task.planId, task.itemId)}/notes/${enc(noteId)}`;

export const useUpdateNote = (task: TaskRef) =>
  useNoteWrite(task, ({ noteId, body }: { noteId: string; body: UpdateNoteRequest }) =>
    api(notePath(task, noteId), { method: 'PATCH', body }),
  );

export const useDeleteNote = (task: TaskRef) =>
  useNoteWrite(task, ({ noteId, version }: { noteId: string } & Versioned) =>
    api(atVersion(notePath(task, noteId), version), { method: 'DELETE' }),
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

export function useAskGenius(task: TaskRef) {
  const queryClient = useQueryClient();
  return useMutation({
    // The reply waits for the model: the model route's deadline, not the API's 10 s.
    mutationFn: async (message: string) =>
      api<GeniusConversation>(`${itemPath(task.planId, task.itemId)}/genius`, {
        method: 'POST',
        body: { message },
        timeoutMs: await import('../../lib/runtime-config').then((config) => config.modelRouteWaitMs()),
      }),
    meta: { silent: true },
    onSuccess: (conversation) => queryClient.setQueryData(geniusKey(task), conversation),
  });
}
