/** Small numeric and printing helpers shared by the figures. */

export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** Linear interpolation between closest ranks (the usual "type 7" quantile). */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (position - lower);
}

export const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

export const round = (value: number, digits = 1): number => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

export const kb = (bytes: number): number => round(bytes / 1024, 1);

/** A plain-text table: columns padded to their widest cell, numbers right-aligned. */
export function table(headers: readonly string[], rows: ReadonlyArray<ReadonlyArray<unknown>>): string {
  const cells = [headers, ...rows].map((row) => row.map((cell) => (cell === undefined ? '' : String(cell))));
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column]?.length ?? 0)));
  const numeric = headers.map((_, column) =>
    rows.every((row) => typeof row[column] === 'number' || row[column] === undefined),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        numeric[column] ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  return [
    line(cells[0]!),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...cells.slice(1).map(line),
  ].join('\n');
}

/** `ok` when a target is met, `MISSED` otherwise: every printed table flags findings the same way. */
export const verdict = (met: boolean): string => (met ? 'ok' : 'MISSED');

export function section(title: string): string {
  return `\n== ${title} ${'='.repeat(Math.max(0, 96 - title.length))}`;
}

/** Wall time of one step, for the runner's timings. */
export async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}
