import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { isConditionalFailure } from './conditions';

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
