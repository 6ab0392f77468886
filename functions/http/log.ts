type Level = 'info' | 'warn' | 'error';

/** One JSON line per event (CloudWatch-friendly). Never pass request bodies: they hold personal data. */
export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (process.env.LOG_LEVEL === 'silent') return;
  const line = JSON.stringify({ level, message, time: new Date().toISOString(), ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
}
