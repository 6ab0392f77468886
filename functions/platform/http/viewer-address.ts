import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The address of the person making the request. Behind CloudFront the API sees CloudFront's edge as
 * the source; CloudFront forwards the viewer's own address and port in `CloudFront-Viewer-Address`
 * ("198.51.100.10:46532", "2001:db8::1:46532"), which the /api/* origin request policy passes on.
 * Without it (the local gateway), the connection's source address.
 */
export function viewerAddress(event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>): string {
  const forwarded = event.headers?.['cloudfront-viewer-address']?.trim();
  if (forwarded) {
    const port = forwarded.lastIndexOf(':');
    const address = port > 0 ? forwarded.slice(0, port) : forwarded;
    if (address) return address;
  }
  return event.requestContext?.http?.sourceIp ?? 'desconhecido';
}
