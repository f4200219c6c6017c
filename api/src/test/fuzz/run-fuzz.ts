import { ZApiErrorBody } from '@propdesk/shared/contracts';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { hostileRequest, type TFuzzRequest } from './hostile-request.ts';
import { readOperations } from './openapi-operations.ts';
import { createRandom } from './seeded-random.ts';

/** Who sends a request: a name and the headers that sign them in (fresh ones for each operation). */
export type TFuzzCaller = { name: string; authorization(): Promise<Record<string, string>> };

export type TFuzzFailure = { caller: string; request: TFuzzRequest; status: number; body: string };

export type TFuzzReport = {
  sent: number;
  operations: number;
  statuses: Record<string, number>;
  failures: TFuzzFailure[];
};

/** Why an answer is wrong: a 5xx, or a refusal that is not in the api's one error shape. */
function problemWith(status: number, contentType: string, body: string): boolean {
  if (status >= 500) return true;
  if (status < 400) return false;
  if (!contentType.startsWith('application/json')) return true;
  try {
    return !ZApiErrorBody.safeParse(JSON.parse(body)).success;
  } catch {
    return true;
  }
}

/**
 * Sends `requests` hostile requests through `app.inject`, in rounds over every operation of the app's
 * OpenAPI document (so a new route is covered without a change here) and every caller (signed in afresh
 * each round), generated from `seed` so a run can be replayed.
 */
export async function runFuzz({
  app,
  callers,
  requests,
  seed,
  knownValues,
}: {
  app: FastifyInstance;
  callers: readonly TFuzzCaller[];
  requests: number;
  seed: number;
  knownValues: readonly string[];
}): Promise<TFuzzReport> {
  const { operations, components } = readOperations(app.swagger());
  const context = { random: createRandom(seed), components, knownValues };
  const report: TFuzzReport = { sent: 0, operations: operations.length, statuses: {}, failures: [] };
  // Signing out ends the caller's session: last in each round, so it disarms nothing after it.
  const ordered = [...operations].sort(
    (a, b) => Number(a.path === '/api/auth/sign-out') - Number(b.path === '/api/auth/sign-out'),
  );
  const rounds = Math.max(1, Math.ceil(requests / (operations.length * callers.length)));
  for (let round = 0; round < rounds && report.sent < requests; round += 1) {
    for (const caller of callers) {
      const authorization = await caller.authorization();
      for (const operation of ordered) {
        if (report.sent >= requests) break;
        const request = hostileRequest(operation, context, authorization);
        const response = await app.inject({
          method: request.method as HTTPMethods,
          url: request.url,
          headers: request.headers,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        report.sent += 1;
        const statusClass = `${Math.floor(response.statusCode / 100)}xx`;
        report.statuses[statusClass] = (report.statuses[statusClass] ?? 0) + 1;
        const contentType = String(response.headers['content-type'] ?? '');
        if (problemWith(response.statusCode, contentType, response.body)) {
          report.failures.push({
            caller: caller.name,
            request,
            status: response.statusCode,
            body: response.body.slice(0, 300),
          });
        }
      }
    }
  }
  return report;
}
