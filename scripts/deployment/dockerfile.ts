import path from 'node:path';
import { readRepoFile } from './repo-file.ts';

/** The Dockerfiles as the tests read them: stages of instructions, and what the server image needs. */

export interface DockerInstruction {
  keyword: string;
  args: string;
}

export function parseDockerfile(text: string): DockerInstruction[][] {
  const instructions = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
  const stages: DockerInstruction[][] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') stages.push([]);
    const stage = stages.at(-1);
    if (!stage) throw new Error(`Dockerfile starts with ${instruction.keyword} instead of FROM`);
    stage.push(instruction);
  }
  return stages;
}

export const API_DOCKERFILE = 'api/Dockerfile';
/** One Dockerfile builds every front-end app; the APP build argument picks which. */
export const FRONTEND_DOCKERFILE = 'frontend.Dockerfile';
export const DOCKERFILES = [API_DOCKERFILE, FRONTEND_DOCKERFILE];

export function runtimeStage(dockerfile: string): DockerInstruction[] {
  const stages = parseDockerfile(readRepoFile(dockerfile));
  return stages.at(-1) ?? [];
}

export function argsOf(stage: DockerInstruction[], keyword: string): string[] {
  return stage.filter((instruction) => instruction.keyword === keyword).map(({ args }) => args);
}

/** The /app paths a stage copies from the build stage. */
export function copiedFromBuild(stage: DockerInstruction[]): string[] {
  return argsOf(stage, 'COPY')
    .filter((args) => args.startsWith('--from=build '))
    .map((args) => args.split(/\s+/)[1] ?? '')
    .filter((source) => source.startsWith('/app/'))
    .map((source) => source.slice('/app/'.length).replace(/\/$/, ''));
}

/** The modules a file imports at run time (type-only imports are erased by Node's type stripping). */
export function runtimeImports(file: string): string[] {
  const source = readRepoFile(file);
  return [...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)].map(
    ([, specifier = '']) => specifier,
  );
}

/** Every repository file and npm package a script loads, following its relative imports. */
export function importClosure(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith('.')) visit(path.posix.join(path.posix.dirname(file), specifier));
      else if (!specifier.startsWith('node:')) {
        const parts = specifier.split('/');
        packages.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier));
      }
    }
  };
  visit(entry);
  return { files: [...files].sort(), packages: [...packages].sort() };
}
