import { describe, expect, it } from '@jest/globals';
import { fetchRemotesConfig } from './runtime-config.ts';

const VALID = {
  apiBaseUrl: 'http://localhost:4000',
  supportEmail: 'support@firm.test',
  remotes: [{ name: 'mf_trader', entry: 'http://localhost:3002/mf-manifest.json' }],
};

function answering(status: number, body: unknown): typeof fetch {
  return async () => Response.json(body, { status });
}

describe('fetchRemotesConfig', () => {
  it('reads a valid remotes.json', async () => {
    await expect(fetchRemotesConfig(answering(200, VALID))).resolves.toEqual(VALID);
  });

  it('refuses an unknown remote name or a remote listed twice', async () => {
    await expect(
      fetchRemotesConfig(
        answering(200, { ...VALID, remotes: [{ name: 'mf_evil', entry: 'http://x.test/m.json' }] }),
      ),
    ).rejects.toThrow();
    await expect(
      fetchRemotesConfig(answering(200, { ...VALID, remotes: [...VALID.remotes, ...VALID.remotes] })),
    ).rejects.toThrow(/once/);
  });

  it('fails clearly when the file is missing', async () => {
    await expect(fetchRemotesConfig(answering(404, {}))).rejects.toThrow('remotes.json answered 404');
  });
});
