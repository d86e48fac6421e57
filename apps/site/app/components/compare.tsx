import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useT } from '../lib/i18n';
import { toast } from '../lib/notify';

/*
 * The products chosen for comparison, kept in localStorage so that they stay chosen across pages
 * and visits (and tabs: the storage event). Names travel with the ids, for the compare tray.
 */

/** The compare page of some products (contract §8: `ids=1,2[,3[,4]]`). */
export const compareHref = (ids: number[]) => `/product/compare?ids=${ids.join(',')}`;

export const COMPARE_MAX = 4;
const STORAGE_KEY = 'coresense.compare';

export interface CompareItem {
  id: number;
  name: string;
}

const NONE: CompareItem[] = [];
const listeners = new Set<() => void>();
let kept: { text: string | null; items: CompareItem[] } = { text: null, items: NONE };

function read(): CompareItem[] {
  let text: string | null = null;
  try {
    text = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage refused (a private window's policy): nothing is kept.
  }
  if (text === kept.text) return kept.items;
  let items: CompareItem[] = NONE;
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    if (Array.isArray(parsed)) {
      items = parsed
        .filter((item): item is CompareItem => Number.isInteger(item?.id) && typeof item?.name === 'string')
        .slice(0, COMPARE_MAX);
    }
  } catch {
    // Not ours or damaged: start afresh.
  }
  kept = { text, items };
  return items;
}

function write(items: CompareItem[]) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage refused: the choice lasts as long as the page.
    kept = { text: kept.text, items };
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The chosen products; none on the server and while hydrating, so the HTML matches. */
export function useCompareItems(): CompareItem[] {
  return useSyncExternalStore(subscribe, read, () => NONE);
}

/** Adds or removes a product; false when adding would pass the limit. */
export function toggleCompare(item: CompareItem): boolean {
  const items = read();
  if (items.some((each) => each.id === item.id)) {
    write(items.filter((each) => each.id !== item.id));
    return true;
  }
  if (items.length >= COMPARE_MAX) return false;
  // Only what the tray shows: callers may hand over a whole product.
  write([...items, { id: item.id, name: item.name }]);
  return true;
}

export function clearCompare() {
  write(NONE);
}

/**
 * Adds a product to the comparison or takes it out. It needs scripts (the choice lives in
 * localStorage): until the page is interactive it is kept hidden by the stylesheet, its place
 * kept, so nothing moves when it appears. Pages load this module apart from their first scripts
 * (compare-lazy.tsx).
 */
export function CompareToggle({ product }: { product: CompareItem }) {
  const t = useT();
  const chosen = useCompareItems().some((item) => item.id === product.id);
  return (
    <button
      type="button"
      className="compare-toggle"
      aria-pressed={chosen}
      onClick={() => {
        if (!toggleCompare(product)) toast('warning', t('compare.full', { max: COMPARE_MAX }));
      }}
    >
      {t('compare.add')}
      <span className="visually-hidden">{` ${product.name}`}</span>
    </button>
  );
}

/** The chosen products at the foot of the window, with the way to their comparison. */
export function CompareTray() {
  const t = useT();
  const items = useCompareItems();
  if (items.length === 0) return null;
  return (
    <aside className="compare-tray" aria-label={t('compare.tray')}>
      <p className="compare-tray-count">
        {t('compare.trayCount', { count: items.length, max: COMPARE_MAX })}
      </p>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <span>{item.name}</span>
            <button
              type="button"
              aria-label={`${t('compare.remove')} ${item.name}`}
              onClick={() => toggleCompare(item)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {items.length > 1 ? (
        <Link to={compareHref(items.map((item) => item.id))} className="button button-primary button-small">
          {t('compare.now')}
        </Link>
      ) : (
        <span className="compare-tray-hint">{t('compare.needTwo')}</span>
      )}
      <button type="button" className="button button-outline button-small" onClick={clearCompare}>
        {t('compare.clear')}
      </button>
    </aside>
  );
}

/** The detail page's toggle with the tray, which stands fixed at the window's foot wherever it is put. */
export function CompareControls({ product }: { product: CompareItem }) {
  return (
    <>
      <CompareToggle product={product} />
      <CompareTray />
    </>
  );
}
