import { localAws } from '../../../functions/local/local-credentials';
import { LOCAL_PRICE_ID, LOCAL_WEBHOOK_SECRET } from '../../../functions/local/local-stripe';
import { stack } from '../../integration/support/clients';

/** The environment CDK gives the functions, pointed at this project's emulators (handlers in process). */
export function useStackEnvironment(): void {
  Object.assign(process.env, {
    AWS_REGION: localAws.region,
    AWS_ACCESS_KEY_ID: localAws.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localAws.credentials.secretAccessKey,
    TABLE_NAME: stack.resources.tableName,
    USER_POOL_ID: stack.resources.userPoolId,
    USER_POOL_CLIENT_ID: stack.resources.userPoolClientId,
    DYNAMODB_ENDPOINT: stack.endpoints.dynamodb,
    COGNITO_ENDPOINT: stack.endpoints.cognito,
    PAYMENTS_ADAPTER: 'local',
    STRIPE_PRICE_ID: LOCAL_PRICE_ID,
    LOCAL_PAYMENTS_WEBHOOK_SECRET: LOCAL_WEBHOOK_SECRET,
    APP_ORIGINS: stack.url,
  });
}
