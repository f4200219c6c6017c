import { useState } from 'react';

/**
 * Tabs whose panels mount when first shown and then stay mounted, hidden, while another is shown (use
 * with `<Tabs value={value} onChange={choose} keepMounted>` and render a panel's content only once
 * `hasVisited(tab)`): switching tabs loses no unsaved edit, and a tab never opened loads nothing.
 */
export function useVisitedTabs<TTab extends string>(
  tabs: readonly TTab[],
  first: TTab,
): { value: TTab; choose: (next: string | null) => void; hasVisited: (tab: TTab) => boolean } {
  const [value, setValue] = useState<TTab>(first);
  const [visited, setVisited] = useState<ReadonlySet<TTab>>(() => new Set([first]));
  const choose = (next: string | null) => {
    const chosen = tabs.find((tab) => tab === next);
    if (chosen === undefined) return;
    setValue(chosen);
    setVisited((current) => (current.has(chosen) ? current : new Set([...current, chosen])));
  };
  return { value, choose, hasVisited: (tab) => visited.has(tab) };
}
