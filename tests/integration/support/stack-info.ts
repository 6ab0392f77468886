import type { LocalResources } from '../../../functions/local/bootstrap';

export interface StackInfo {
  url: string;
  demoSiteUrl: string;
  endpoints: { dynamodb: string; cognito: string };
  resources: LocalResources;
  /** The stack's fixed Cognito code (cognito-local's CODE): every e-mailed code is this one. */
  cognitoCode: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}
