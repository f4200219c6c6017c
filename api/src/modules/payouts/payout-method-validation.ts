import { createRequire } from 'node:module';
import type { TCryptoNetwork } from '@propdesk/shared/contracts';
import { onFirstUse } from '../../infra/on-first-use.ts';

/**
 * The package is CommonJS and ships no types: the one function used, typed here. Loaded with the first
 * wallet checked, as only saving a payout method needs it.
 */
const addressValidator = onFirstUse(
  () =>
    createRequire(import.meta.url)('multicoin-address-validator') as {
      validate(address: string, currency: string, options?: { networkType?: string }): boolean;
    },
);

/** The validator's name of each network's coin. */
const VALIDATOR_CURRENCY: Readonly<Record<TCryptoNetwork, string>> = {
  bitcoin: 'btc',
  ethereum: 'eth',
  tron: 'trx',
  solana: 'sol',
};

/**
 * Whether an address belongs to the network, by that network's own rules (Base58Check or Bech32 for
 * Bitcoin, the EIP-55 checksum for a mixed-case Ethereum address, Base58Check for Tron, a 32-byte Base58
 * key for Solana): a typo sends money nowhere, so a wallet is refused before it is saved.
 */
export function isValidWalletAddress(network: TCryptoNetwork, address: string): boolean {
  try {
    return addressValidator().validate(address, VALIDATOR_CURRENCY[network], { networkType: 'prod' });
  } catch {
    return false;
  }
}
