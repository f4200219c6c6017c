import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { machineToolsForTests, missingToolsMessage } from './machine-tools.ts';

describe('the tools npm test needs from the machine', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'machine-tools-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  function provide(name: string): string {
    const file = path.join(folder, name);
    writeFileSync(file, '#!/bin/sh\n');
    chmodSync(file, 0o755);
    return file;
  }

  it('names every missing program and one install command for their packages', () => {
    const tools = machineToolsForTests({ CHROMIUM_PATH: path.join(folder, 'no-chromium') });
    const message = missingToolsMessage(tools, folder);
    expect(message).toContain('pdftoppm (the certificate tests)');
    expect(message).toContain('pdftotext (the certificate tests)');
    expect(message).toContain('(the end-to-end tests)');
    expect(message).toContain('apt-get install -y poppler-utils chromium');
  });

  it('finds programs on the search path and the browser at its configured path', () => {
    for (const name of ['pdftoppm', 'pdftotext', 'pdffonts']) provide(name);
    const chromium = provide('chromium');
    const tools = machineToolsForTests({ CHROMIUM_PATH: chromium });
    expect(missingToolsMessage(tools, `/nowhere${path.delimiter}${folder}`)).toBeNull();
  });

  it('does not take a file that cannot be run', () => {
    const file = path.join(folder, 'not-runnable');
    writeFileSync(file, '');
    const message = missingToolsMessage(machineToolsForTests({ CHROMIUM_PATH: file }), folder);
    expect(message).toContain(`${file} (the end-to-end tests)`);
  });
});
