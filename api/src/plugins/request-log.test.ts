import { describe, expect, it } from '@jest/globals';
import { createLogCollector } from '../test/log-collector.ts';
import { useTestApp } from '../test/use-test-app.ts';

describe('access lines', () => {
  const logs = createLogCollector();
  const handle = useTestApp('sqlite', 'access_lines', {
    config: { logLevel: 'info' },
    logDestination: logs.destination,
  });

  it('writes one line per answered request: method, masked path, client, status and duration, no headers', async () => {
    const response = await handle.app().inject({
      method: 'GET',
      url: '/api/livez?token=secret-value&lang=it',
      headers: { 'user-agent': 'access-line-test', authorization: 'Bearer not-logged' },
    });
    expect(response.statusCode).toBe(200);

    const lines = logs.records().filter((record) => record['reqId'] === response.headers['x-request-id']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/livez?token=%5BREDACTED%5D&lang=it', userAgent: 'access-line-test' },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0]?.['responseTime']).toBe('number');
    expect(logs.text()).not.toContain('not-logged');
    expect(JSON.stringify(lines[0])).not.toContain('headers');
  });
});
