import { describe, expect, it } from 'vitest';
import { codeDeliveryReader, parseCodeDelivery } from './cognito-local';

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

describe('codeDeliveryReader', () => {
  const box = (email: string, code: string) =>
    `[1795759911585] INFO: 38a11f6f SignUp ╭────╮\n│   Confirmation Code Delivery   │\n│   Username:    e4412dc4   │\n│   Destination: ${email}    │\n│   Code:        ${code}     │\n╰────╯ {"reqId":"38a11f6f","target":"SignUp"}\n`;

  it('reads every delivery of a chunk, and one split across chunks (even inside its code) once whole', () => {
    const seen: Array<{ destination: string; code: string }> = [];
    const read = codeDeliveryReader((delivery) => seen.push(delivery));
    read(box('a@x.com', '111111') + box('b@x.com', '222222'));
    const split = box('c@x.com', '333333');
    const cut = split.indexOf('3333') + 2;
    read(split.slice(0, cut));
    expect(seen.map((delivery) => delivery.destination)).toEqual(['a@x.com', 'b@x.com']);
    read(split.slice(cut) + 'INFO: NONE:InitiateAuth\n');
    expect(seen).toEqual([
      { destination: 'a@x.com', code: '111111' },
      { destination: 'b@x.com', code: '222222' },
      { destination: 'c@x.com', code: '333333' },
    ]);
  });
});
