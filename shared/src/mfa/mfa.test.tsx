import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../testing/render-with-providers.tsx';
import { OneTimeCodeInput, RecoveryCodesPanel, TotpEnrolmentDetails, normalizeOneTimeCode } from './index.ts';

/** jsdom's Blob has no text(); FileReader reads it. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

function CodeField({ kind }: { kind: 'code' | 'recovery' }) {
  const [value, setValue] = useState('');
  return <OneTimeCodeInput kind={kind} value={value} onChange={setValue} />;
}

describe('two-factor pieces', () => {
  it('take a code only in the shape the api accepts', () => {
    expect(normalizeOneTimeCode('code', ' 123 456 ')).toBe('123456');
    expect(normalizeOneTimeCode('code', '12345')).toBeNull();
    expect(normalizeOneTimeCode('recovery', 'abcde-23456')).toBe('ABCDE-23456');
    expect(normalizeOneTimeCode('recovery', 'abcde23456')).toBe('ABCDE23456');
    expect(normalizeOneTimeCode('recovery', 'ABCDE-1')).toBeNull();
  });

  it('ask for the authenticator’s code with the phone’s number pad and one-time-code autofill', async () => {
    renderWithProviders(<CodeField kind="code" />);
    const field = screen.getByRole('textbox', { name: 'Authentication code' });
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(field, '1234567');
    expect(field).toHaveValue('123456');
  });

  it('ask for a recovery code as typed text', () => {
    renderWithProviders(<CodeField kind="recovery" />);
    expect(screen.getByRole('textbox', { name: 'Recovery code' })).toHaveAttribute('inputmode', 'text');
  });

  it('show the QR code named after the product and the key in groups of four', () => {
    renderWithProviders(
      <TotpEnrolmentDetails
        enrolment={{
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/PropDesk:tess%40firm.test?secret=JBSWY3DPEHPK3PXP&issuer=PropDesk',
          qrCodeDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
        }}
      />,
    );
    expect(
      screen.getByRole('img', { name: 'QR code to add PropDesk to your authenticator app' }),
    ).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
  });

  it('show the recovery codes once, offer them as a file and wait for the person to confirm', async () => {
    const onDone = jest.fn();
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:codes');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(
      <RecoveryCodesPanel codes={['ABCDE-23456', 'FGHJK-78923']} email="tess@firm.test" onDone={onDone} />,
    );
    expect(screen.getByText('ABCDE-23456')).toBeInTheDocument();
    expect(screen.getByText('FGHJK-78923')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Download codes' }));
    expect(click).toHaveBeenCalledTimes(1);
    const file = await readText(createObjectURL.mock.calls[0]![0]);
    expect(file).toContain('Recovery codes for tess@firm.test');
    expect(file).toContain('ABCDE-23456\nFGHJK-78923');

    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
