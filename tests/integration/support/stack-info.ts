import type { LocalResources } from '../../../functions/local/bootstrap';

export interface StackInfo {
  url: string;
  demoSiteUrl: string;
  endpoints: { dynamodb: string; cognito: string };
  resources: LocalResources;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}
