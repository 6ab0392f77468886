import { describe, expect, it } from 'vitest';
import { closeToast, emptyToastQueue, enqueueToast, removeToast, type ToastInput } from './toast-queue';

const error: ToastInput = {
  title: 'Erro ao salvar',
  description: 'Falha ao processar sua solicitação.',
  variant: 'destructive',
};

/** Enqueues inputs at the given times (ms), numbering ids from 1. */
function run(steps: Array<[number, ToastInput]>) {
  return steps.reduce(
    (queue, [at, input], index) => enqueueToast(queue, input, index + 1, at),
    emptyToastQueue,
  );
}

describe('enqueueToast', () => {
  it('keeps at most 5 toasts, dropping the oldest', () => {
    const queue = run([1, 2, 3, 4, 5, 6, 7].map((n) => [n, { title: `Aviso ${n}` }]));
    expect(queue.toasts.map((t) => t.title)).toEqual(['Aviso 3', 'Aviso 4', 'Aviso 5', 'Aviso 6', 'Aviso 7']);
    expect(queue.toasts.every((t) => t.open)).toBe(true);
  });

  it.each<[string, number, number]>([
    ['suppresses an identical destructive toast 1 ms later', 1, 1],
    ['suppresses it 4999 ms later', 4999, 1],
    ['shows it again 5000 ms later', 5000, 2],
    ['shows it again 6000 ms later', 6000, 2],
  ])('%s', (_, later, count) => {
    expect(
      run([
        [10_000, error],
        [10_000 + later, error],
      ]).toasts,
    ).toHaveLength(count);
  });

  it('measures the cooldown from the last toast shown, not from a suppressed one', () => {
    const queue = run([
      [0, error],
      [3000, error],
      [5000, error],
      [7000, error],
    ]);
    // 0 shown, 3000 suppressed, 5000 shown, 7000 suppressed (2000 ms after 5000).
    expect(queue.toasts.map((t) => t.id)).toEqual([1, 3]);
  });

  it('suppresses only identical content: another description is a new toast', () => {
    const queue = run([
      [0, error],
      [100, { ...error, description: 'Outra falha.' }],
    ]);
    expect(queue.toasts).toHaveLength(2);
  });

  it('never suppresses non-destructive toasts', () => {
    const saved: ToastInput = { title: 'Perfil atualizado', variant: 'success' };
    expect(
      run([
        [0, saved],
        [1, saved],
        [2, saved],
      ]).toasts,
    ).toHaveLength(3);
    expect(
      run([
        [0, { title: 'Oi' }],
        [1, { title: 'Oi' }],
      ]).toasts,
    ).toHaveLength(2);
  });

  it('returns the same queue when it suppresses, so nothing re-renders', () => {
    const first = run([[0, error]]);
    expect(enqueueToast(first, error, 2, 1000)).toBe(first);
  });

  it('forgets destructive toasts older than the cooldown', () => {
    const queue = run([
      [0, error],
      [10_000, { ...error, title: 'Outro erro' }],
    ]);
    expect([...queue.lastDestructive.keys()]).toHaveLength(1);
  });
});

describe('closeToast and removeToast', () => {
  it('closes first (exit animation) and removes later', () => {
    const queue = run([
      [0, { title: 'A' }],
      [1, { title: 'B' }],
    ]);
    const closed = closeToast(queue, 1);
    expect(closed.toasts.map((t) => [t.id, t.open])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(removeToast(closed, 1).toasts.map((t) => t.id)).toEqual([2]);
  });
});
