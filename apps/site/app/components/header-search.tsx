import type { SiteSuggestion } from '@coresense/shared';
import { SITE_SEARCH_MAX_LENGTH, SUGGEST_MIN_LENGTH } from '@coresense/shared/schemas/site-search-limits';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLang, useT } from '../lib/i18n';

/** How long typing must pause before suggestions are asked for. */
const SUGGEST_DELAY_MS = 180;

/** `/search?q=…`, with the `lang` of the page's own address when it names one. */
export function searchHref(q: string, lang: string | null, type?: string): string {
  const params = new URLSearchParams({ q });
  if (type) params.set('type', type);
  if (lang) params.set('lang', lang);
  return `/search?${params}`;
}

/** The magnifier, drawn by the stylesheet (`.search-icon`): every page carries two, and the cached stylesheet costs no page bytes. */
export function SearchIcon() {
  return <span className="search-icon" aria-hidden="true" />;
}

/**
 * The header's search box: the WAI-ARIA 1.2 combobox with a list of suggestions from
 * `/api/v1/search/suggest` once two characters are typed. Arrow keys move through them, Enter
 * opens the chosen one's page, else the search page; Escape closes the list, then clears the box.
 * Without scripts it is a GET form to `/search`. Below 1280 px a button opens it under the header
 * (a link to `/search` until the page's scripts run).
 */
export function HeaderSearch({ menuOpen, onOpen }: { menuOpen: boolean; onOpen: () => void }) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const pageLang = new URLSearchParams(search).get('lang');
  const id = useId();
  const formId = `${id}form`;
  const listId = `${id}list`;
  const optionId = (index: number) => `${id}option${index}`;
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<SiteSuggestion[]>([]);
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  /** How many suggestions the live region announces; null: nothing to announce. */
  const [found, setFound] = useState<number | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setHydrated(true), []);

  // The menu drawer and the search panel take the same place: one at a time.
  useEffect(() => {
    if (menuOpen) setPanelOpen(false);
  }, [menuOpen]);

  // A navigation starts afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location change only
  useEffect(() => {
    setQuery('');
    setPanelOpen(false);
  }, [pathname, search]);

  useEffect(() => {
    const text = query.trim();
    setActive(-1);
    if (text.length < SUGGEST_MIN_LENGTH) {
      setSuggestions([]);
      setExpanded(false);
      setFound(null);
      return;
    }
    // Each keystroke cancels the pending request: only the latest text's answer is shown.
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/v1/search/suggest?${new URLSearchParams({ lang, q: text })}`, {
          signal: controller.signal,
        });
        if (!response.ok) return;
        const list = ((await response.json()) as { data: SiteSuggestion[] }).data;
        setSuggestions(list);
        // An answer that comes after the focus has left opens nothing.
        setExpanded(list.length > 0 && document.activeElement === inputRef.current);
        setFound(list.length);
      } catch {
        // Suggestions are a shortcut: without them, Enter still searches.
      }
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, lang]);

  function close() {
    setExpanded(false);
    setActive(-1);
  }

  function open(suggestion: SiteSuggestion) {
    close();
    navigate(suggestion.url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setExpanded(true);
      setActive((current) =>
        expanded && current >= 0 ? (current + step + count) % count : step > 0 ? 0 : count - 1,
      );
    } else if (event.key === 'Enter' && expanded && active >= 0 && suggestions[active]) {
      event.preventDefault();
      open(suggestions[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) close();
      else if (query) setQuery('');
      else if (panelOpen) {
        setPanelOpen(false);
        toggleRef.current?.focus();
      }
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    close();
    navigate(searchHref(query.trim(), pageLang));
  }

  function togglePanel() {
    const opening = !panelOpen;
    setPanelOpen(opening);
    if (opening) onOpen();
    if (opening) requestAnimationFrame(() => inputRef.current?.focus());
  }

  const activeOption = expanded && active >= 0 && active < suggestions.length ? optionId(active) : undefined;
  return (
    <>
      {hydrated ? (
        <button
          type="button"
          className="search-toggle"
          ref={toggleRef}
          aria-expanded={panelOpen}
          aria-controls={formId}
          aria-label={t(panelOpen ? 'search.close' : 'search.open')}
          onClick={togglePanel}
        >
          <SearchIcon />
        </button>
      ) : (
        <a className="search-toggle" href="/search" aria-label={t('search.open')}>
          <SearchIcon />
        </a>
      )}
      <search aria-label={t('search.label')}>
        <form
          className="header-search"
          id={formId}
          action="/search"
          method="get"
          data-open={panelOpen || undefined}
          onSubmit={onSubmit}
        >
          {pageLang && <input type="hidden" name="lang" value={pageLang} />}
          <div className="combobox">
            <input
              ref={inputRef}
              type="search"
              name="q"
              role="combobox"
              aria-label={t('search.label')}
              aria-expanded={expanded}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeOption}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={SITE_SEARCH_MAX_LENGTH}
              placeholder={t('search.placeholder')}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onKeyDown}
              onBlur={close}
            />
            <div
              className="suggestions"
              id={listId}
              role="listbox"
              aria-label={t('search.suggestions')}
              hidden={!expanded}
            >
              {suggestions.map((suggestion, index) => (
                // The input keeps the focus (aria-activedescendant), so an option needs none; the
                // keyboard chooses one from the input with the arrows and Enter.
                // biome-ignore lint/a11y/useKeyWithClickEvents: chosen from the input with Enter
                // biome-ignore lint/a11y/useFocusableInteractive: the combobox keeps the focus
                <div
                  key={`${suggestion.type}-${suggestion.id}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => open(suggestion)}
                >
                  <span className="suggestion-title">{suggestion.title}</span>
                  <span className="suggestion-type">{t(`search.kind.${suggestion.type}`)}</span>
                </div>
              ))}
            </div>
          </div>
          <button type="submit" className="header-search-submit" aria-label={t('search.submit')}>
            <SearchIcon />
          </button>
          <div className="visually-hidden" role="status">
            {found === null
              ? ''
              : found > 0
                ? t('search.suggestionCount', { count: found })
                : t('search.noSuggestions')}
          </div>
        </form>
      </search>
    </>
  );
}
