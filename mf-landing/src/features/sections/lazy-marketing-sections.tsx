import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { TPublicProgram } from '@propdesk/shared/contracts';

// Below the fold: this chunk (its texts included) loads as the visitor scrolls towards it, so the first
// screen does not pay for it (the landing's first-load budget).
const MarketingSections = lazy(() => import('./marketing-sections.tsx'));

const LOAD_AHEAD_PX = 600;
/** An anchor of these sections in the address (/#features, /#about) loads them at once. */
const OWN_ANCHORS = ['#features', '#about'];

/**
 * Near, or already scrolled past: a jump straight to the footer (the End key, a footer link) lands below
 * the marker without it ever crossing the viewport, which an IntersectionObserver would never report.
 */
function isNearOrPassed(element: HTMLElement): boolean {
  return element.getBoundingClientRect().top < window.innerHeight + LOAD_AHEAD_PX;
}

export function LazyMarketingSections({ programs }: { programs: readonly TPublicProgram[] }) {
  const marker = useRef<HTMLDivElement>(null);
  // Drawn on the server as the browser first draws it: without the sections, which come when near.
  const [isNear, setIsNear] = useState(
    () => typeof window !== 'undefined' && OWN_ANCHORS.includes(window.location.hash),
  );
  useEffect(() => {
    const element = marker.current;
    if (isNear || element === null) return;
    const check = () => {
      if (OWN_ANCHORS.includes(window.location.hash) || isNearOrPassed(element)) setIsNear(true);
    };
    // Where the marker is on arrival, from an observer: measured with the page's own layout instead of
    // forcing one inside the landing's first render (a long task on a phone).
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            ([entry]) => {
              if (entry !== undefined && entry.boundingClientRect.top < window.innerHeight + LOAD_AHEAD_PX) {
                setIsNear(true);
              }
            },
            { rootMargin: `0px 0px ${LOAD_AHEAD_PX}px 0px` },
          );
    if (observer === null) check();
    else observer.observe(element);
    // Scrolling, after the first layout, asks the page itself: a jump past the marker crosses no threshold.
    const events = ['scroll', 'resize', 'hashchange'] as const;
    for (const event of events) window.addEventListener(event, check, { passive: true });
    return () => {
      observer?.disconnect();
      for (const event of events) window.removeEventListener(event, check);
    };
  }, [isNear]);
  // The marker keeps the anchors' targets present before the chunk arrives.
  const placeholder = (
    <div ref={marker}>
      <div id="features" />
      <div id="about" />
    </div>
  );
  if (!isNear) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MarketingSections programs={programs} />
    </Suspense>
  );
}
