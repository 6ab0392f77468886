import { describe, expect, it } from 'vitest';
import { deliveredCodes } from './delivered-codes';

describe('deliveredCodes', () => {
  it('answers the latest code of an address once, and waits for one printed later', async () => {
    const codes = deliveredCodes(1000);
    codes.record({ destination: 'ana@exemplo.com.br', code: '111111' });
    codes.record({ destination: 'ana@exemplo.com.br', code: '222222' });
    expect(await codes.take('ana@exemplo.com.br')).toBe('222222');

    const later = codes.take('ana@exemplo.com.br');
    codes.record({ destination: 'bia@exemplo.com.br', code: '333333' });
    codes.record({ destination: 'ana@exemplo.com.br', code: '444444' });
    expect(await later).toBe('444444');
    expect(await codes.take('bia@exemplo.com.br')).toBe('333333');
  });

  it('fails when no code arrives in time', async () => {
    await expect(deliveredCodes(20).take('ninguem@exemplo.com.br')).rejects.toThrow(/no code/);
  });
});
