import type { TWhiteLabelRequestRecord } from '@propdesk/shared/contracts';
import { Anchor, Stack, Text } from '@mantine/core';

/** Who wrote in, with their email and phone as links a click away from a message or a call. */
export function RequestContact({ request }: { request: TWhiteLabelRequestRecord }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{request.contactName}</Text>
      <Anchor href={`mailto:${request.email}`} size="sm">
        {request.email}
      </Anchor>
      {request.phone ? (
        <Anchor href={`tel:${request.phone.replace(/[^\d+]/g, '')}`} size="sm" c="dimmed">
          {request.phone}
        </Anchor>
      ) : null}
    </Stack>
  );
}
