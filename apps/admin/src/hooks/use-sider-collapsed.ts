import { useCallback, useState } from 'react';

const STORAGE_KEY = 'admin.siderCollapsed';
/** Below this width ProLayout shows the menu in a drawer: its open/closed is not a preference. */
const DRAWER_BELOW = 768;
/** Without a stored choice, a medium screen starts collapsed (ProLayout's own default). */
const NARROW_BELOW = 992;

function initial(): boolean {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored !== null) return stored === 'true';
  } catch {
    // Storage refused: fall through to the screen's default.
  }
  return window.innerWidth < NARROW_BELOW;
}

/**
 * The side menu's collapsed state (product-spec §3, `collapsed`), kept across reloads. Pair it
 * with ProLayout's `breakpoint={false}`: the Sider's breakpoint would otherwise report "expanded"
 * on every load and overwrite the stored choice.
 */
export function useSiderCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(initial);
  const change = useCallback((next: boolean) => {
    setCollapsed(next);
    if (window.innerWidth < DRAWER_BELOW) return;
    try {
      localStorage.setItem(STORAGE_KEY, String(next));
    } catch {
      // Storage refused (private mode, quota): the choice lasts for this visit only.
    }
  }, []);
  return [collapsed, change];
}
