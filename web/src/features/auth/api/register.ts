import type { RegisterRequest, RegisterResponse } from '@contracts/auth';
import { api } from '../../../lib/api-client';

export function register(input: RegisterRequest): Promise<RegisterResponse> {
  return api<RegisterResponse>('/auth/register', { method: 'POST', body: input });
}
