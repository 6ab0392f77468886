import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { emailMessages } from '../contracts/messages/email';
import { PRODUCT_NAME } from '../contracts/product';
import { appOrigin } from '../platform/config/trigger';
import { log } from '../platform/http/log';

const text = emailMessages;

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => entities[char] ?? char);

/**
 * The password-reset e-mail: the code and, when the app's origin is known, a link to /reset-password
 * that carries the e-mail and the code (Cognito replaces `codeParameter` in the whole message).
 */
export function resetPasswordEmail(input: { appOrigin: string; email: string; codeParameter: string }) {
  const link = input.appOrigin
    ? `${input.appOrigin}/reset-password?email=${encodeURIComponent(input.email)}&code=${input.codeParameter}`
    : '';
  const paragraphs = [
    `<p>${text.resetGreeting}</p>`,
    `<p>${text.resetIntro}</p>`,
    `<p>${text.resetCode} <strong>${input.codeParameter}</strong></p>`,
    link ? `<p><a href="${escapeHtml(link)}">${text.resetLink}</a></p>` : '',
    `<p>${text.resetIgnore}</p>`,
    `<p>${escapeHtml(PRODUCT_NAME)}</p>`,
  ];
  return { subject: `${text.resetSubject} - ${PRODUCT_NAME}`, html: paragraphs.filter(Boolean).join('\n') };
}

/** The sign-up confirmation e-mail: the code, typed on the app's confirmation step (no link). */
export function confirmSignUpEmail(input: { codeParameter: string }) {
  const paragraphs = [
    `<p>${text.signUpGreeting}</p>`,
    `<p>${text.signUpIntro} <strong>${input.codeParameter}</strong></p>`,
    `<p>${text.signUpIgnore}</p>`,
    `<p>${escapeHtml(PRODUCT_NAME)}</p>`,
  ];
  return { subject: `${text.signUpSubject} - ${PRODUCT_NAME}`, html: paragraphs.join('\n') };
}

/**
 * The origin of the reset link; without one (the web stack not deployed yet, SSM unreachable) the e-mail
 * still carries the code: failing here would make Cognito refuse the user's request altogether.
 */
async function linkOrigin(): Promise<string> {
  try {
    return await appOrigin();
  } catch (error) {
    log('warn', 'password-reset e-mail without a link: the app origin is not known', {
      reason: error instanceof Error ? error.message : String(error),
    });
    return '';
  }
}

/**
 * Cognito CustomMessage trigger. The product makes Cognito send two e-mails: the sign-up code (public
 * sign-ups are confirmed by e-mail, decision 0044; SignUp and ResendCode) and the forgot-password code.
 * Accounts an admin creates are confirmed already (AdminCreateUser with the message suppressed), and
 * nobody can change an e-mail address in the app (the profile and the admin's edit change names only),
 * so UpdateUserAttribute and VerifyUserAttribute never happen in a product flow. Any other message is
 * left to Cognito as it comes.
 */
export async function handler(event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> {
  if (event.triggerSource === 'CustomMessage_SignUp' || event.triggerSource === 'CustomMessage_ResendCode') {
    const { subject, html } = confirmSignUpEmail({ codeParameter: event.request.codeParameter });
    event.response.emailSubject = subject;
    event.response.emailMessage = html;
  } else if (event.triggerSource === 'CustomMessage_ForgotPassword') {
    const email = event.request.userAttributes.email ?? '';
    const { subject, html } = resetPasswordEmail({
      appOrigin: await linkOrigin(),
      email,
      codeParameter: event.request.codeParameter,
    });
    event.response.emailSubject = subject;
    event.response.emailMessage = html;
  }
  return event;
}
