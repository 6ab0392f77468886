import { localAws } from '../../../functions/local/local-credentials';
import { LOCAL_PRICE_ID, LOCAL_WEBHOOK_SECRET } from '../../../functions/local/local-stripe';
import { stack } from './clients';

/**
 * The environment CDK gives the functions, pointed at this test run's emulators, for handlers and data
 * modules called in the test's own process (import them after this).
 */
export function useStackEnvironment(overrides: Record<string, string> = {}): void {
  Object.assign(process.env, {
    AWS_REGION: localAws.region,
    AWS_ACCESS_KEY_ID: localAws.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localAws.credentials.secretAccessKey,
    TABLE_NAME: stack.resources.tableName,
    USER_POOL_ID: stack.resources.userPoolId,
    USER_POOL_CLIENT_ID: stack.resources.userPoolClientId,
    DYNAMODB_ENDPOINT: stack.endpoints.dynamodb,
    COGNITO_ENDPOINT: stack.endpoints.cognito,
    STRIPE_PRICE_ID: LOCAL_PRICE_ID,
    LOCAL_PAYMENTS_WEBHOOK_SECRET: LOCAL_WEBHOOK_SECRET,
    APP_ORIGINS: stack.url,
    ...overrides,
  });
}
