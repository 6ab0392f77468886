import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { log } from '../../platform/http/log';
import { measurementFromLighthouse, type LighthouseResult } from './lighthouse-result';
import { unavailable, type PerformancePort } from './port';

/**
 * PageSpeed Insights API v5 (mobile and desktop, `locale=pt_BR`, performance only), the cloud's
 * performance port. Google's servers fetch the user's site, never ours. The API key is read once from
 * Secrets Manager (PAGESPEED_SECRET_NAME); without it the block says the measurement is not configured.
 */
const ENDPOINT = 'https://www.googleapis.com/pagespeedonline/v5/runPagespeed';
/** PageSpeed usually answers in 10–30 s; the workflow's Task allows 120 s. */
const TIMEOUT_MS = 90_000;

const texts = {
  notConfigured: 'A medição de desempenho (PageSpeed Insights) não está configurada nesta instalação.',
  failed: (detail: string) => `O PageSpeed Insights não conseguiu medir o site (${detail}).`,
};

let apiKey: Promise<string | null> | undefined;

async function readApiKey(): Promise<string | null> {
  const secretId = process.env.PAGESPEED_SECRET_NAME;
  if (!secretId) return null;
  const client = new SecretsManagerClient({});
  const secret = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  return secret.SecretString?.trim() || null;
}

export function pageSpeedPort(fetchImpl: typeof fetch = fetch): PerformancePort {
  return {
    name: 'pagespeed',
    async measure(url, strategy) {
      try {
        apiKey ??= readApiKey();
        const key = await apiKey;
        if (!key) return unavailable(texts.notConfigured);
        const query = new URLSearchParams({ url, strategy, category: 'performance', locale: 'pt_BR', key });
        const response = await fetchImpl(`${ENDPOINT}?${query}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
        const body = (await response.json().catch(() => ({}))) as {
          lighthouseResult?: LighthouseResult;
          error?: { message?: string };
        };
        if (!response.ok) return unavailable(texts.failed(body.error?.message ?? `HTTP ${response.status}`));
        const measured =
          body.lighthouseResult && measurementFromLighthouse(body.lighthouseResult, 'pagespeed');
        return measured ?? unavailable(texts.failed('resposta sem pontuação'));
      } catch (error) {
        log('warn', 'pagespeed measurement failed', { strategy, error: String(error) });
        apiKey = undefined;
        return unavailable(
          texts.failed((error as Error).name === 'TimeoutError' ? 'tempo esgotado' : 'erro de rede'),
        );
      }
    },
  };
}
