import { describe, expect, it } from 'vitest';
import { parseCodeDelivery } from './cognito-local';

describe('parseCodeDelivery', () => {
  it('reads destination and code from the box cognito-local logs, escaped or not', () => {
    const box =
      'Confirmation Code Delivery\n\nUsername:    abc\nDestination: ana@exemplo.com.br\nCode:        654321\n';
    expect(parseCodeDelivery(box)).toEqual({ destination: 'ana@exemplo.com.br', code: '654321' });
    expect(parseCodeDelivery(JSON.stringify({ msg: box }))).toEqual({
      destination: 'ana@exemplo.com.br',
      code: '654321',
    });
    expect(parseCodeDelivery('{"msg":"NONE:InitiateAuth"}')).toBeNull();
  });
});
