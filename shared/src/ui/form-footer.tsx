import { Alert, Button, Group, Text } from '@mantine/core';

/**
 * The end of a form that saves: why the last save failed (if it did), "saved" once it succeeded, and the
 * submit button, busy while the save runs. Nothing to submit for a reader who may not change the form.
 */
export function FormFooter({
  failure,
  isSaved,
  savedLabel,
  submitLabel,
  isSubmitting,
  canSubmit,
}: {
  failure: string | null;
  isSaved: boolean;
  savedLabel: string;
  submitLabel: string;
  isSubmitting: boolean;
  canSubmit: boolean;
}) {
  return (
    <>
      {failure === null ? null : (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {canSubmit ? (
        <Group justify="flex-end" gap="md">
          {isSaved ? (
            <Text size="sm" c="teal" role="status">
              {savedLabel}
            </Text>
          ) : null}
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      ) : null}
    </>
  );
}
