import { describe, expect, it } from 'vitest';
import type { ActionPlan, ActionPlansResponse } from '@contracts/action-plan';
import { generationPending } from './action-plans';

const now = Date.parse('2026-11-26T06:17:03.000Z');
const plan = { id: 'plan-1' } as ActionPlan;
const answer = (
  status: 'processing' | 'completed' | 'error',
  plans: ActionPlan[],
  updatedAt = '2026-11-26T06:17:02.442Z',
): ActionPlansResponse => ({ plans, generation: { status, planId: 'plan-1', error: null, updatedAt } });

describe('generationPending: whether the action plan page reads again', () => {
  it('reads again while the generation runs', () => {
    expect(generationPending(answer('processing', []), now)).toBe(true);
  });

  it('reads again when the generation has just completed but its plan is not in the answer yet', () => {
    expect(generationPending(answer('completed', []), now)).toBe(true);
  });

  it('stops once the plan is there, after a failure, and without a generation', () => {
    expect(generationPending(answer('completed', [plan]), now)).toBe(false);
    expect(generationPending(answer('error', []), now)).toBe(false);
    expect(generationPending({ plans: [], generation: null }, now)).toBe(false);
    expect(generationPending(undefined, now)).toBe(false);
  });

  it('does not wait for a generated plan deleted later', () => {
    expect(generationPending(answer('completed', [], '2026-11-26T06:10:00.000Z'), now)).toBe(false);
  });
});
