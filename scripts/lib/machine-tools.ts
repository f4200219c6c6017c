import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/** A program `npm test` runs that npm does not install, and the Debian package that brings it. */
type TMachineTool = { program: string; neededFor: string; debianPackage: string };

export function machineToolsForTests(env: NodeJS.ProcessEnv): TMachineTool[] {
  return [
    { program: 'pdftoppm', neededFor: 'the certificate tests', debianPackage: 'poppler-utils' },
    { program: 'pdftotext', neededFor: 'the certificate tests', debianPackage: 'poppler-utils' },
    { program: 'pdffonts', neededFor: 'the certificate tests', debianPackage: 'poppler-utils' },
    {
      program: env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      neededFor: 'the end-to-end tests',
      debianPackage: 'chromium',
    },
  ];
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Whether `program` (a path, or a name looked up on PATH) can be run. */
export function canRun(program: string, searchPath: string): boolean {
  if (program.includes('/')) return isExecutable(program);
  return searchPath
    .split(path.delimiter)
    .some((folder) => folder !== '' && isExecutable(path.join(folder, program)));
}

/**
 * Names every missing tool at once, with the command that installs them, instead of letting the run
 * fail on them one test file at a time many minutes in.
 */
export function missingToolsMessage(tools: readonly TMachineTool[], searchPath: string): string | null {
  const missing = tools.filter((tool) => !canRun(tool.program, searchPath));
  if (missing.length === 0) return null;
  const packages = [...new Set(missing.map((tool) => tool.debianPackage))];
  const lines = missing.map((tool) => `  ${tool.program} (${tool.neededFor})`);
  return [
    'npm test needs programs this machine lacks:',
    ...lines,
    `Install them with: apt-get install -y ${packages.join(' ')}`,
  ].join('\n');
}
