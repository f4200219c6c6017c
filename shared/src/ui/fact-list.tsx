import type { ReactNode } from 'react';
import { type MantineSize, type SimpleGridProps, SimpleGrid, Stack, Text } from '@mantine/core';

export type TFact = { label: string; value: ReactNode };

/**
 * Labelled figures (a plan's terms, an order's details, a breach's numbers) as a description list, label
 * above value, in a grid that takes `cols` columns per breakpoint; `valueSize` for denser panels.
 */
export function FactList({
  facts,
  cols,
  valueSize,
}: {
  facts: readonly TFact[];
  cols: SimpleGridProps['cols'];
  valueSize?: MantineSize;
}) {
  return (
    <SimpleGrid cols={cols} spacing="sm" component="dl" m={0}>
      {facts.map((fact) => (
        <Stack key={fact.label} gap={2}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {fact.label}
          </Text>
          <Text component="dd" m={0} fw={600} size={valueSize}>
            {fact.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
