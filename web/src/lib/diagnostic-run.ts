import { appConfig, type DiagnosticRunConfig } from '@config/app-config';
import { diagnosticKindOf } from '@domain/core-diagnostics';

/**
 * The spec's numbers for one diagnostic's processing (section 9: timeouts 30 s business, 45 s founder,
 * 30 s management, 25 s investor; 3 retries; 5 s polling): how long the request that starts or computes
 * its analysis may take, how many times a read of it is repeated, how often it is polled. Any other
 * diagnostic (result id = diagnostic id = slug) takes the business diagnostic's.
 */
export function diagnosticRun(diagnosticId: string): DiagnosticRunConfig {
  return appConfig.diagnostics[diagnosticKindOf(diagnosticId) ?? 'business'];
}
