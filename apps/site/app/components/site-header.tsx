import { MENU } from 'virtual:site-menu';
import type { Lang } from '@coresense/shared/lang';
import {
  type FocusEvent as ReactFocusEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Link, useLocation } from 'react-router';
import { useLang, useT } from '../lib/i18n';
import { switchLocale } from '../lib/locale';
import { isInSection, type MenuEntry, type MenuGroup } from '../lib/menu';
import { HeaderSearch } from './header-search';
import { LogoMark } from './logo';

function isGroup(entry: MenuEntry): entry is MenuGroup {
  return 'items' in entry;
}

function GroupPanel({ group, id }: { group: MenuGroup; id: string }) {
  const t = useT();
  return (
    <ul className="nav-sub" id={id}>
      {group.items.map((item) =>
        'items' in item ? (
          <li key={item.label} className="nav-sub-group">
            <span className="nav-sub-heading">{t(item.label)}</span>
            <ul>
              {item.items.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.label)}</Link>
                </li>
              ))}
            </ul>
          </li>
        ) : (
          <li key={item.to}>
            <Link to={item.to}>{t(item.label)}</Link>
          </li>
        ),
      )}
    </ul>
  );
}

const OTHER: Record<Lang, Lang> = { zh_CN: 'en_US', en_US: 'zh_CN' };

/** Where the arrow keys, Home and End move the focus among the links of an open group. */
function panelTarget(key: string, index: number, count: number): number | undefined {
  const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: count - 1 };
  const target = moves[key];
  return target === undefined ? undefined : (target + count) % count;
}

const links = (item: Element) => [...item.querySelectorAll<HTMLAnchorElement>('.nav-sub a')];

export function SiteHeader() {
  const t = useT();
  const lang = useLang();
  const { pathname, search, hash } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  /**
   * The open groups: one dropdown at a time from 980 px; in the drawer any number, as closing
   * one would move the group below it away from under the finger that is tapping it.
   */
  const [openGroups, setOpenGroups] = useState<string[]>([]);
  const navId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  /** The link to focus once a group opened from the keyboard is on screen. */
  const focusOnOpen = useRef<{ group: string; link: 'first' | 'last' } | null>(null);

  // A navigation closes the drawer and any open dropdown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location change only
  useEffect(() => {
    setDrawerOpen(false);
    setOpenGroups([]);
  }, [pathname, search, hash]);

  // The page behind the open drawer must not scroll.
  useEffect(() => {
    document.documentElement.classList.toggle('drawer-open', drawerOpen);
  }, [drawerOpen]);

  useEffect(() => {
    const target = focusOnOpen.current;
    if (!target || !openGroups.includes(target.group)) return;
    const item = headerRef.current?.querySelector(`[data-group="${target.group}"]`);
    if (!item) return;
    const all = links(item);
    (target.link === 'first' ? all[0] : all.at(-1))?.focus();
    focusOnOpen.current = null;
  }, [openGroups]);

  // Tabbing on from the drawer's last control into the page closes it.
  useEffect(() => {
    const header = headerRef.current;
    if (!drawerOpen || !header) return;
    const closeWhenLeft = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !header.contains(next)) setDrawerOpen(false);
    };
    header.addEventListener('focusout', closeWhenLeft);
    return () => header.removeEventListener('focusout', closeWhenLeft);
  }, [drawerOpen]);

  useEffect(() => {
    if (!drawerOpen && openGroups.length === 0) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      if (event.type === 'pointerdown' && headerRef.current?.contains(event.target as Node)) return;
      // Focus inside what closes goes back to the control that opened it.
      const focused = document.activeElement;
      const panel = focused?.closest('.has-sub');
      if (event.type === 'keydown' && panel && openGroups.length > 0) {
        panel.querySelector<HTMLButtonElement>('.nav-link')?.focus();
      } else if (event.type === 'keydown' && drawerOpen && focused?.closest('.site-nav')) {
        toggleRef.current?.focus();
      }
      setOpenGroups([]);
      setDrawerOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [drawerOpen, openGroups]);

  function onGroupKeyDown(event: ReactKeyboardEvent<HTMLLIElement>, label: string) {
    const trigger = event.currentTarget.querySelector<HTMLButtonElement>('.nav-link');
    if (event.target === trigger) {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      focusOnOpen.current = { group: label, link: event.key === 'ArrowDown' ? 'first' : 'last' };
      if (openGroups.includes(label)) {
        const all = links(event.currentTarget);
        (event.key === 'ArrowDown' ? all[0] : all.at(-1))?.focus();
        focusOnOpen.current = null;
      } else {
        openGroup(label);
      }
      return;
    }
    const all = links(event.currentTarget);
    const target = panelTarget(event.key, all.indexOf(event.target as HTMLAnchorElement), all.length);
    if (target === undefined) return;
    event.preventDefault();
    all[target]?.focus();
  }

  function openGroup(label: string) {
    setOpenGroups((open) => (drawerOpen ? [...open.filter((group) => group !== label), label] : [label]));
  }

  function toggleGroup(label: string) {
    if (openGroups.includes(label)) setOpenGroups((open) => open.filter((group) => group !== label));
    else openGroup(label);
  }

  /**
   * Tabbing out of a dropdown closes it; a click on its own text (no new focus) does not. In the
   * drawer the groups stay as they are: the focus moving on is a tap on the next group.
   */
  function onGroupBlur(event: ReactFocusEvent<HTMLLIElement>, label: string) {
    const next = event.relatedTarget;
    if (drawerOpen || !next || event.currentTarget.contains(next)) return;
    setOpenGroups((open) => open.filter((group) => group !== label));
  }

  function toggleDrawer() {
    const opening = !drawerOpen;
    setDrawerOpen(opening);
    // The drawer's links come before the toggle in the page: take the focus to them.
    if (opening)
      requestAnimationFrame(() => headerRef.current?.querySelector<HTMLElement>('.site-nav a')?.focus());
  }

  const other = OTHER[lang];
  return (
    <header className="site-header" ref={headerRef}>
      <div className="container header-bar">
        <Link to="/index" className="brand" aria-label={t('site.name')}>
          <LogoMark />
          <span className="brand-name">{t('site.name')}</span>
        </Link>
        <nav className="site-nav" id={navId} aria-label={t('menu.label')} data-open={drawerOpen || undefined}>
          <ul className="nav-list">
            {MENU.map((entry) => {
              const current = isInSection(pathname, entry.section);
              if (!isGroup(entry)) {
                return (
                  <li key={entry.label} className="nav-item">
                    <Link
                      to={entry.to}
                      className="nav-link"
                      aria-current={current && pathname === entry.to ? 'page' : undefined}
                      data-current={current || undefined}
                    >
                      {t(entry.label)}
                    </Link>
                  </li>
                );
              }
              const panelId = `${navId}-${entry.label}`;
              const open = openGroups.includes(entry.label);
              return (
                <li
                  key={entry.label}
                  className="nav-item has-sub"
                  data-group={entry.label}
                  data-open={open || undefined}
                  onKeyDown={(event) => onGroupKeyDown(event, entry.label)}
                  onBlur={(event) => onGroupBlur(event, entry.label)}
                >
                  <button
                    type="button"
                    className="nav-link"
                    aria-expanded={open}
                    aria-controls={panelId}
                    data-current={current || undefined}
                    onClick={() => toggleGroup(entry.label)}
                  >
                    {t(entry.label)}
                    <svg className="caret" width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
                      <path d="M1.5 3.5 5 7l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
                    </svg>
                  </button>
                  <GroupPanel group={entry} id={panelId} />
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="header-tools">
          <HeaderSearch menuOpen={drawerOpen} onOpen={() => setDrawerOpen(false)} />
          <button
            type="button"
            className="lang-switch"
            onClick={() => switchLocale(other)}
            title={t('lang.switch')}
          >
            <span className="globe-icon" aria-hidden="true" />
            <span lang={other === 'en_US' ? 'en' : 'zh-CN'}>
              <span className="lang-full">{t(other === 'en_US' ? 'lang.en_US' : 'lang.zh_CN')}</span>
              {/* On a phone, room for the search button: the full name stays the button's name. */}
              <span className="lang-short" aria-hidden="true">
                {t(other === 'en_US' ? 'lang.en_US.short' : 'lang.zh_CN.short')}
              </span>
            </span>
          </button>
          <button
            type="button"
            className="menu-toggle"
            ref={toggleRef}
            aria-expanded={drawerOpen}
            aria-controls={navId}
            aria-label={t(drawerOpen ? 'menu.close' : 'menu.open')}
            onClick={toggleDrawer}
          >
            <span className="menu-toggle-bars" aria-hidden="true" />
          </button>
        </div>
      </div>
    </header>
  );
}
