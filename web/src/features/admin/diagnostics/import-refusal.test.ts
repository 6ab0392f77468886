import { describe, expect, it } from 'vitest';
import { adminDiagnosticsMessages } from '@contracts/messages/admin-diagnostics';
import { errorsMessages } from '@contracts/messages/errors';
import { ApiError } from '../../../lib/api-error';
import { importRefusal } from './import-refusal';

describe('an import refused', () => {
  it("an invalid file: the server's message, the first field's message and where", () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', errorsMessages.validation, [
      { field: 'questions.0.text', message: 'O texto da pergunta deve ter pelo menos 3 caracteres' },
      { field: 'questions.1.text', message: 'outra' },
    ]);
    expect(importRefusal(error)).toBe(
      `${errorsMessages.validation} O texto da pergunta deve ter pelo menos 3 caracteres (questions.0.text)`,
    );
  });

  it("a slug already taken: the server's words", () => {
    const message = adminDiagnosticsMessages.slugTaken;
    const error = new ApiError(409, 'CONFLICT', message, [{ field: 'diagnostic.slug', message }]);
    expect(importRefusal(error)).toBe(message);
  });

  it('no answer: the generic text', () => {
    expect(importRefusal(new ApiError(0, 'NETWORK_ERROR', errorsMessages.network))).toBe(
      errorsMessages.network,
    );
  });
});
