import { describe, expect, it } from 'vitest';
import { isLoopback, listeningSocketsOfOurGroup } from './support/listening-sockets';
import { stack } from './support/clients';

/**
 * The local stack (`npm start` runs the same `startLocalStack`) listens on loopback only: no socket of
 * its processes — the gateway, DynamoDB Local, cognito-local, the demo site — is reachable from
 * another machine. Read from /proc as `ss -ltnp` shows it.
 */
describe.runIf(process.platform === 'linux')('the local stack listens on 127.0.0.1 only', () => {
  it('every listening socket of our processes is on loopback, DynamoDB Local’s and cognito-local’s included', () => {
    const sockets = listeningSocketsOfOurGroup();
    const ports = new Set(sockets.map((socket) => socket.port));
    for (const endpoint of [
      stack.endpoints.dynamodb,
      stack.endpoints.cognito,
      stack.url,
      stack.demoSiteUrl,
    ]) {
      expect(ports, endpoint).toContain(Number(new URL(endpoint).port));
    }
    expect(sockets.filter((socket) => !isLoopback(socket.address))).toEqual([]);
  });
});
