import { useEffect, useState } from 'react';

/** Below this many pixels the header always shows (Ant Design Pro's threshold). */
const SHOW_ABOVE = 300;

/**
 * "Hide header when scrolling" (product-spec §2's settings drawer): scrolling down past the top
 * hides the fixed header, scrolling up brings it back, as Ant Design Pro's header did.
 */
export function useHeaderHiddenOnScroll(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let last = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const top = window.scrollY;
        setHidden(top > SHOW_ABOVE && top > last);
        last = top;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [enabled]);
  return hidden;
}
