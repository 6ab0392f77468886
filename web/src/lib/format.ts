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
/** Intl writes a no-break space after `R$`; the product's texts have a plain one. */
const plainSpaces = (text: string) => text.replace(/\u00a0/g, ' ');

const moneyFormat = once(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }));

/** dd/MM/yyyy in Brasília time. */
export function formatDate(iso: string): string {
  return dateFormat().format(new Date(iso));
}

const otherCurrencies = new Map<string, Intl.NumberFormat>();

/** A currency's formatter; an unknown code (Intl refuses it) falls back to reais. */
function currencyFormat(currency: string): Intl.NumberFormat {
  const code = currency.toUpperCase();
  if (code === 'BRL') return moneyFormat();
  let format = otherCurrencies.get(code);
  if (!format) {
    try {
      format = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: code });
    } catch {
      format = moneyFormat();
    }
    otherCurrencies.set(code, format);
  }
  return format;
}

/** Cents to `R$ 1.997,00`; in another currency (a plan's `usd`: `US$ 19,97`) when given one. */
export function formatMoney(cents: number, currency = 'BRL'): string {
  return plainSpaces(currencyFormat(currency).format(cents / 100));
}

/** Reais (the investor report's unit) to `R$ 1.997,00`. */
export function formatReais(reais: number): string {
  return plainSpaces(moneyFormat().format(reais));
}

const wholeReaisFormat = once(
  () => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 }),
);

/** Whole reais (the recommendation bands' revenues) to `R$ 1.000.000`. */
export function formatWholeReais(reais: number): string {
  return plainSpaces(wholeReaisFormat().format(reais));
}

/** A stored calendar date (yyyy-MM-dd, no time zone) as dd/MM/yyyy. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
