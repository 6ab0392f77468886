import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withLogContext } from '../http/log';
import { withCorrelationId } from './port';

const dir = new URL('../../../infra/workflows/', import.meta.url);

/** Every Task state of a definition, Map iterators included. */
function taskStates(states: Record<string, Record<string, unknown>>): [string, Record<string, unknown>][] {
  return Object.entries(states).flatMap(([name, state]) => {
    const inner = (state.ItemProcessor ?? state.Iterator) as {
      States?: Record<string, Record<string, unknown>>;
    };
    const nested = inner?.States ? taskStates(inner.States) : [];
    return state.Type === 'Task' ? [[name, state] as [string, Record<string, unknown>], ...nested] : nested;
  });
}

describe('correlation id into the workflows', () => {
  it('every Task state hands its task the execution input (where the correlation id is)', () => {
    const files = readdirSync(dir).filter((file) => file.endsWith('.asl.json'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const definition = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as {
        States: Record<string, Record<string, unknown>>;
      };
      for (const [name, state] of taskStates(definition.States)) {
        const payload = (state.Parameters as { Payload?: Record<string, unknown> }).Payload;
        expect(payload?.['executionInput.$'], `${file} ${name}`).toBe('$$.Execution.Input');
      }
    }
  });

  it('an execution input carries the starting request id, or a fresh one outside a request', () => {
    const inRequest = withLogContext({ correlationId: 'api-req-1' }, () =>
      withCorrelationId({ userId: 'u' }),
    );
    expect(inRequest).toEqual({ userId: 'u', correlationId: 'api-req-1' });
    expect(withCorrelationId({ userId: 'u' }).correlationId).toMatch(/^wf-[0-9a-f-]{36}$/);
    expect(withCorrelationId({ correlationId: 'given' }).correlationId).toBe('given');
  });
});
