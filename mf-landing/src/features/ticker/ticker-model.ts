/**
 * The landing's decorative market ticker: simulated prices for six instruments, moved every 3 s.
 * Pure functions, so the formatting and the walk are tested without timers.
 */

export const TICKER_SYMBOLS = ['GOLD', 'SILVER', 'DJI', 'OIL', 'EURUSD', 'GBPUSD'] as const;
export type TTickerSymbol = (typeof TICKER_SYMBOLS)[number];

export const TICKER_INTERVAL_MS = 3_000;

/** Where the ticker's link goes: an external charting site. */
export const TICKER_CHART_URL = 'https://www.tradingview.com/markets/';

/** Where each walk starts: plausible levels, not quotes. */
const OPENING_PRICES: Record<TTickerSymbol, number> = {
  GOLD: 2_350,
  SILVER: 28.4,
  DJI: 39_100,
  OIL: 78.2,
  EURUSD: 1.085,
  GBPUSD: 1.271,
};

/** The largest move of one tick, as a fraction of the price. */
const MAX_STEP = 0.0008;

export type TTickerQuote = {
  symbol: TTickerSymbol;
  price: number;
  /** Against the opening price. */
  change: number;
  changePercent: number;
};

/** Prices of symbols containing USD show five decimals, the others two. */
export function decimalsFor(symbol: string): number {
  return symbol.includes('USD') ? 5 : 2;
}

/**
 * One Intl.NumberFormat per locale and style, made once: making one loads the locale's data and cost
 * the ticker tens of milliseconds on every tick when each figure made its own (measured on a phone's
 * first load), while formatting with one is cheap.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatTickerNumber(symbol: string, value: number, locale: string, withSign = false): string {
  const decimals = decimalsFor(symbol);
  return formatterFor(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: withSign ? 'exceptZero' : 'auto',
  }).format(value);
}

export function formatChangePercent(changePercent: number, locale: string): string {
  return formatterFor(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(changePercent / 100);
}

export function openingQuotes(): TTickerQuote[] {
  return TICKER_SYMBOLS.map((symbol) => ({
    symbol,
    price: OPENING_PRICES[symbol],
    change: 0,
    changePercent: 0,
  }));
}

/**
 * One step of the random walk for every quote. `random` returns numbers in [0, 1) (Math.random in the
 * page, a fixed sequence in tests); prices stay positive.
 */
export function nextQuotes(quotes: readonly TTickerQuote[], random: () => number): TTickerQuote[] {
  return quotes.map((quote) => {
    const opening = OPENING_PRICES[quote.symbol];
    const step = (random() * 2 - 1) * MAX_STEP;
    const price = Math.max(quote.price * (1 + step), opening * 0.01);
    const change = price - opening;
    return { symbol: quote.symbol, price, change, changePercent: (change / opening) * 100 };
  });
}
