import { Stack } from 'aws-cdk-lib';
import type { Construct } from 'constructs';

/**
 * The admins' uploads bucket lives in the web stack, beside the distribution that serves it at
 * `/uploads/*` (origin access control, its bucket policy in the same stack). The api stack, which the
 * web stack depends on, cannot take a reference to it without a cycle, so both derive the same name
 * (globally unique through account and region).
 */
export const uploadsBucketName = (scope: Construct, stage: string): string => {
  const stack = Stack.of(scope);
  return `rumo-${stage}-uploads-${stack.account}-${stack.region}`;
};

/** The prefix of the bucket that CloudFront serves at /uploads/ (CloudFront forwards the whole path). */
export const UPLOADS_OBJECT_PREFIX = 'uploads/';
