/** A process's configuration is missing or invalid; the message lists every problem. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
