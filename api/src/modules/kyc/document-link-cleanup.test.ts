import { describe, expect, it } from '@jest/globals';
import { KYC_DOCUMENT_LINK_TTL_MS } from '@propdesk/shared/contracts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { purgeSpentDocumentLinkUses } from './document-link-cleanup.ts';
import { DocumentLinkUse } from './document-link-use.entity.ts';

describe.each(TEST_DRIVERS)('document link cleanup (%s)', (driver) => {
  const handle = useTestApp(driver, 'document_link_cleanup');

  it('forgets the opened links that have expired, and keeps those that could still open', async () => {
    const em = handle.database().orm.em.fork();
    const now = new Date();
    em.create(DocumentLinkUse, { createdAt: new Date(now.getTime() - KYC_DOCUMENT_LINK_TTL_MS - 1000) });
    const recentLinkUse = em.create(DocumentLinkUse, { createdAt: new Date(now.getTime() - 60_000) });
    await em.flush();

    expect(await purgeSpentDocumentLinkUses({ em: handle.database().orm.em.fork(), now })).toBe(1);

    const check = handle.database().orm.em.fork();
    expect((await check.find(DocumentLinkUse, {})).map((kept) => kept.id)).toEqual([recentLinkUse.id]);
    expect(await purgeSpentDocumentLinkUses({ em: check, now })).toBe(0);
  });
});
