import { describe, expect, it } from 'vitest';
import { dossierMessages } from '@contracts/messages/dossier';
import { ApiError } from '../../lib/api-error';
import { generationFailureToast, generationStartedToast } from './generation-toasts';

const text = dossierMessages;

describe('dossier generation toasts (spec 8 "Dossier")', () => {
  it('a run already holding the lock: the neutral "Geração já em andamento"', () => {
    const busy = new ApiError(409, 'CONFLICT', text.alreadyRunning);
    expect(generationFailureToast(busy, null, true)).toEqual({ title: 'Geração já em andamento' });
    expect(generationFailureToast(busy, 'perfil_fundador', true)).toEqual({
      title: 'Geração já em andamento',
    });
  });

  it('a lost session: "Você precisa estar logado…" / "Usuário não autenticado"', () => {
    expect(generationFailureToast(new ApiError(401, 'UNAUTHENTICATED', 'x'), null, false)).toEqual({
      title: 'Você precisa estar logado para gerar um dossiê',
      description: 'Usuário não autenticado',
      variant: 'destructive',
    });
  });

  it('one section refused: its title in the toast, the API’s own reason below', () => {
    const capped = new ApiError(429, 'RATE_LIMIT', text.dailyLimit);
    expect(generationFailureToast(capped, 'raio_x_negocio', true)).toEqual({
      title: 'Erro ao gerar seção "Raio-X do Negócio"',
      description: text.dailyLimit,
      variant: 'destructive',
    });
  });

  it('generate-all refused: creating the dossier, or updating the one there', () => {
    const missing = new ApiError(400, 'VALIDATION_ERROR', text.insufficientData);
    expect(generationFailureToast(missing, null, false)).toMatchObject({
      title: 'Erro ao criar dossiê',
      description: 'Dados insuficientes: Complete pelo menos um diagnóstico para gerar seu dossiê',
    });
    expect(generationFailureToast(new Error('boom'), null, true)).toMatchObject({
      title: 'Erro ao atualizar dossiê',
    });
  });

  it('no answer: "Não foi possível obter resposta do servidor"; an unexplained failure: "Erro desconhecido…"', () => {
    const offline = new ApiError(0, 'NETWORK_ERROR', 'x');
    expect(generationFailureToast(offline, null, true).description).toBe(
      'Não foi possível obter resposta do servidor',
    );
    expect(generationFailureToast(new ApiError(0, 'TIMEOUT', 'x'), 'raio_x_negocio', true).description).toBe(
      'Não foi possível obter resposta do servidor',
    );
    expect(generationFailureToast(new ApiError(500, 'INTERNAL', 'x'), null, true).description).toBe(
      'Erro desconhecido ao gerar o dossiê',
    );
    expect(generationFailureToast(new Error('boom'), null, false).description).toBe(
      'Erro desconhecido ao gerar o dossiê',
    );
  });

  it('accepted: started, or the neutral "Dossiê já gerado" when every section was completed', () => {
    expect(generationStartedToast(true, null)).toEqual({
      title: 'Geração do dossiê iniciada',
      variant: 'success',
    });
    expect(generationStartedToast(false, null)).toEqual({ title: 'Dossiê já gerado' });
    expect(generationStartedToast(true, 'stale')).toEqual({
      title: 'Atualização do dossiê iniciada',
      variant: 'success',
    });
  });

  it('Atualizar dossiê refused: the API’s own words when nothing is stale or a run holds the lock; else an update error', () => {
    const nothing = new ApiError(409, 'CONFLICT', text.nothingStale);
    expect(generationFailureToast(nothing, 'stale', true)).toEqual({ title: text.nothingStale });
    const busy = new ApiError(409, 'CONFLICT', text.alreadyRunning);
    expect(generationFailureToast(busy, 'stale', true)).toEqual({ title: 'Geração já em andamento' });
    expect(generationFailureToast(new ApiError(429, 'RATE_LIMIT', text.dailyLimit), 'stale', true)).toEqual({
      title: 'Erro ao atualizar dossiê',
      description: text.dailyLimit,
      variant: 'destructive',
    });
  });
});
