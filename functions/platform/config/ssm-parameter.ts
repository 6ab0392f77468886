import { GetParameterCommand, ParameterNotFound, SSMClient } from '@aws-sdk/client-ssm';
import type { ParameterReader } from './app-origins';

let client: SSMClient | undefined;

/** GetParameter in the function's own region (AWS_REGION); undefined when the parameter does not exist. */
export const readSsmParameter: ParameterReader = async (name) => {
  client ??= new SSMClient({});
  try {
    const { Parameter } = await client.send(new GetParameterCommand({ Name: name }));
    return Parameter?.Value;
  } catch (error) {
    if (error instanceof ParameterNotFound) return undefined;
    throw error;
  }
};
