import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TWhiteLabelRequestRecord } from '@propdesk/shared/contracts';
import { ApiProvider } from '@propdesk/shared/session';
import { renderWithProviders, stubFetch } from '@propdesk/shared/testing';
import { RequestDetailsDrawer } from './request-details-drawer.tsx';

const REQUEST: TWhiteLabelRequestRecord = {
  id: '3f0c3a52-8d59-4c1e-9c1b-0b1a4c2d5e6f',
  companyName: 'Nova Capital Ltd',
  contactName: 'Nina Nova',
  email: 'nina@nova.example',
  phone: '+39 06 1234 5678',
  website: 'https://nova.example',
  expectedTraders: '1000_10000',
  message: 'First line.\nSecond line.',
  status: 'contacted',
  note: 'Called on Monday, wants a demo.',
  handledAt: '2026-11-22T10:00:00.000Z',
  handledBy: 'platform.admin@propdesk.test',
  createdAt: '2026-11-20T09:30:00.000Z',
  organization: null,
};

function renderDrawer(request: TWhiteLabelRequestRecord | null, onClose = jest.fn()) {
  renderWithProviders(
    <ApiProvider apiBaseUrl="http://api.test">
      <RequestDetailsDrawer request={request} opened onClose={onClose} />
    </ApiProvider>,
  );
  return onClose;
}

describe('RequestDetailsDrawer', () => {
  it('shows everything the firm sent, the internal note and who handled it last', () => {
    renderDrawer(REQUEST);
    const dialog = screen.getByRole('dialog', { name: 'Details of Nova Capital Ltd' });
    const details = within(dialog).getByTestId('request-details');
    expect(within(details).getByText('Contacted')).toBeInTheDocument();
    expect(within(details).getByText(/by platform\.admin@propdesk\.test$/)).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'nina@nova.example' })).toHaveAttribute(
      'href',
      'mailto:nina@nova.example',
    );
    expect(within(details).getByRole('link', { name: '+39 06 1234 5678' })).toHaveAttribute(
      'href',
      'tel:+390612345678',
    );
    expect(within(details).getByRole('link', { name: 'nova.example' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    expect(within(details).getByText('1,000 – 10,000')).toBeInTheDocument();
    expect(within(details).getByText(/First line\.\s+Second line\./)).toBeInTheDocument();
    expect(within(details).getByText('Called on Monday, wants a demo.')).toBeInTheDocument();
  });

  it('says what is missing: no message, no note, no website, nobody has handled it yet', () => {
    renderDrawer({
      ...REQUEST,
      status: 'new',
      website: null,
      message: null,
      note: null,
      handledAt: null,
      handledBy: null,
    });
    const details = screen.getByTestId('request-details');
    expect(within(details).getByText('Not handled yet')).toBeInTheDocument();
    expect(within(details).getByText('No message')).toBeInTheDocument();
    expect(within(details).getByText('No note yet')).toBeInTheDocument();
    expect(within(details).getByText('—')).toBeInTheDocument();
  });

  it('says when it was last changed once the staff member’s account is gone', () => {
    renderDrawer({ ...REQUEST, handledBy: null });
    expect(screen.getByText(/^Last changed on /)).not.toHaveTextContent(' by ');
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    const onClose = renderDrawer(REQUEST);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('stays shut without a request', () => {
    renderDrawer(null);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('provisions the firm’s organization from the request, proposing a slug from the company’s name', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    stubFetch({
      [`POST /api/white-label-requests/${REQUEST.id}/provision`]: async (request) => {
        sent.push(await request.json());
        return { status: 409, body: { error: { code: 'CONFLICT', message: 'taken' }, requestId: 'r' } };
      },
    });
    renderDrawer(REQUEST);
    const details = screen.getByTestId('request-details');
    expect(within(details).getByText(/invites nina@nova\.example as its owner/)).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Provision the organization' }));
    expect(within(details).getByRole('textbox', { name: /Slug/ })).toHaveValue('nova-capital-ltd');
    await user.click(within(details).getByRole('button', { name: 'Create and invite the owner' }));
    expect(await within(details).findByRole('alert')).toHaveTextContent(/That slug is taken/);
    expect(sent).toEqual([{ name: 'Nova Capital Ltd', slug: 'nova-capital-ltd' }]);
  });

  it('shows the organization once provisioned', () => {
    renderDrawer({
      ...REQUEST,
      organization: { id: 'o-1', slug: 'nova-capital', name: 'Nova Capital', status: 'pending' },
    });
    const organization = screen.getByTestId('request-organization');
    expect(within(organization).getByText('Nova Capital')).toBeInTheDocument();
    expect(within(organization).getByText('/client/nova-capital')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Provision the organization' })).toBeNull();
  });
});
