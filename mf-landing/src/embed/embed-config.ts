/**
 * Where an embedded landing finds the api and the portal. The landing's server answers
 * `embed-config.json` beside embed.js (from the same environment variables as the portal's
 * remotes.json), so a firm pastes one script tag and an operator moves the api without rebuilding.
 * The element's `api` and `portal` attributes override it.
 */
export interface EmbedConfig {
  apiBaseUrl: string;
  portalUrl: string;
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export function parseEmbedConfig(value: unknown): EmbedConfig {
  const candidate = (value ?? {}) as Partial<Record<keyof EmbedConfig, unknown>>;
  if (!isHttpUrl(candidate.apiBaseUrl) || !isHttpUrl(candidate.portalUrl)) {
    throw new Error('embed-config.json must give apiBaseUrl and portalUrl as http(s) addresses');
  }
  return { apiBaseUrl: candidate.apiBaseUrl, portalUrl: candidate.portalUrl };
}

let pending: Promise<EmbedConfig> | null = null;

/** Asked once per page, however many elements it holds. */
export function loadEmbedConfig(scriptUrl: string): Promise<EmbedConfig> {
  pending ??= fetch(new URL('embed-config.json', scriptUrl), { credentials: 'omit' })
    .then((response) => {
      if (!response.ok) throw new Error(`embed-config.json answered ${response.status}`);
      return response.json();
    })
    .then(parseEmbedConfig)
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
