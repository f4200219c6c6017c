import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAs } from '../../fixtures/accounts.ts';
import { buildRelease } from '../../fixtures/releases.ts';
import { startAppServer, stopAppServer } from '../../fixtures/servers.ts';

const ORGANIZATION_PORT = 3004;
const NEXT_GROUP = `
    {
      area: 'organization',
      order: 90,
      title: { en: 'Next release', es: 'Próxima versión', it: 'Prossima versione' },
      items: [
        {
          path: '/organization/live-support',
          icon: 'headset',
          label: { en: 'Live chat', es: 'Chat en vivo', it: 'Chat dal vivo' },
        },
      ],
    },
    {
      area: 'admin',
      order: 90,
      title: { en: 'Next release', es: 'Próxima versión', it: 'Prossima versione' },
      items: [
        {
          path: '/admin/clients',
          icon: 'users',
          label: { en: 'Client list', es: 'Lista de clientes', it: 'Elenco clienti' },
        },
      ],
    },
  ],
} satisfies TRemoteNavigation;`;

async function expectNextRelease(page: Page, path: string, newLink: { name: string; href: string }) {
  await page.goto(path);
  // The changed text, inside a page both areas show.
  await expect(page.getByRole('searchbox', { name: 'Find a client' })).toBeVisible();
  // The new menu entry, in the sidebar the shell builds from what mf-organization declares.
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await expect(sidebar.getByRole('link', { name: newLink.name })).toHaveAttribute('href', newLink.href);
}

test('mf-organization ships a changed page and a new menu entry alone, in the back office and the admin’s Organization View', async ({
  browser,
}) => {
  // Building the release takes a while on a busy machine; serving and checking it does not.
  test.setTimeout(180_000);
  const release = await buildRelease('mf-organization', (source) => {
    source.replace(
      'src/features/clients/i18n/en.ts',
      "search: { label: 'Search clients'",
      "search: { label: 'Find a client'",
    );
    source.replace('src/navigation.ts', '\n  ],\n} satisfies TRemoteNavigation;', NEXT_GROUP);
  });

  // Deployed alone: the shell and mf-admin keep running the builds they were started with.
  await stopAppServer('mf-organization');
  try {
    await startAppServer('mf-organization', ORGANIZATION_PORT, release);

    const owner = await browser.newContext();
    const ownerPage = await owner.newPage();
    await signInAs(ownerPage, DEMO.owner);
    await expectNextRelease(ownerPage, '/organization/clients', {
      name: 'Live chat',
      href: '/organization/live-support',
    });
    await owner.close();

    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await signInAs(adminPage, DEMO.admin);
    await expectNextRelease(adminPage, '/admin/org-clients', { name: 'Client list', href: '/admin/clients' });
    // mf-admin's own menu is still there beside it.
    await expect(adminPage.getByRole('link', { name: 'Organizations' })).toHaveAttribute(
      'href',
      '/admin/organizations',
    );
    await admin.close();
  } finally {
    await stopAppServer('mf-organization');
    await startAppServer('mf-organization', ORGANIZATION_PORT);
  }
});
