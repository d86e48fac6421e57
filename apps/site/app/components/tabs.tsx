import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';

export interface Tab {
  /** The panel's id and the tab's URL fragment (`#downloads`): unique on the page. */
  key: string;
  label: string;
  content: ReactNode;
}

/**
 * WAI-ARIA tabs whose tabs are links to their panels' fragments, so `…#downloads` opens that
 * tab and a tab's address can be shared. Until a script has chosen the tab (and without
 * scripts at all) the stylesheet shows the panel the fragment targets, else the first one; every
 * panel is in the server HTML, and printing shows them all.
 */
export function Tabs({ tabs, label }: { tabs: Tab[]; label: string }) {
  /** `null` until hydrated: then the CSS `:target` rules decide, as they do without scripts. */
  const [active, setActive] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const keys = tabs.map((tab) => tab.key);
  const keyList = keys.join(' ');

  useEffect(() => {
    const known = keyList.split(' ');
    const fromHash = () => {
      const key = decodeURIComponent(window.location.hash.slice(1));
      return known.includes(key) ? key : undefined;
    };
    setActive(fromHash() ?? known[0] ?? null);
    // Another link to a tab's fragment (or an edited address) selects that tab; its panel was
    // hidden when the browser tried to scroll to it, so scroll once it shows.
    const onHashChange = () => {
      const key = fromHash();
      if (!key) return;
      setActive(key);
      requestAnimationFrame(() => document.getElementById(key)?.scrollIntoView({ block: 'start' }));
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [keyList]);

  const selected = active ?? keys[0];

  function select(key: string) {
    setActive(key);
    // Replace, not push: the back button leaves the page rather than stepping through its tabs.
    // The router's own state is kept; a hash-only change needs no loader or scroll of its.
    window.history.replaceState(window.history.state, '', `#${encodeURIComponent(key)}`);
  }

  function onClick(event: MouseEvent<HTMLAnchorElement>, key: string) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    select(key);
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    // Right to left, the next tab is the one on the left.
    const step = getComputedStyle(event.currentTarget).direction === 'rtl' ? -1 : 1;
    const moves: Record<string, number> = {
      ArrowRight: index + step,
      ArrowLeft: index - step,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + tabs.length) % tabs.length;
    const key = keys[next];
    if (key) select(key);
    listRef.current?.querySelectorAll<HTMLAnchorElement>('[role="tab"]')[next]?.focus();
  }

  return (
    <div className="tabs" data-ready={active ? '' : undefined}>
      <div className="tab-list" role="tablist" aria-label={label} ref={listRef}>
        {tabs.map((tab, index) => (
          <a
            key={tab.key}
            href={`#${tab.key}`}
            role="tab"
            id={`tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={tab.key}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={(event) => onClick(event, tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </a>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={tab.key}
          aria-labelledby={`tab-${tab.key}`}
          hidden={active ? tab.key !== active : undefined}
          className="tab-panel"
        >
          <h2 className="tab-panel-title">{tab.label}</h2>
          {tab.content}
        </div>
      ))}
    </div>
  );
}
