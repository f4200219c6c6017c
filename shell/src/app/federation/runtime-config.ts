import { parseRemotesConfig, type TRemotesConfig } from '@propdesk/shared/federation';

export const REMOTES_CONFIG_URL = '/remotes.json';

/** Loads remotes.json, served beside the shell and written from the environment when it starts. */
export async function fetchRemotesConfig(fetchImpl: typeof fetch = fetch): Promise<TRemotesConfig> {
  const response = await fetchImpl(REMOTES_CONFIG_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return parseRemotesConfig(await response.json());
}
