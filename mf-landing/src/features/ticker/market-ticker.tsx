import { useEffect, useState } from 'react';
import { useTranslation } from '@propdesk/shared/i18n';
import {
  formatChangePercent,
  formatTickerNumber,
  nextQuotes,
  openingQuotes,
  TICKER_CHART_URL,
  TICKER_INTERVAL_MS,
} from './ticker-model.ts';
import { TICKER_NAMESPACE } from './i18n/index.ts';
import classes from './market-ticker.module.css';

/** Moves the quotes every 3 s while the tab is visible; a hidden tab does no work. */
function useSimulatedQuotes() {
  const [quotes, setQuotes] = useState(openingQuotes);
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      timer ??= setInterval(
        () => setQuotes((current) => nextQuotes(current, Math.random)),
        TICKER_INTERVAL_MS,
      );
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? stop() : start());
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
  return quotes;
}

/**
 * The decorative ticker above the hero. Simulated prices (said so on screen), no live region, so
 * screen readers are not interrupted every 3 s; the chart link is a normal link.
 */
export function MarketTicker() {
  const { t, i18n } = useTranslation(TICKER_NAMESPACE);
  const quotes = useSimulatedQuotes();
  return (
    <section aria-label={t('label')} className={classes.band}>
      <div className={classes.row} data-testid="market-ticker">
        <p className={classes.label}>{t('simulated')}</p>
        {quotes.map((quote) => {
          const direction = quote.change > 0 ? classes.rise : quote.change < 0 ? classes.fall : classes.flat;
          return (
            <div key={quote.symbol} className={classes.quote} data-testid={`ticker-${quote.symbol}`}>
              <p className={classes.symbol}>{quote.symbol}</p>
              <p className={classes.figure}>{formatTickerNumber(quote.symbol, quote.price, i18n.language)}</p>
              <p className={`${classes.figure} ${direction}`}>
                {formatTickerNumber(quote.symbol, quote.change, i18n.language, true)} (
                {formatChangePercent(quote.changePercent, i18n.language)})
              </p>
            </div>
          );
        })}
        <a href={TICKER_CHART_URL} target="_blank" rel="noopener noreferrer" className={classes.charts}>
          {t('charts')}
        </a>
      </div>
    </section>
  );
}
