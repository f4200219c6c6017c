import { useEffect, useState } from 'react';
import { Anchor, Box, Group, Text } from '@propdesk/shared/ui';
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
    <Box component="section" aria-label={t('label')} px="md" py={6} bg="var(--mantine-color-default-hover)">
      <Group gap="lg" wrap="nowrap" style={{ overflowX: 'auto' }} data-testid="market-ticker">
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('simulated')}
        </Text>
        {quotes.map((quote) => {
          // Dark shades: the light ones fail text contrast on the ticker's light band.
          const color = quote.change > 0 ? 'teal.9' : quote.change < 0 ? 'red.9' : 'dimmed';
          return (
            <Group key={quote.symbol} gap={6} wrap="nowrap" data-testid={`ticker-${quote.symbol}`}>
              <Text size="xs" fw={700}>
                {quote.symbol}
              </Text>
              <Text size="xs" ff="monospace">
                {formatTickerNumber(quote.symbol, quote.price, i18n.language)}
              </Text>
              <Text size="xs" ff="monospace" c={color}>
                {formatTickerNumber(quote.symbol, quote.change, i18n.language, true)} (
                {formatChangePercent(quote.changePercent, i18n.language)})
              </Text>
            </Group>
          );
        })}
        <Anchor
          href={TICKER_CHART_URL}
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          style={{ whiteSpace: 'nowrap' }}
        >
          {t('charts')}
        </Anchor>
      </Group>
    </Box>
  );
}
