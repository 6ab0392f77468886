/**
 * Each formatter is made on first use, not when a page's modules load: making one (the time zone's data
 * above all) costs tens of milliseconds on a slow phone, on the dashboard's first render.
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const dateFormat = once(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'America/Sao_Paulo',
    }),
);
const moneyFormat = once(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }));

/** dd/MM/yyyy in Brasília time. */
export function formatDate(iso: string): string {
  return dateFormat().format(new Date(iso));
}

/** Cents to `R$ 1.997,00`. */
export function formatMoney(cents: number): string {
  return moneyFormat().format(cents / 100).replace(/\u00a0/g, ' ');
}

/** Reais (the investor report's unit) to `R$ 1.997,00`. */
export function formatReais(reais: number): string {
  return moneyFormat().format(reais).replace(/\u00a0/g, ' ');
}

const wholeReaisFormat = once(
  () => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 }),
);

/** Whole reais (the recommendation bands' revenues) to `R$ 1.000.000`. */
export function formatWholeReais(reais: number): string {
  return wholeReaisFormat().format(reais).replace(/\u00a0/g, ' ');
}

/** A stored calendar date (yyyy-MM-dd, no time zone) as dd/MM/yyyy. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
