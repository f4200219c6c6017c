import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { TPublicProgram } from '@propdesk/shared/contracts';

// Below the fold: this chunk (its texts included) loads as the visitor scrolls towards it, so the first
// screen does not pay for it (the landing's first-load budget).
const MarketingSections = lazy(() => import('./marketing-sections.tsx'));

const LOAD_AHEAD_PX = 600;
/** An anchor of these sections in the address (/#features, /#about) loads them at once. */
const OWN_ANCHORS = ['#features', '#about'];

export function LazyMarketingSections({ programs }: { programs: readonly TPublicProgram[] }) {
  const marker = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(
    () => typeof IntersectionObserver === 'undefined' || OWN_ANCHORS.includes(window.location.hash),
  );
  useEffect(() => {
    const element = marker.current;
    if (isNear || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setIsNear(true),
      {
        rootMargin: `0px 0px ${LOAD_AHEAD_PX}px 0px`,
      },
    );
    observer.observe(element);
    const onHash = () => OWN_ANCHORS.includes(window.location.hash) && setIsNear(true);
    window.addEventListener('hashchange', onHash);
    return () => {
      observer.disconnect();
      window.removeEventListener('hashchange', onHash);
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
