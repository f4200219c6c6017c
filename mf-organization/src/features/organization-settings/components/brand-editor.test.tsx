import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TBrandInput, TMyOrganization } from '@propdesk/shared/contracts';
import { sessionStore } from '@propdesk/shared/session';
import { requestsTo } from '@propdesk/shared/testing';
import { renderAsMember, TEST_BRAND, TEST_FIRM_ID } from './render-as-member.tsx';
import { BrandEditor } from './brand-editor.tsx';

const FIRM = TEST_FIRM_ID;
const LOGO_URL = `http://api.test/api/public/organizations/acme/logo/33333333-3333-4333-8333-333333333333`;

const BRAND = TEST_BRAND;

function renderEditor(role: TMyOrganization['role'], sent: TBrandInput[] = []) {
  return renderAsMember(role, <BrandEditor />, {
    [`GET /api/organizations/${FIRM}/brand`]: { body: BRAND },
    [`PUT /api/organizations/${FIRM}/brand`]: async (request) => {
      const input = (await request.json()) as TBrandInput;
      sent.push(input);
      return {
        body: {
          ...BRAND,
          font: input.font,
          theme: {
            ...BRAND.theme,
            primaryColor: input.primaryColor,
            customCss: '[data-organization-content] h1{color:red}',
          },
          customCssRemoved: [{ reason: 'at_rule', css: '@import url(x.css);', line: 1 }],
        },
      };
    },
    [`PUT /api/organizations/${FIRM}/brand/logo`]: () => ({
      body: { ...BRAND, logo: { url: LOGO_URL, contentType: 'image/png' } },
    }),
  });
}

/** Replaces what a field holds, pasted at once (typing key by key through Mantine is slow in jsdom). */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

describe('BrandEditor', () => {
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
    localStorage.clear();
  });

  it('saves colours, font and CSS, and lists what the api removed from the CSS', async () => {
    const user = userEvent.setup();
    const sent: TBrandInput[] = [];
    renderEditor('owner', sent);
    const primary = await screen.findByRole('textbox', { name: 'Primary' });
    await fill(user, primary, '#0f766e');
    await fill(
      user,
      screen.getByRole('textbox', { name: 'Custom CSS' }),
      '@import url(x.css); h1 { color: red }',
    );
    await user.click(screen.getByRole('button', { name: 'Save the brand' }));

    expect(await screen.findByText('Brand saved.')).toBeTruthy();
    expect(sent).toEqual([
      expect.objectContaining({
        primaryColor: '#0f766e',
        font: 'system',
        customCss: '@import url(x.css); h1 { color: red }',
      }),
    ]);
    const removed = screen.getByTestId('brand-css-removed');
    expect(removed.textContent).toContain('@import url(x.css);');
    expect(removed.textContent).toContain('only @media and @supports blocks are kept');
  });

  it('says why a colour is unreadable as it is typed, and sends nothing until it is fixed', async () => {
    const user = userEvent.setup();
    const fetchSpy = renderEditor('admin');
    await fill(user, await screen.findByRole('textbox', { name: 'Text' }), '#f5f5f5');
    expect(
      await screen.findByText(/Text on this background reads at 1\.\d\d:1; at least 4\.5:1 is needed/),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save the brand' }));
    expect(screen.getByRole('alert').textContent).toBe('Some fields need your attention.');
    expect(requestsTo(fetchSpy, 'PUT', `/api/organizations/${FIRM}/brand`)).toHaveLength(0);
  });

  it('previews the draft in the firm’s colours before anything is saved', async () => {
    const user = userEvent.setup();
    renderEditor('owner');
    await fill(user, await screen.findByRole('textbox', { name: 'Background' }), '#fdf4ff');
    await waitFor(() =>
      expect(screen.getByTestId('brand-preview').style.getPropertyValue('--pd-color-body')).toBe('#fdf4ff'),
    );
  });

  it('uploads a logo at once, refusing a file over 512 KB before sending it', async () => {
    const user = userEvent.setup();
    const fetchSpy = renderEditor('owner');
    const upload = await screen.findByRole('button', { name: 'Upload a logo' });
    const input =
      upload.parentElement?.querySelector('input[type="file"]') ??
      document.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('the file input is missing');

    await user.upload(input, new File([new Uint8Array(600 * 1024)], 'big.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This file is larger than 512 KB.');
    expect(requestsTo(fetchSpy, 'PUT', `/api/organizations/${FIRM}/brand/logo`)).toHaveLength(0);

    await user.upload(input, new File([new Uint8Array(1024)], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('Logo uploaded.')).toBeTruthy();
    expect(screen.getByTestId('brand-logo').getAttribute('src')).toBe(LOGO_URL);
    const [request] = requestsTo(fetchSpy, 'PUT', `/api/organizations/${FIRM}/brand/logo`);
    expect(request?.headers.get('content-type')).toBe('application/octet-stream');
  });

  it('shows a manager the brand read-only, with nothing to save or upload', async () => {
    renderEditor('manager');
    expect(await screen.findByTestId('brand-read-only')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save the brand' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload a logo' })).toBeNull();
  });
});
