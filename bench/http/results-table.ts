import type { TLoadResult } from './load.ts';

export type TRowResult = TLoadResult & {
  row: string;
  database: string;
  /** SQL statements one request of the row sends; null where there is no database. */
  statements: number | null;
  rssBytes: number;
};

const COLUMNS = [
  'row',
  'database',
  'req/s',
  'p50',
  'p99',
  'SQL/req',
  'CPU/req',
  'DB CPU/req',
  'RSS',
  'vs hello',
] as const;

const micros = (value: number | undefined) => (value === undefined ? '—' : `${value.toFixed(0)} µs`);

function formatRow(result: TRowResult, helloRequestsPerSecond: number): string[] {
  return [
    result.row,
    result.database,
    result.requestsPerSecond.toFixed(0),
    // autocannon records latency in whole milliseconds.
    `${result.p50Ms.toFixed(0)} ms`,
    `${result.p99Ms.toFixed(0)} ms`,
    result.statements === null ? '—' : String(result.statements),
    micros(result.cpuMicrosPerRequest),
    micros(result.databaseCpuMicrosPerRequest),
    `${(result.rssBytes / 1024 / 1024).toFixed(0)} MB`,
    `${((result.requestsPerSecond / helloRequestsPerSecond) * 100).toFixed(1)} %`,
  ];
}

/** One table, text left-aligned and figures right-aligned; each row's req/s as a share of hello's. */
export function formatResultsTable(results: readonly TRowResult[]): string {
  const helloRequestsPerSecond = results[0]?.requestsPerSecond ?? Number.NaN;
  const cells = [[...COLUMNS], ...results.map((result) => formatRow(result, helloRequestsPerSecond))];
  const widths = COLUMNS.map((_, column) => Math.max(...cells.map((line) => line[column]?.length ?? 0)));
  const lines = cells.map((line) =>
    line
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return column < 2 ? cell.padEnd(width) : cell.padStart(width);
      })
      .join('  '),
  );
  const rule = '-'.repeat(lines[0]?.length ?? 0);
  return [lines[0], rule, ...lines.slice(1)].join('\n');
}
