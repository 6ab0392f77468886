import type { TrialSignupRequest, TrialSignupResponse } from '@contracts/subscription';
import { api } from '../../../lib/api-client';

export function trialSignup(input: TrialSignupRequest): Promise<TrialSignupResponse> {
  return api<TrialSignupResponse>('/auth/trial-signup', { method: 'POST', body: input });
}
