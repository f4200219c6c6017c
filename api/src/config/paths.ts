import { fileURLToPath } from 'node:url';
import path from 'node:path';

/**
 * The monorepo root, derived from this file's location rather than the working directory, so
 * `node api/src/server.ts` and `npm run db:migrate -w api` (which runs inside api/) use the same file.
 */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const DEFAULT_SQLITE_PATH = path.join(REPO_ROOT, 'data', 'propdesk.sqlite');

/**
 * Identity documents by default: a `documents` folder beside the SQLite file (the api's data folder),
 * which nothing serves over the web. An in-memory database has no folder, so the repository's data folder.
 */
export function defaultDocumentsDirectory(sqlitePath: string): string {
  const dataFolder = sqlitePath === ':memory:' ? path.dirname(DEFAULT_SQLITE_PATH) : path.dirname(sqlitePath);
  return path.join(dataFolder, 'documents');
}
