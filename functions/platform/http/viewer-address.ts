import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The header that carries the viewer's address to the API. Set by the distribution's /api/* viewer-request
 * function (infra/stacks/web-stack.ts, VIEWER_ADDRESS) from `event.viewer.ip`, and locally by the gateway
 * from the socket: both replace whatever a client sent under this name, and the API answers only requests
 * that came through CloudFront (the origin secret), so the value is the connection's own.
 */
export const VIEWER_ADDRESS_HEADER = 'x-rumo-viewer-address';

/**
 * The address of the person making the request (per-client limits, the impersonation record). Behind
 * CloudFront, API Gateway's `sourceIp` is an edge server's; without the header, that is what is left.
 */
export function viewerAddress(event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>): string {
  const forwarded = event.headers?.[VIEWER_ADDRESS_HEADER]?.trim();
  return forwarded || event.requestContext?.http?.sourceIp || 'desconhecido';
}
