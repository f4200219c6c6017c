/// <reference types="node" />
import { execFileSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  apiKeySnippet,
  bridgeRequestSnippet,
  embedSnippet,
  WEBHOOK_VERIFY_NODE,
  WEBHOOK_VERIFY_PYTHON,
} from './guide-snippets.ts';

describe('the guide’s snippets', () => {
  it('embed the firm’s landing with its slug and language', () => {
    expect(embedSnippet('https://landing.example/embed.js', 'acme', 'it')).toBe(
      '<script src="https://landing.example/embed.js" defer></script>\n<propdesk-landing org="acme" lang="it"></propdesk-landing>',
    );
  });

  it('sign a bridge delivery exactly as the api verifies it (t=…,v1=HMAC-SHA256 of "<t>.<body>")', () => {
    const snippet = bridgeRequestSnippet('https://api.example/api/ingest/acme', 'x-propdesk-signature');
    // The snippet's signing lines, run by a real shell and openssl, with curl replaced by an echo.
    const bridgeSecret = randomBytes(32).toString('base64url');
    const script = snippet.replace(/curl -X POST[\s\S]*$/, 'echo "$T $SIG $BODY"');
    const [t = '', signature = '', ...body] = execFileSync('bash', ['-c', script], {
      env: { ...process.env, BRIDGE_SECRET: bridgeSecret },
      encoding: 'utf8',
    })
      .trim()
      .split(' ');
    const expected = createHmac('sha256', bridgeSecret)
      .update(`${t}.${body.join(' ')}`)
      .digest('hex');
    expect(signature).toBe(expected);
    expect(JSON.parse(body.join(' '))).toMatchObject({ events: [{ type: 'equity', platform: 'mt5' }] });
  });

  it('read the clients of the firm with its key', () => {
    expect(apiKeySnippet('https://api.example')).toContain(
      "'https://api.example/api/v1/clients?pageSize=20'",
    );
  });

  it('check a webhook signature in Node and in Python: a signed body passes, a changed one fails', () => {
    const secret = randomBytes(32).toString('base64url');
    const body = '{"id":"e-1","type":"payout.paid"}';
    const t = Math.floor(Date.now() / 1000);
    const header = `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
    const folder = mkdtempSync(path.join(tmpdir(), 'guide-'));
    try {
      const node = path.join(folder, 'verify.mjs');
      writeFileSync(
        node,
        `${WEBHOOK_VERIFY_NODE}\nconst [header, body, secret] = process.argv.slice(2);\n` +
          'process.stdout.write(`${isFromPropDesk(header, body, secret)} ${isFromPropDesk(header, body + " ", secret)}`);',
      );
      expect(execFileSync(process.execPath, [node, header, body, secret], { encoding: 'utf8' }).trim()).toBe(
        'true false',
      );
      const python = path.join(folder, 'verify.py');
      writeFileSync(
        python,
        `${WEBHOOK_VERIFY_PYTHON}\nimport sys\nh, b, s = sys.argv[1:4]\n` +
          'print(is_from_propdesk(h, b.encode(), s), is_from_propdesk(h, (b + " ").encode(), s))',
      );
      expect(execFileSync('python3', [python, header, body, secret], { encoding: 'utf8' }).trim()).toBe(
        'True False',
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
