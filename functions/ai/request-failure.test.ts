import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain/errors';
import { InvalidModelOutputError } from './errors';
import { generateWithReservedUnit, modelRequestFailure } from './request-failure';

const texts = { invalid: 'Resposta inválida', unavailable: 'Serviço indisponível' };
const named = (name: string) => Object.assign(new Error(name), { name });

/** Runs one call with a reserved unit; says how many times the unit was given back. */
async function run(
  generate: () => Promise<string>,
  release: () => Promise<void> = async () => undefined,
): Promise<{ value?: string; error?: unknown; released: number }> {
  let released = 0;
  const outcome = await generateWithReservedUnit(
    generate,
    async () => {
      released += 1;
      await release();
    },
    texts,
  ).then(
    (value): { value?: string; error?: unknown } => ({ value }),
    (error: unknown) => ({ error }),
  );
  return { ...outcome, released };
}

describe('generateWithReservedUnit: a reserved unit is given back only when the model was not reached', () => {
  it('a reply keeps the unit', async () => {
    expect(await run(async () => 'resposta')).toEqual({ value: 'resposta', released: 0 });
  });

  it('a throttle gives it back and answers busy with the route’s text', async () => {
    const { error, released } = await run(async () => {
      throw named('ThrottlingException');
    });
    expect(released).toBe(1);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ kind: 'busy', message: texts.unavailable });
  });

  it.each(['AccessDeniedException', 'ValidationException', 'ServiceUnavailableException'])(
    '%s gives it back',
    async (name) => {
      const { error, released } = await run(async () => {
        throw named(name);
      });
      expect(released).toBe(1);
      expect(error).toEqual(modelRequestFailure(named(name), texts));
    },
  );

  it('an invalid output keeps it and answers with the invalid text', async () => {
    const { error, released } = await run(async () => {
      throw new InvalidModelOutputError('genius-reply', ['vazio']);
    });
    expect(released).toBe(0);
    expect(error).toMatchObject({ kind: 'failed', message: texts.invalid });
  });

  it.each(['ModelTimeoutException', 'InternalServerException', 'Error'])('%s keeps it', async (name) => {
    const { released } = await run(async () => {
      throw named(name);
    });
    expect(released).toBe(0);
  });

  it('a release that fails does not hide the model’s failure', async () => {
    const { error, released } = await run(
      async () => {
        throw named('ThrottlingException');
      },
      async () => {
        throw named('ProvisionedThroughputExceededException');
      },
    );
    expect(released).toBe(1);
    expect(error).toMatchObject({ kind: 'busy', message: texts.unavailable });
  });
});
