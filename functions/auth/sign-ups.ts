import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { Entity } from 'electrodb';
import { createAccount, ProfileExistsError } from '../account/accounts';
import { consentsAttribute } from '../account/profiles';
import { currentConsent } from '../contracts/legal';
import { authMessages } from '../contracts/messages/auth';
import { DomainError } from '../domain/errors';
import { runtimeConfig } from '../platform/config/runtime';
import { documentClient, tableName } from '../platform/data/client';
import { now } from '../platform/data/clock';
import { conditionalWrite } from '../platform/data/conditions';
import { expiresIn, RETENTION_SECONDS } from '../platform/data/expiry';
import type { ItemKey } from '../platform/data/raw-items';
import { key } from '../platform/data/schema';
import { serviceName, tableSchema } from '../platform/data/table';
import { countMetric } from '../platform/http/metrics';
import { confirmSignUp, deleteUser, signUpUser, type NewUser } from '../platform/identity/user-directory';
import { viewerAddress } from '../platform/http/viewer-address';

/**
 * Public sign-ups are confirmed by e-mail (decision 0044): the account (profile, and for a trial its
 * `trialing` subscription) is created only when the e-mailed code comes back. Until then the sign-up
 * waits here, with what the account needs:
 *   SIGNUP#<email> / PENDING
 */
export const PendingSignUpEntity = new Entity(
  {
    model: { entity: 'pendingSignUp', version: '1', service: serviceName },
    attributes: {
      email: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true },
      firstName: { type: 'string', required: true },
      lastName: { type: 'string', required: true },
      trial: { type: 'boolean', required: true },
      /** The versions accepted with the sign-up's checkbox, and when; the account keeps them. */
      consents: consentsAttribute,
      createdAt: { type: 'string', required: true },
      ttl: {
        type: 'number',
        field: tableSchema.timeToLiveAttribute,
        watch: '*',
        set: () => expiresIn(RETENTION_SECONDS.pendingSignUp),
      },
    },
    indexes: {
      byEmail: {
        pk: key('pk', 'SIGNUP#${email}', ['email']),
        sk: key('sk', 'PENDING', []),
      },
    },
  },
  { client: documentClient, table: tableName },
);

/**
 * How many sign-ups (and code re-sends) a client address started in one UTC hour:
 *   SIGNUP_LIMIT#<address> / HOUR#<yyyy-MM-ddTHH>
 */
export const SignUpCounterEntity = new Entity(
  {
    model: { entity: 'signUpCounter', version: '1', service: serviceName },
    attributes: {
      address: { type: 'string', required: true, readOnly: true },
      hour: { type: 'string', required: true, readOnly: true },
      count: { type: 'number' },
      ttl: {
        type: 'number',
        field: tableSchema.timeToLiveAttribute,
        watch: '*',
        set: () => expiresIn(RETENTION_SECONDS.signUpCounter),
      },
    },
    indexes: {
      byAddress: {
        pk: key('pk', 'SIGNUP_LIMIT#${address}', ['address']),
        sk: key('sk', 'HOUR#${hour}', ['hour']),
      },
    },
  },
  { client: documentClient, table: tableName },
);

/**
 * Takes one of the address's sign-ups of this hour BEFORE any work (one conditional ADD under
 * `count < max`); a refused request spends nothing and answers 429.
 */
export async function reserveSignUp(event: APIGatewayProxyEventV2): Promise<void> {
  const max = Number(runtimeConfig().SIGN_UPS_PER_CLIENT_PER_HOUR);
  const taken = await conditionalWrite(
    SignUpCounterEntity.update({ address: viewerAddress(event), hour: now().slice(0, 13) })
      .add({ count: 1 })
      .where(
        (attributes, { notExists, lt }) => `${notExists(attributes.count)} OR ${lt(attributes.count, max)}`,
      )
      .go(),
  );
  if (!taken) throw new DomainError('limit-reached', authMessages.signUpLimit);
}

/**
 * An unconfirmed Cognito user (Cognito e-mails the code) and its pending sign-up, or neither. The
 * request accepted the terms and the privacy policy (its contract refuses it otherwise): the versions
 * in force now are the ones accepted.
 */
export async function startSignUp(
  user: NewUser & { termsAccepted: true },
  options: { trial: boolean },
): Promise<string> {
  const userId = await signUpUser(user);
  const at = now();
  try {
    await PendingSignUpEntity.put({
      email: user.email,
      userId,
      firstName: user.firstName,
      lastName: user.lastName,
      trial: options.trial,
      consents: currentConsent(at),
      createdAt: at,
    }).go();
  } catch (error) {
    await deleteUser(user.email);
    throw error;
  }
  return userId;
}

/**
 * Confirms the code, then creates the account the sign-up asked for (a trial starts now). Repeating it
 * is harmless: an account created already is left as it is.
 */
export async function finishSignUp(
  email: string,
  code: string,
): Promise<{ email: string; trialEndsAt: string | null }> {
  await confirmSignUp(email, code);
  const { data: pending } = await PendingSignUpEntity.get({ email }).go({ consistent: true });
  if (!pending) return { email, trialEndsAt: null };
  let trialEndsAt: string | null = null;
  try {
    ({ trialEndsAt } = await createAccount(
      {
        userId: pending.userId,
        email,
        firstName: pending.firstName,
        lastName: pending.lastName,
        consents: pending.consents,
      },
      // The pending record goes in the same transaction: one round trip fewer, and never half done.
      { trial: pending.trial, alsoDelete: [PendingSignUpEntity.delete({ email }).params().Key as ItemKey] },
    ));
    countMetric(pending.trial ? 'trialStarts' : 'signUps');
  } catch (error) {
    if (!(error instanceof ProfileExistsError)) throw error;
    await PendingSignUpEntity.delete({ email }).go();
  }
  return { email, trialEndsAt };
}
