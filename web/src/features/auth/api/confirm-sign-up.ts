import type {
  ConfirmSignupRequest,
  ConfirmSignupResponse,
  ResendCodeRequest,
  ResendCodeResponse,
} from '@contracts/auth';
import { api } from '../../../lib/api-client';

/** The e-mailed code: confirms the account on the server, which creates it (and starts a trial). */
export function confirmSignUp(input: ConfirmSignupRequest): Promise<ConfirmSignupResponse> {
  return api<ConfirmSignupResponse>('/auth/confirm-signup', { method: 'POST', body: input });
}

export function resendCode(input: ResendCodeRequest): Promise<ResendCodeResponse> {
  return api<ResendCodeResponse>('/auth/resend-code', { method: 'POST', body: input });
}
