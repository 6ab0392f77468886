/**
 * The Cognito triggers' configuration (they do not get the API's runtime configuration): the app's
 * origin, for the links in the e-mails; empty when the stage has none yet.
 */
export function appOrigin(env: Record<string, string | undefined> = process.env): string {
  return (env.APP_ORIGIN ?? '').trim().replace(/\/$/, '');
}
