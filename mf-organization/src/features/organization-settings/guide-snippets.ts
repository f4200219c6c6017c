/**
 * The code a firm copies from its guide, written from its own values. Kept apart from the page so each
 * snippet is tested to be what the api and the embed script really expect.
 */

/** The two lines that show the firm's landing on its own web site (mf-landing's embed.js). */
export function embedSnippet(embedScriptUrl: string, slug: string, language: string): string {
  return `<script src="${embedScriptUrl}" defer></script>\n<propdesk-landing org="${slug}" lang="${language}"></propdesk-landing>`;
}

/**
 * A signed delivery of one equity snapshot to the firm's ingestion endpoint, in a shell: the signature is
 * t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>"> with the bridge secret.
 */
export function bridgeRequestSnippet(endpoint: string, signatureHeader: string): string {
  return [
    `BODY='{"events":[{"id":"equity-1000123-1","type":"equity","platform":"mt5","login":"1000123","equityMinor":10250000,"at":"2026-01-15T12:00:00Z"}]}'`,
    'T=$(date +%s)',
    `SIG=$(printf '%s.%s' "$T" "$BODY" | openssl dgst -sha256 -hmac "$BRIDGE_SECRET" -hex | sed 's/^.* //')`,
    `curl -X POST '${endpoint}' \\`,
    `  -H 'content-type: application/json' \\`,
    `  -H "${signatureHeader}: t=$T,v1=$SIG" \\`,
    '  --data "$BODY"',
  ].join('\n');
}

/** Reading the firm's clients with an API key. */
export function apiKeySnippet(apiBaseUrl: string): string {
  return `curl '${apiBaseUrl}/api/v1/clients?pageSize=20' \\\n  -H "Authorization: Bearer $PROPDESK_API_KEY"`;
}

/** Checking a webhook delivery's signature in Node, over the raw body, within five minutes. */
export const WEBHOOK_VERIFY_NODE = `import { createHmac, timingSafeEqual } from 'node:crypto';

// header: the x-propdesk-signature header; body: the raw request body, as received.
export function isFromPropDesk(header, body, secret) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  const age = Math.abs(Date.now() / 1000 - Number(parts.t));
  const expected = createHmac('sha256', secret).update(\`\${parts.t}.\${body}\`).digest('hex');
  return age < 300 && expected.length === parts.v1?.length &&
    timingSafeEqual(Buffer.from(expected), Buffer.from(parts.v1));
}`;

/** The same check in Python. */
export const WEBHOOK_VERIFY_PYTHON = `import hashlib, hmac, time

# header: the x-propdesk-signature header; body: the raw request body (bytes), as received.
def is_from_propdesk(header: str, body: bytes, secret: str) -> bool:
    parts = dict(part.split("=", 1) for part in header.split(","))
    signed = f"{parts['t']}.".encode() + body
    expected = hmac.new(secret.encode(), signed, hashlib.sha256).hexdigest()
    return abs(time.time() - int(parts["t"])) < 300 and hmac.compare_digest(expected, parts.get("v1", ""))`;
