import type { TTradingPlatform } from '@propdesk/shared/contracts';
import type { TEngineEvent } from '../../engine/index.ts';
import type { TIngestEvent } from './ingestion.schemas.ts';

/**
 * The seam between a trading platform and the rules engine: whatever a platform reports becomes engine
 * events. The MT5 and cTrader bridges push PropDesk's normalized events (ingestion.schemas.ts), so their
 * adapters map those; a bridge speaking a platform's native format gets an adapter of its own here, and the
 * simulator feeds the engine directly. Broker equity is the truth
 * (docs: Domain rules › Breaches and tolerance): never an estimate.
 */
export interface TPlatformAdapter {
  readonly platform: TTradingPlatform;
  toEngineEvent(event: TIngestEvent): TEngineEvent;
}

function normalizedBridgeAdapter(platform: TTradingPlatform): TPlatformAdapter {
  return {
    platform,
    toEngineEvent(event) {
      if (event.type === 'equity') {
        return {
          type: 'equity_update',
          id: event.id,
          at: Date.parse(event.at),
          equityMinor: event.equityMinor,
          isEstimate: false,
        };
      }
      const at = Date.parse(event.executedAt);
      if (event.entry === 'in') {
        return {
          type: 'deal_opened',
          id: event.id,
          at,
          positionId: event.positionId,
          commissionMinor: event.commissionMinor,
        };
      }
      return {
        type: 'deal_closed',
        id: event.id,
        at,
        positionId: event.positionId,
        profitMinor: event.profitMinor,
        isPartial: event.isPartial,
        ...(event.positionOpenedAt === undefined
          ? {}
          : { positionOpenedAt: Date.parse(event.positionOpenedAt) }),
      };
    },
  };
}

export const PLATFORM_ADAPTERS: Record<TIngestEvent['platform'], TPlatformAdapter> = {
  mt5: normalizedBridgeAdapter('mt5'),
  ctrader: normalizedBridgeAdapter('ctrader'),
};
