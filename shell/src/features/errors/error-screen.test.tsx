import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../testing/render-shell.tsx';
import { buildReportMailto, createErrorId, ERROR_RECORD_PREFIX } from './error-record.ts';
import { ErrorScreen } from './error-screen.tsx';

describe('ErrorScreen', () => {
  beforeEach(() => localStorage.clear());

  it('shows the error texts and an Error ID that is stored locally as error_{id}', () => {
    renderShell(<ErrorScreen error={new Error('boom')} onReset={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText('We apologize for the inconvenience. An unexpected error has occurred.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('If this problem persists, please contact our support team with the Error ID above.'),
    ).toBeInTheDocument();
    const id = screen.getByTestId('error-id').textContent ?? '';
    const stored = JSON.parse(localStorage.getItem(`${ERROR_RECORD_PREFIX}${id}`) ?? 'null') as {
      message: string;
    } | null;
    expect(stored?.message).toBe('boom');
  });

  it('Try Again resets, Go Home links home, Report Issue drafts a mail with the id', async () => {
    const onReset = jest.fn();
    renderShell(<ErrorScreen error={new Error('boom')} onReset={onReset} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onReset).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    const id = screen.getByTestId('error-id').textContent ?? '';
    const report = screen.getByRole('link', { name: 'Report Issue' }).getAttribute('href') ?? '';
    expect(report.startsWith('mailto:support@firm.test?subject=')).toBe(true);
    expect(decodeURIComponent(report)).toContain(id);
  });

  it('shows the technical details only on request', async () => {
    renderShell(<ErrorScreen error={new Error('secret stack line')} onReset={() => undefined} />);
    const toggle = screen.getByRole('button', { name: 'Show technical details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide technical details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText(/secret stack line/)).toBeVisible();
  });
});

describe('error records', () => {
  it('builds short, distinct ids', () => {
    expect(createErrorId(0, () => 0)).toBe('0-0000');
    expect(createErrorId(1_700_000_000_000, () => 0.5)).not.toBe(
      createErrorId(1_700_000_000_000, () => 0.25),
    );
  });

  it('encodes the mail draft', () => {
    expect(buildReportMailto('help@x.test', 'Error A&B', 'line 1\nline 2')).toBe(
      'mailto:help@x.test?subject=Error%20A%26B&body=line%201%0Aline%202',
    );
  });
});
