import { describe, expect, it } from 'vitest';
import { registerRequest } from './auth';

const valid = {
  firstName: 'Ana',
  lastName: 'Souza',
  email: 'Ana@Exemplo.com.br',
  password: 'abcdef',
  termsAccepted: true,
};

describe('registerRequest', () => {
  it('accepts the minimum password of 6 and normalises e-mail and names', () => {
    expect(registerRequest.parse({ ...valid, firstName: '  Ana ' })).toEqual({
      ...valid,
      firstName: 'Ana',
      email: 'ana@exemplo.com.br',
    });
  });

  it.each([
    [{ password: 'abcde' }, 'Mínimo de 6 caracteres'],
    [{ password: '' }, 'Senha é obrigatória'],
    [{ email: 'ana@' }, 'Email inválido'],
    [{ email: '' }, 'Email é obrigatório'],
    [{ firstName: '' }, 'Nome é obrigatório'],
    [{ lastName: undefined }, 'Sobrenome é obrigatório'],
    [{ termsAccepted: false }, 'Para continuar, aceite os Termos de Uso e a Política de Privacidade.'],
    [{ termsAccepted: undefined }, 'Para continuar, aceite os Termos de Uso e a Política de Privacidade.'],
    [{ termsAccepted: 'true' }, 'Para continuar, aceite os Termos de Uso e a Política de Privacidade.'],
  ])('rejects %j with "%s"', (change, message) => {
    const result = registerRequest.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('rejects fields it does not know', () => {
    expect(registerRequest.safeParse({ ...valid, roles: ['admin'] }).success).toBe(false);
  });
});
