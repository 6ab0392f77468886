/**
 * A form over the latest version after a 409 (another tab saved first, decision 0055), keeping what the
 * user typed: a field changed from what the form showed keeps the typed text; any other field takes the
 * latest stored value.
 */
export function keptTyping<Values extends Record<string, string>>(
  typed: Values,
  shown: Values,
  latest: Values,
): Values {
  return Object.fromEntries(
    Object.keys(latest).map((key) => [key, typed[key] !== shown[key] ? typed[key] : latest[key]]),
  ) as Values;
}
