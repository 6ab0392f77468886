import { describe, expect, it } from 'vitest';
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
