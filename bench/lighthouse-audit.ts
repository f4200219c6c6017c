import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LIGHTHOUSE_TARGETS } from './budgets.ts';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type TCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

export interface PageAudit {
  url: string;
  /** Category scores, 0–100. */
  scores: Record<TCategory, number>;
  totalBlockingTimeMs: number;
  timeToInteractiveMs: number;
  largestContentfulPaintMs: number;
  cumulativeLayoutShift: number;
  /** The audits of the four categories that did not pass, for the reader to act on. */
  failing: string[];
}

function numericValue(audits: Record<string, { numericValue?: number }>, id: string): number {
  return audits[id]?.numericValue ?? Number.NaN;
}

/**
 * One Lighthouse run with its defaults: mobile emulation (a mid-range phone's screen) and simulated
 * throttling (4× CPU, slow 4G), the conditions the landing's targets are set for.
 */
async function auditOnce(url: string, port: number): Promise<PageAudit> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...LIGHTHOUSE_CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<TCategory, number>;
  const failing = LIGHTHOUSE_CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 0.9)
      .filter((audit) => !['informative', 'notApplicable', 'manual'].includes(audit!.scoreDisplayMode))
      .map((audit) => `${category}: ${audit!.id}${audit!.displayValue ? ` (${audit!.displayValue})` : ''}`),
  );
  return {
    url,
    scores,
    totalBlockingTimeMs: numericValue(lhr.audits, 'total-blocking-time'),
    timeToInteractiveMs: numericValue(lhr.audits, 'interactive'),
    largestContentfulPaintMs: numericValue(lhr.audits, 'largest-contentful-paint'),
    cumulativeLayoutShift: numericValue(lhr.audits, 'cumulative-layout-shift'),
    failing: [...new Set(failing)],
  };
}

/**
 * Audits each page `runs` times in one headless Chromium (a fresh tab, nothing cached, each time) and
 * keeps the run with the median performance score: Lighthouse's own advice against its run-to-run noise.
 */
export async function auditPages(urls: string[], options: { chromePath: string; runs: number }) {
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const audits: PageAudit[] = [];
    for (const url of urls) {
      const runs: PageAudit[] = [];
      for (let attempt = 0; attempt < options.runs; attempt += 1)
        runs.push(await auditOnce(url, chrome.port));
      runs.sort((a, b) => a.scores.performance - b.scores.performance);
      audits.push(runs[Math.floor(runs.length / 2)]!);
    }
    return audits;
  } finally {
    chrome.kill();
  }
}

/** Whether a page meets every Lighthouse target (budgets.ts), and what misses. */
export function missedTargets(audit: PageAudit): string[] {
  const targets = LIGHTHOUSE_TARGETS;
  const missed: string[] = [];
  for (const category of LIGHTHOUSE_CATEGORIES) {
    if (audit.scores[category] < targets.scores[category]) {
      missed.push(`${category} ${audit.scores[category]} < ${targets.scores[category]}`);
    }
  }
  if (audit.totalBlockingTimeMs > targets.totalBlockingTimeMs) missed.push('TBT');
  if (audit.timeToInteractiveMs > targets.timeToInteractiveMs) missed.push('TTI');
  if (audit.largestContentfulPaintMs > targets.largestContentfulPaintMs) missed.push('LCP');
  if (audit.cumulativeLayoutShift > targets.cumulativeLayoutShift) missed.push('CLS');
  return missed;
}

/** One line per page: the four scores and the four timings, with what misses its target. */
export function formatAudit(audit: PageAudit): string {
  const { scores } = audit;
  const missed = missedTargets(audit);
  return (
    `${new URL(audit.url).pathname.padEnd(24)} perf ${String(scores.performance).padStart(3)}  a11y ${scores.accessibility}  ` +
    `BP ${scores['best-practices']}  SEO ${scores.seo}  |  TBT ${Math.round(audit.totalBlockingTimeMs)} ms  ` +
    `TTI ${(audit.timeToInteractiveMs / 1000).toFixed(1)} s  LCP ${(audit.largestContentfulPaintMs / 1000).toFixed(1)} s  ` +
    `CLS ${audit.cumulativeLayoutShift.toFixed(3)}  ${missed.length === 0 ? 'all targets met' : `MISSES: ${missed.join(', ')}`}`
  );
}
