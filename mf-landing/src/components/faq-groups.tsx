import { useState } from 'react';
import { Stack, Text, Title, UnstyledButton } from '@propdesk/shared/ui';
import { fillPlaceholders, type TPlaceholderValues } from '../lib/placeholders.ts';

/** A question and answer of an FAQ; the same placeholders as legal texts. */
export type TFaqItem = { question: string; answer: string };
export type TFaqGroup = { heading: string; items: readonly TFaqItem[] };

/** One question: a button that shows or hides its answer (keyboard and screen-reader friendly). */
function FaqItem({ id, question, answer }: { id: string; question: string; answer: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Title order={3} size="h5" m={0}>
        <UnstyledButton
          w="100%"
          py="sm"
          aria-expanded={isOpen}
          aria-controls={`${id}-answer`}
          id={`${id}-question`}
          onClick={() => setIsOpen((open) => !open)}
          style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}
        >
          <span>{question}</span>
          <span aria-hidden="true">{isOpen ? '−' : '+'}</span>
        </UnstyledButton>
      </Title>
      <div id={`${id}-answer`} role="region" aria-labelledby={`${id}-question`} hidden={!isOpen}>
        <Text pb="sm">{answer}</Text>
      </div>
    </div>
  );
}

export function FaqGroups({ groups, values }: { groups: readonly TFaqGroup[]; values: TPlaceholderValues }) {
  const fill = (text: string) => fillPlaceholders(text, values);
  return (
    <Stack gap="xl">
      {groups.map((group, groupIndex) => (
        <Stack key={group.heading} gap={0} component="section">
          <Title order={2} size="h3" mb="xs">
            {fill(group.heading)}
          </Title>
          {group.items.map((item, itemIndex) => (
            <FaqItem
              key={item.question}
              id={`faq-${groupIndex}-${itemIndex}`}
              question={fill(item.question)}
              answer={fill(item.answer)}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
