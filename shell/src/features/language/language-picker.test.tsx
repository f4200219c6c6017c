import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_STORAGE_KEY, setLanguage } from '@propdesk/shared/i18n';
import { renderWithProviders } from '@propdesk/shared/testing';
import { LanguagePicker } from './language-picker.tsx';

describe('LanguagePicker', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('shows the current language and offers every language by its own name', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguagePicker />);
    const picker = screen.getByRole('button', { name: 'Language' });
    expect(picker).toHaveTextContent('EN');
    await user.click(picker);
    expect(screen.getByRole('menuitem', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('menuitem', { name: 'Español' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Italiano' })).toBeInTheDocument();
  });

  it('switches the page to the chosen language and remembers it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguagePicker />);
    await user.click(screen.getByRole('button', { name: 'Language' }));
    await user.click(screen.getByRole('menuitem', { name: 'Italiano' }));
    expect(await screen.findByRole('button', { name: 'Lingua' })).toHaveTextContent('IT');
    expect(document.documentElement.lang).toBe('it');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('it');
  });
});
