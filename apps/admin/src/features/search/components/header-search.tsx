import { SearchOutlined } from '@ant-design/icons';
// The plain constants' module: the package's index would put every schema in the shell, and
// the schema's own module zod.
import { SEARCH_MAX_LENGTH, SEARCH_RESOURCES } from '@coresense/shared/admin-search';
import type { AdminSearchHit } from '@coresense/shared/schemas/admin/search';
import { AutoComplete, Button, Input, type InputRef } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { resourceLabel } from '../../../lib/resource-labels.ts';
import { t } from '../../../locales/index.ts';
import { useSearch } from '../api/search.ts';

/** Waits until typing pauses, so that each word asks once. */
function useSettled(value: string, delay = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** The hits grouped under their kind, the kinds in the server's order. */
function grouped(hits: AdminSearchHit[]) {
  return SEARCH_RESOURCES.map((resource) => ({
    resource,
    hits: hits.filter((hit) => hit.resource === resource),
  }))
    .filter((group) => group.hits.length > 0)
    .map((group) => ({
      label: <span data-testid={`search-group-${group.resource}`}>{resourceLabel(group.resource)}</span>,
      options: group.hits.map((hit) => ({
        value: hit.url,
        label: (
          <span className="header-search-hit" data-testid="search-hit">
            {hit.title}
          </span>
        ),
      })),
    }));
}

/**
 * The header search in Ant Design Pro's manner (its `HeaderSearch`): a magnifier that opens into
 * an auto-complete box; hits come grouped by kind, and Enter or a click opens the record's page.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const input = useRef<InputRef>(null);
  const q = useSettled(text.trim());
  const search = useSearch(q);
  const hits = q === '' ? [] : (search.data ?? []);
  const options = useMemo(() => grouped(hits), [hits]);
  const urls = useMemo(() => new Set(hits.map((hit) => hit.url)), [hits]);
  const narrow = open && window.matchMedia('(max-width: 576px)').matches;

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  function close() {
    setOpen(false);
    setText('');
  }

  return (
    <div className={`header-search${open ? ' header-search-open' : ''}`} data-testid="header-search">
      <Button
        type="text"
        icon={<SearchOutlined />}
        aria-label={t('search.open')}
        aria-expanded={open}
        title={t('search.open')}
        data-testid="header-search-button"
        onClick={() => (open ? input.current?.focus() : setOpen(true))}
      />
      {open && (
        <AutoComplete
          className="header-search-input"
          value={text}
          options={options}
          // Selecting puts the hit's address in the box for a moment: not something to search for.
          onChange={(value: string) => !urls.has(value) && setText(value)}
          onSelect={(url: string) => {
            close();
            navigate(url);
          }}
          // On a phone the box spans the header (global.css), and the hits as wide as the box.
          popupMatchSelectWidth={narrow || 320}
          notFoundContent={q === '' ? null : search.isFetching ? t('search.searching') : t('search.empty')}
          defaultActiveFirstOption
          open={text.trim() !== ''}
        >
          <Input
            ref={input}
            size="small"
            variant="borderless"
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={t('search.placeholder')}
            aria-label={t('search.placeholder')}
            onKeyDown={(event) => {
              if (event.key === 'Escape') close();
            }}
            // The text stays for the next time (a click on a hit keeps the focus, so it is not lost).
            onBlur={() => setOpen(false)}
          />
        </AutoComplete>
      )}
    </div>
  );
}
