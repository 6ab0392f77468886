import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { VIEWER_ADDRESS_HEADER, viewerAddress } from './viewer-address';

const event = (headers: Record<string, string>, sourceIp?: string) =>
  ({
    headers,
    requestContext: sourceIp ? { http: { sourceIp } } : {},
  }) as unknown as APIGatewayProxyEventV2;

describe('viewerAddress', () => {
  it('takes the viewer’s address the edge set, over the edge server’s own', () => {
    expect(viewerAddress(event({ [VIEWER_ADDRESS_HEADER]: '198.51.100.10' }, '130.176.1.2'))).toBe(
      '198.51.100.10',
    );
    expect(viewerAddress(event({ [VIEWER_ADDRESS_HEADER]: '2001:db8::1' }, '130.176.1.2'))).toBe(
      '2001:db8::1',
    );
  });

  it('falls back to the connection’s source, then to "desconhecido"', () => {
    expect(viewerAddress(event({}, '127.0.0.1'))).toBe('127.0.0.1');
    expect(viewerAddress(event({ [VIEWER_ADDRESS_HEADER]: '  ' }, '127.0.0.1'))).toBe('127.0.0.1');
    expect(viewerAddress(event({}))).toBe('desconhecido');
  });
});
