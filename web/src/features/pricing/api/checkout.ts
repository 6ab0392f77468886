import type { CreateCheckoutRequest, RedirectResponse } from '@contracts/subscription';
import { api } from '../../../lib/api-client';

export function createCheckout(input: CreateCheckoutRequest): Promise<Partial<RedirectResponse>> {
  return api<Partial<RedirectResponse>>('/checkout', { method: 'POST', body: input });
}

export function openCustomerPortal(): Promise<Partial<RedirectResponse>> {
  return api<Partial<RedirectResponse>>('/customer-portal', { method: 'POST' });
}

/**
 * Opens the payment provider's page in a new tab. The tab is opened before the request so the
 * browser treats it as the click's popup; it is closed again if no url comes back.
 */
export async function openInNewTab(request: () => Promise<Partial<RedirectResponse>>): Promise<string> {
  const tab = window.open('', '_blank');
  try {
    const { url } = await request();
    if (!url) throw new MissingUrlError();
    if (tab) tab.location.href = url;
    else window.location.href = url;
    return url;
  } catch (error) {
    tab?.close();
    throw error;
  }
}

export class MissingUrlError extends Error {
  override name = 'MissingUrlError';
}
