import type { Stack } from 'aws-cdk-lib';

/**
 * The ARN of the configured Bedrock foundation model in the stack's region: the only resource a
 * model-calling Lambda may invoke (bedrock:InvokeModel covers the Converse API).
 */
export const bedrockModelArn = (stack: Stack, modelId: string): string =>
  `arn:aws:bedrock:${stack.region}::foundation-model/${modelId}`;
