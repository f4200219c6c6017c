import { useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import classes from './program-tabs.module.css';

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
 * Written here rather than taken from Mantine's Tabs: the landing's first load has no Mantine
 * (docs/adr/0010-whole-mantine-for-portal-remotes.md).
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
      <div
        role="tablist"
        aria-label={label}
        className={classes.list}
        style={{ '--tab-count': tabs.length } as CSSProperties}
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.value === value;
          return (
            <button
              key={tab.value}
              type="button"
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
              className={isSelected ? `${classes.tab} ${classes.selected}` : classes.tab}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${value}`} tabIndex={0}>
        {children}
      </div>
    </>
  );
}
