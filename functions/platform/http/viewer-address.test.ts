import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { viewerAddress } from './viewer-address';

const event = (headers: Record<string, string>, sourceIp?: string) =>
  ({
    headers,
    requestContext: sourceIp ? { http: { sourceIp } } : {},
  }) as unknown as APIGatewayProxyEventV2;

describe('viewerAddress', () => {
  it('takes the viewer’s address CloudFront forwards, without its port, over CloudFront’s own', () => {
    expect(viewerAddress(event({ 'cloudfront-viewer-address': '198.51.100.10:46532' }, '130.176.1.2'))).toBe(
      '198.51.100.10',
    );
    expect(viewerAddress(event({ 'cloudfront-viewer-address': '2001:db8::1:46532' }, '130.176.1.2'))).toBe(
      '2001:db8::1',
    );
  });

  it('falls back to the connection’s source, then to "desconhecido"', () => {
    expect(viewerAddress(event({}, '127.0.0.1'))).toBe('127.0.0.1');
    expect(viewerAddress(event({ 'cloudfront-viewer-address': '  ' }, '127.0.0.1'))).toBe('127.0.0.1');
    expect(viewerAddress(event({}))).toBe('desconhecido');
  });
});
