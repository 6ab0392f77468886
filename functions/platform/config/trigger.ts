import { appOrigins } from './app-origins';

/**
 * The Cognito triggers' configuration (they do not get the API's runtime configuration): the app's
 * origin for the links in the e-mails, the first of the app's origins (./app-origins: `APP_ORIGINS`, or
 * the web stack's SSM parameter). Rejects with the reason when it is not known (yet).
 */
export async function appOrigin(env: Record<string, string | undefined> = process.env): Promise<string> {
  const [first] = await appOrigins(env);
  return first!;
}
