import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/index.ts';
import { useForm } from '@mantine/form';
import { NewPasswordFields, newPasswordRules, type NewPasswordFieldNames } from './index.ts';

const MESSAGES = { length: 'Use 12 to 128 characters', mismatch: 'Passwords do not match' };

function PasswordForm({
  onSave,
  onMismatch,
  fields,
  mode = 'controlled',
}: {
  onSave: (password: string) => void;
  onMismatch?: () => void;
  fields?: NewPasswordFieldNames;
  mode?: 'controlled' | 'uncontrolled';
}) {
  const names = fields ?? { password: 'password', confirmation: 'confirmPassword' };
  const form = useForm<Record<string, string>>({
    mode,
    initialValues: { [names.password]: '', [names.confirmation]: '' },
    validate: newPasswordRules(MESSAGES, names),
  });
  return (
    <form onSubmit={form.onSubmit((values) => onSave(values[names.password] ?? ''))} noValidate>
      <NewPasswordFields
        form={form}
        {...(fields ? { fields } : {})}
        passwordLabel="New password"
        passwordHint="At least 12 characters."
        confirmationLabel="Confirm new password"
        {...(onMismatch ? { mismatchOnBlur: { message: MESSAGES.mismatch, onMismatch } } : {})}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('NewPasswordFields', () => {
  it('shows both fields with the policy hint, and saves a password typed twice', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    renderWithProviders(<PasswordForm onSave={onSave} />);
    expect(screen.getByText('At least 12 characters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), 'quiet lantern harbour');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'quiet lantern harbour');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('quiet lantern harbour');
  });

  it('refuses a short password and a confirmation that differs', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    renderWithProviders(<PasswordForm onSave={onSave} />);
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Use 12 to 128 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('checks the confirmation when it loses focus only when asked to', async () => {
    const user = userEvent.setup();
    const onMismatch = jest.fn();
    const first = renderWithProviders(<PasswordForm onSave={jest.fn()} />);
    await user.type(screen.getByLabelText(/^New password/), 'quiet lantern harbour');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'quiet lantern');
    await user.tab();
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    first.unmount();

    renderWithProviders(<PasswordForm onSave={jest.fn()} onMismatch={onMismatch} />);
    await user.type(screen.getByLabelText(/^New password/), 'quiet lantern harbour');
    await user.click(screen.getByLabelText(/^Confirm new password/));
    await user.tab();
    expect(onMismatch).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Confirm new password/), 'quiet lantern');
    await user.tab();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(onMismatch).toHaveBeenCalledTimes(1);
  });

  it('works with other field names in an uncontrolled form (a password change)', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    renderWithProviders(
      <PasswordForm
        onSave={onSave}
        mode="uncontrolled"
        fields={{ password: 'newPassword', confirmation: 'confirmPassword' }}
      />,
    );
    await user.type(screen.getByLabelText(/^New password/), 'quiet lantern harbour');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'quiet lantern harbour');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('quiet lantern harbour');
  });
});
