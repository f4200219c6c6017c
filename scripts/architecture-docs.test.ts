import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

/**
 * docs/architecture.md describes every api module and every shared module: a folder added, renamed or
 * removed without the document fails here.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const ARCHITECTURE = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');

function foldersIn(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The paragraph of the document that starts with this bold lead ("**shared.**"). */
function paragraphStarting(lead: string): string {
  const start = ARCHITECTURE.indexOf(`\n${lead}`);
  if (start === -1) throw new Error(`docs/architecture.md has no paragraph starting ${lead}`);
  return ARCHITECTURE.slice(start + 1).split('\n\n')[0] ?? '';
}

/** The module each item of the list under "**Modules** (`api/src/modules/`):" is about, in order. */
function documentedApiModules(): string[] {
  const start = ARCHITECTURE.indexOf('\n**Modules** (`api/src/modules/`):\n');
  if (start === -1) throw new Error('docs/architecture.md has no Modules list');
  const list = ARCHITECTURE.slice(start).split('\n\n')[1] ?? '';
  return [...list.matchAll(/^- `([\w-]+)`/gm)].map(([, name]) => name ?? '');
}

describe('docs/architecture.md', () => {
  it('lists each api module once, and only the folders of api/src/modules', () => {
    const documented = documentedApiModules();
    expect(documented.filter((name, index) => documented.indexOf(name) !== index)).toEqual([]);
    expect([...documented].sort()).toEqual(foldersIn('api/src/modules'));
  });

  it('describes every folder of shared/src in its shared paragraph', () => {
    const paragraph = paragraphStarting('**shared.**');
    const undescribed = foldersIn('shared/src').filter((folder) => !paragraph.includes(`\`${folder}\``));
    expect(undescribed).toEqual([]);
  });
});
