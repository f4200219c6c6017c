/**
 * What other modules may use of clients: they import it from here, never from its other files
 * (docs: Architecture › api).
 */
export { readClientPage } from './client-rows.ts';
export { clientScopeSql } from './client-scope.ts';
