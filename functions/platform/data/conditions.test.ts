import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { isConditionalFailure, retryingConflicts } from './conditions';

const sdkFailure = () =>
  new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

describe('isConditionalFailure', () => {
  it("recognises the SDK's error, directly and wrapped by ElectroDB at any depth", () => {
    expect(isConditionalFailure(sdkFailure())).toBe(true);
    const wrapped = new Error('Error thrown by DynamoDB client', { cause: sdkFailure() });
    expect(isConditionalFailure(wrapped)).toBe(true);
    expect(isConditionalFailure(new Error('outer', { cause: wrapped }))).toBe(true);
  });

  it('is false for any other failure', () => {
    expect(isConditionalFailure(new Error('ThrottlingException'))).toBe(false);
    expect(isConditionalFailure(Object.assign(new Error('x'), { name: 'ValidationException' }))).toBe(false);
    expect(isConditionalFailure('texto')).toBe(false);
    expect(isConditionalFailure(undefined)).toBe(false);
  });
});

describe('retryingConflicts', () => {
  const canceled = (...codes: string[]) => ({ canceled: true, data: codes.map((code) => ({ code })) });
  const done = { canceled: false, data: [] };
  const run = (outcomes: Array<{ canceled: boolean; data: unknown[] }>) => {
    let calls = 0;
    const pauses: number[] = [];
    const outcome = retryingConflicts(
      async () => outcomes[Math.min(calls++, outcomes.length - 1)]!,
      async (ms) => {
        pauses.push(ms);
      },
    );
    return outcome.then((value) => ({ value, calls, pauses }));
  };

  it('runs a transaction again while it is canceled only for a conflict, then answers its outcome', async () => {
    const { value, calls, pauses } = await run([
      canceled('None', 'TransactionConflict'),
      canceled('TransactionConflict', 'None'),
      done,
    ]);
    expect(value).toBe(done);
    expect(calls).toBe(3);
    expect(pauses).toHaveLength(2);
  });

  it('answers at once when it went through or a condition refused it', async () => {
    expect((await run([done])).calls).toBe(1);
    const refused = await run([canceled('ConditionalCheckFailed', 'TransactionConflict')]);
    expect(refused).toMatchObject({ calls: 1, value: { canceled: true } });
  });

  it('gives up after a few attempts, answering the last conflict', async () => {
    const { value, calls } = await run([canceled('TransactionConflict')]);
    expect(calls).toBe(6);
    expect(value.canceled).toBe(true);
  });
});
