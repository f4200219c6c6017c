import { describe, expect, it } from '@jest/globals';
import { REMOTE_NAMES } from './remotes.ts';
import { REMOTE_PATHS, SHELL_PATHS } from './routes.ts';

describe('REMOTE_PATHS', () => {
  const all = REMOTE_NAMES.flatMap((remote) => REMOTE_PATHS[remote].map((path) => ({ remote, path })));

  it('gives every path to exactly one remote, and none to a remote that the shell owns', () => {
    const paths = [...all.map(({ path }) => path), ...SHELL_PATHS];
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('uses absolute paths without trailing slashes', () => {
    for (const { path } of all) {
      expect(path.startsWith('/')).toBe(true);
      if (path !== '/') expect(path.endsWith('/')).toBe(false);
    }
  });

  it('keeps areas in their remote: /admin in mf_admin, /organization in mf_organization, /elite in mf_elite', () => {
    for (const { remote, path } of all) {
      if (path.startsWith('/admin')) expect(remote).toBe('mf_admin');
      if (path.startsWith('/organization')) expect(remote).toBe('mf_organization');
      if (path.startsWith('/elite')) expect(remote).toBe('mf_elite');
    }
  });
});
