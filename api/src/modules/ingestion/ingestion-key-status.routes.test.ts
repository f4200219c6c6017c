import { describe, expect, it } from '@jest/globals';
import { ZIngestionKeyIssued, ZIngestionKeyStatus } from '@propdesk/shared/contracts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useStaffFirm } from '../../test/staff-firm.ts';

describe.each(TEST_DRIVERS)('the ingestion key’s state on the integrations page (%s)', (driver) => {
  const firm = useStaffFirm(driver, `ingestion_key_status_${driver}`, {
    config: { apiBaseUrl: 'https://api.propdesk.example' },
  });
  const statusPath = () => `/organizations/${firm.firm().id}/ingestion-key`;

  it('shows the endpoint and that no secret exists yet, then when one was issued, never the secret', async () => {
    const before = ZIngestionKeyStatus.parse((await firm.inject('owner', 'GET', statusPath())).json());
    expect(before).toMatchObject({
      exists: false,
      createdAt: null,
      endpoint: `https://api.propdesk.example/api/ingest/${firm.firm().slug}`,
      signatureHeader: expect.any(String),
    });

    const issued = await firm.inject('owner', 'POST', `/organizations/${firm.firm().id}/ingestion-key`);
    expect(issued.statusCode).toBe(201);
    const { secret } = ZIngestionKeyIssued.parse(issued.json());

    const after = await firm.inject('manager', 'GET', statusPath());
    expect(after.statusCode).toBe(200);
    expect(ZIngestionKeyStatus.parse(after.json())).toMatchObject({
      exists: true,
      rotatedAt: null,
      lastUsedAt: null,
    });
    expect(after.body).not.toContain(secret);
  });

  it('is read by staff with settings.read only; other firms get nothing', async () => {
    expect((await firm.inject('agent', 'GET', statusPath())).statusCode).toBe(403);
    expect((await firm.inject('trader', 'GET', statusPath())).statusCode).toBe(403);
    expect((await firm.inject('otherOwner', 'GET', statusPath())).statusCode).toBe(404);
    expect((await firm.inject('platformAdmin', 'GET', statusPath())).statusCode).toBe(200);
  });
});
