import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/errors';
import { AppError, conflict, toServiceResult, validationError } from './errors';

const awsError = (name: string) => Object.assign(new Error(name), { name });

describe('toServiceResult', () => {
  it('keeps the code, message and details of an expected failure', () => {
    const { statusCode, body } = toServiceResult(
      validationError([{ field: 'email', message: 'Email inválido' }]),
    );
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Dados inválidos. Verifique as informações inseridas.',
      details: [{ field: 'email', message: 'Email inválido' }],
    });
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
    expect(toServiceResult(conflict('x')).statusCode).toBe(409);
    expect(toServiceResult(new AppError('PERMISSION_DENIED', 'y')).statusCode).toBe(403);
  });

  it("answers each kind of domain failure with its code and the service's message", () => {
    const cases: [DomainError, number, string][] = [
      [new DomainError('not-found', 'Seção não encontrada'), 404, 'NOT_FOUND'],
      [new DomainError('conflict', 'Análise em andamento'), 409, 'CONFLICT'],
      [
        new DomainError('invalid', 'Resposta inválida', [{ field: 'value', message: 'x' }]),
        400,
        'VALIDATION_ERROR',
      ],
      [new DomainError('limit-reached', 'Você atingiu o limite'), 429, 'RATE_LIMIT'],
      [new DomainError('busy', 'Serviço ocupado'), 429, 'RATE_LIMIT'],
      [new DomainError('failed', 'Erro ao gerar análise'), 500, 'INTERNAL'],
    ];
    for (const [error, statusCode, code] of cases) {
      expect(toServiceResult(error)).toMatchObject({
        statusCode,
        body: { code, message: error.message, details: error.details ?? null },
      });
    }
  });

  it('maps throttling to RATE_LIMIT, also when wrapped by ElectroDB', () => {
    const wrapped = Object.assign(new Error('electro'), {
      name: 'ElectroError',
      cause: awsError('ProvisionedThroughputExceededException'),
    });
    expect(toServiceResult(wrapped)).toMatchObject({
      statusCode: 429,
      body: { code: 'RATE_LIMIT', message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.' },
    });
  });

  it('maps a missing table to DATABASE_ERROR and anything else to INTERNAL without leaking it', () => {
    expect(toServiceResult(awsError('ResourceNotFoundException')).body.code).toBe('DATABASE_ERROR');
    const internal = toServiceResult(new TypeError('segredo interno'));
    expect(internal).toMatchObject({
      statusCode: 500,
      body: { code: 'INTERNAL', message: 'Ocorreu um erro inesperado.' },
    });
    expect(JSON.stringify(internal.body)).not.toContain('segredo interno');
  });
});
