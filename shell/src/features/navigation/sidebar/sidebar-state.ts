import { useCallback, useState } from 'react';

/** The sidebar remembers whether it is open in a cookie named sidebar:state for 7 days. */
export const SIDEBAR_COOKIE = 'sidebar:state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;

/** Sidebar widths, the mobile breakpoint, the shortcut and tooltip delays. */
export const SIDEBAR_LAYOUT = {
  width: '16rem',
  mobileWidth: '18rem',
  iconWidth: '3rem',
  mobileBreakpointPx: 768,
  shortcut: 'mod+b',
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
} as const;

export function readSidebarOpen(cookies: string = globalThis.document?.cookie ?? ''): boolean {
  const entry = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  // Open unless the user closed it.
  return entry?.slice(SIDEBAR_COOKIE.length + 1) !== 'false';
}

export function writeSidebarOpen(isOpen: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${isOpen}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; samesite=lax`;
}

export function useSidebarOpen(): [boolean, () => void] {
  const [isOpen, setIsOpen] = useState(() => readSidebarOpen());
  const toggle = useCallback(() => {
    setIsOpen((value) => {
      writeSidebarOpen(!value);
      return !value;
    });
  }, []);
  return [isOpen, toggle];
}
