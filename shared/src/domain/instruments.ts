/**
 * The built-in simulator's instruments: the landing ticker's six plus a few more. Plain data,
 * free of zod, because the trade ticket in the browser needs the same sizes and steps the api enforces.
 *
 * Every instrument is quoted in US dollars, so a position's profit is (close − open) × volume × contract
 * size in USD with no currency conversion.
 */

export const INSTRUMENT_GROUPS = ['forex', 'indices', 'commodities', 'crypto'] as const;
export type TInstrumentGroup = (typeof INSTRUMENT_GROUPS)[number];

export type TInstrument = {
  readonly symbol: string;
  /** English display name; a front end may translate by symbol. */
  readonly name: string;
  readonly group: TInstrumentGroup;
  readonly quoteCurrency: 'USD';
  /** Decimals of a price; one point is 10^−decimals. */
  readonly decimals: number;
  /** Units of the underlying per lot (ounces, barrels, index dollars per point, currency units). */
  readonly contractSize: number;
  /** Lots. */
  readonly minVolume: number;
  /** Lots. */
  readonly maxVolume: number;
  /** Lots; every volume is a whole number of steps. */
  readonly volumeStep: number;
  /** Ask minus bid, in price units (the simulator keeps it constant). */
  readonly typicalSpread: number;
  /** The mid price where the simulated walk starts (the ticker's opening level where it has one). */
  readonly openingPrice: number;
  /** Standard deviation of one day's log-return of the mid price, e.g. 0.005 for 0.5 % a day. */
  readonly dailyVolatility: number;
};

/**
 * The ticker's rule: prices of symbols containing USD show five decimals, the others two. Crypto
 * pairs contain USD but trade at thousands of dollars, where five decimals would be noise below a
 * thousandth of a cent; they keep two, like the dollar prices of gold or an index.
 */
export function priceDecimalsFor(symbol: string, group: TInstrumentGroup): number {
  if (group === 'crypto') return 2;
  return symbol.includes('USD') ? 5 : 2;
}

const FOREX_LOTS = { contractSize: 100_000, minVolume: 0.01, maxVolume: 50, volumeStep: 0.01 } as const;
const INDEX_LOTS = { minVolume: 0.1, maxVolume: 100, volumeStep: 0.1 } as const;

function instrument(data: Omit<TInstrument, 'decimals' | 'quoteCurrency'>): TInstrument {
  return { ...data, quoteCurrency: 'USD', decimals: priceDecimalsFor(data.symbol, data.group) };
}

/** Ordered for display: the ticker's six first, in the ticker's order. */
export const INSTRUMENTS: readonly TInstrument[] = [
  instrument({
    symbol: 'GOLD',
    name: 'Gold',
    group: 'commodities',
    contractSize: 100,
    minVolume: 0.01,
    maxVolume: 20,
    volumeStep: 0.01,
    typicalSpread: 0.3,
    openingPrice: 2_350,
    dailyVolatility: 0.01,
  }),
  instrument({
    symbol: 'SILVER',
    name: 'Silver',
    group: 'commodities',
    contractSize: 5_000,
    minVolume: 0.01,
    maxVolume: 20,
    volumeStep: 0.01,
    typicalSpread: 0.02,
    openingPrice: 28.4,
    dailyVolatility: 0.018,
  }),
  instrument({
    symbol: 'DJI',
    name: 'Dow Jones 30',
    group: 'indices',
    contractSize: 1,
    ...INDEX_LOTS,
    typicalSpread: 3,
    openingPrice: 39_100,
    dailyVolatility: 0.009,
  }),
  instrument({
    symbol: 'OIL',
    name: 'Crude oil (WTI)',
    group: 'commodities',
    contractSize: 1_000,
    minVolume: 0.01,
    maxVolume: 20,
    volumeStep: 0.01,
    typicalSpread: 0.04,
    openingPrice: 78.2,
    dailyVolatility: 0.02,
  }),
  instrument({
    symbol: 'EURUSD',
    name: 'Euro / US dollar',
    group: 'forex',
    ...FOREX_LOTS,
    typicalSpread: 0.0001,
    openingPrice: 1.085,
    dailyVolatility: 0.005,
  }),
  instrument({
    symbol: 'GBPUSD',
    name: 'British pound / US dollar',
    group: 'forex',
    ...FOREX_LOTS,
    typicalSpread: 0.00014,
    openingPrice: 1.271,
    dailyVolatility: 0.006,
  }),
  instrument({
    symbol: 'AUDUSD',
    name: 'Australian dollar / US dollar',
    group: 'forex',
    ...FOREX_LOTS,
    typicalSpread: 0.00012,
    openingPrice: 0.664,
    dailyVolatility: 0.007,
  }),
  instrument({
    symbol: 'US500',
    name: 'S&P 500',
    group: 'indices',
    contractSize: 10,
    ...INDEX_LOTS,
    typicalSpread: 0.5,
    openingPrice: 5_300,
    dailyVolatility: 0.01,
  }),
  instrument({
    symbol: 'BTCUSD',
    name: 'Bitcoin / US dollar',
    group: 'crypto',
    contractSize: 1,
    minVolume: 0.01,
    maxVolume: 5,
    volumeStep: 0.01,
    typicalSpread: 20,
    openingPrice: 65_000,
    dailyVolatility: 0.03,
  }),
  instrument({
    symbol: 'ETHUSD',
    name: 'Ether / US dollar',
    group: 'crypto',
    contractSize: 1,
    minVolume: 0.01,
    maxVolume: 50,
    volumeStep: 0.01,
    typicalSpread: 2,
    openingPrice: 3_400,
    dailyVolatility: 0.04,
  }),
];

export const INSTRUMENT_SYMBOLS: readonly string[] = INSTRUMENTS.map((entry) => entry.symbol);

const INSTRUMENTS_BY_SYMBOL: ReadonlyMap<string, TInstrument> = new Map(
  INSTRUMENTS.map((entry) => [entry.symbol, entry]),
);

export function findInstrument(symbol: string): TInstrument | undefined {
  return INSTRUMENTS_BY_SYMBOL.get(symbol);
}

/** Machine codes of a refused simulator order (the error body's `code`), one field each. */
export const MARKET_ORDER_ERROR_CODES = {
  unknownSymbol: 'UNKNOWN_SYMBOL',
  volumeInvalid: 'VOLUME_INVALID',
  volumeBelowMin: 'VOLUME_BELOW_MIN',
  volumeAboveMax: 'VOLUME_ABOVE_MAX',
  volumeOffStep: 'VOLUME_OFF_STEP',
  stopLossInvalid: 'STOP_LOSS_INVALID',
  stopLossWrongSide: 'STOP_LOSS_WRONG_SIDE',
  takeProfitInvalid: 'TAKE_PROFIT_INVALID',
  takeProfitWrongSide: 'TAKE_PROFIT_WRONG_SIDE',
} as const;
export type TMarketOrderErrorCode = (typeof MARKET_ORDER_ERROR_CODES)[keyof typeof MARKET_ORDER_ERROR_CODES];
