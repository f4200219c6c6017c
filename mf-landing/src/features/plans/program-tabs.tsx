import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Group, UnstyledButton } from '@propdesk/shared/ui';

type ProgramTabsProps<TValue extends string> = {
  tabs: readonly { value: TValue; label: string }[];
  value: TValue;
  onChange: (value: TValue) => void;
  /** The id prefix tying each tab to its panel. */
  idPrefix: string;
  label: string;
  children: ReactNode;
};

/**
 * The WAI-ARIA tabs pattern (arrow keys, Home, End, roving tab stop) for the landing's funding tabs.
 * Written here rather than taken from Mantine's data facade: that facade brings ScrollArea with it,
 * 28 KB gzip that the landing's first load cannot afford (its budget is 250 KB).
 */
export function ProgramTabs<TValue extends string>({
  tabs,
  value,
  onChange,
  idPrefix,
  label,
  children,
}: ProgramTabsProps<TValue>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (tab === undefined) return;
    onChange(tab.value);
    buttons.current[(index + tabs.length) % tabs.length]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };
  return (
    <>
      <Group
        role="tablist"
        aria-label={label}
        gap={0}
        grow
        style={{ borderBottom: '2px solid var(--mantine-color-default-border)' }}
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.value === value;
          return (
            <UnstyledButton
              key={tab.value}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              role="tab"
              id={`${idPrefix}-tab-${tab.value}`}
              aria-selected={isSelected}
              aria-controls={`${idPrefix}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onChange(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              py="sm"
              px="md"
              ta="center"
              fw={isSelected ? 700 : 500}
              c={isSelected ? 'brand' : 'dimmed'}
              style={{
                marginBottom: -2,
                borderBottom: `2px solid ${isSelected ? 'var(--mantine-primary-color-filled)' : 'transparent'}`,
              }}
            >
              {tab.label}
            </UnstyledButton>
          );
        })}
      </Group>
      <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${value}`} tabIndex={0}>
        {children}
      </div>
    </>
  );
}
