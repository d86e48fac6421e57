import type { ProductStatus } from '@coresense/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useT } from '../lib/i18n';
import { canonicalQuery, PARAMETER_PREFIX, querySearch, rangeBoxName } from '../lib/product-query';
import type { PanelParameter } from '../lib/selector.server';
import { LIST_ANCHOR } from './pagination';

export interface SelectorProps {
  /** The lifecycle statuses, in their order (the shared schema's list, handed over by the loader). */
  statuses: readonly ProductStatus[];
  parameters: PanelParameter[];
  sortOptions: Array<{ value: string; label: string }>;
  classifyId: number | undefined;
  /** A page size the visitor chose, kept by the form; undefined for the default one. */
  pageSize: number | undefined;
  /** The parametric table (contract §13), kept when the filters change. */
  view?: 'table';
  keyword: string;
  status: string[];
  sort: string;
  /** How many filters are set, for the phone's "Filters (n)" button. */
  activeCount: number;
  total: number;
}

/** The panel's id: the phone's button opens it as its fragment (`:target`) when no script runs. */
const PANEL_ID = 'filters';

/**
 * The filter panel of /product: a GET form of the address's names (lib/product-query.ts), which
 * works without scripts (the loader redirects its submission to the canonical address); with
 * them, each change navigates to that address without a reload, so Back undoes it. On a phone it
 * is a drawer, opened by its button.
 */
export default function ProductSelector(props: SelectorProps) {
  const t = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLAnchorElement>(null);
  const titleId = useId();
  const { search } = useLocation();
  // The controls are the browser's own (defaultValue): they keep what the visitor set while the
  // list follows it, and start afresh from the address when something else changed it (Back,
  // clear-all), by a new form.
  const seen = useRef(search);
  const applied = useRef<string | null>(null);
  const formKey = useRef(0);
  if (seen.current !== search) {
    seen.current = search;
    if (search !== applied.current) formKey.current++;
    applied.current = null;
  }

  function apply(form: HTMLFormElement) {
    const entries = [...new FormData(form)].map(([name, value]) => [name, String(value)] as [string, string]);
    const query = querySearch(canonicalQuery(entries));
    if (query === search) return;
    applied.current = query;
    navigate(`/product${query}`, { preventScrollReset: true });
  }
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(event.currentTarget);
    setOpen(false);
  }
  // The native change event: a box's once it is left or Enter is pressed, a checkbox's or the
  // sort's at once (React's onChange would fire on every key typed).
  const formRef = useRef<HTMLFormElement>(null);
  const applyRef = useRef(apply);
  applyRef.current = apply;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new form (formKey) needs the listener
  useEffect(() => {
    const form = formRef.current;
    const onChange = () => form && applyRef.current(form);
    form?.addEventListener('change', onChange);
    return () => form?.removeEventListener('change', onChange);
  }, [formKey.current]);

  function close() {
    setOpen(false);
    toggleRef.current?.focus();
  }
  useEffect(() => {
    if (!open) return;
    document.documentElement.classList.add('drawer-open');
    panelRef.current?.querySelector<HTMLElement>('h2')?.focus();
    return () => document.documentElement.classList.remove('drawer-open');
  }, [open]);

  const { parameters, sortOptions, activeCount, classifyId } = props;
  // Every category's parameters together are many (twenty in the demo, a page of their own on a
  // phone): folded, and open once one of them is set. A category's own few stay in view.
  const folded = classifyId === undefined && parameters.length > 0;
  const prefixHint = parameters.some((parameter) => parameter.type === 'number') && (
    <p className="selector-hint">{t('selector.prefixHint')}</p>
  );
  const fieldsets = parameters.map((parameter) => (
    <ParameterFieldset key={parameter.key} parameter={parameter} />
  ));
  return (
    <>
      <a
        ref={toggleRef}
        href={`#${PANEL_ID}`}
        className="button button-outline selector-toggle"
        aria-controls={PANEL_ID}
        aria-expanded={open}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {activeCount ? t('selector.openCount', { count: activeCount }) : t('selector.open')}
      </a>
      <section
        ref={panelRef}
        id={PANEL_ID}
        className="selector"
        aria-labelledby={titleId}
        data-open={open || undefined}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) close();
        }}
        onBlur={(event) => {
          // Tabbing on past the drawer's last control closes it, as the menu's drawer does,
          // leaving the focus where it went.
          if (open && event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) {
            setOpen(false);
          }
        }}
      >
        <div className="selector-head">
          <h2 id={titleId} tabIndex={-1}>
            {t('selector.title')}
          </h2>
          <a
            href={`#${LIST_ANCHOR}`}
            className="selector-close"
            aria-label={t('selector.close')}
            onClick={(event) => {
              event.preventDefault();
              close();
            }}
          >
            ×
          </a>
        </div>
        {!folded && prefixHint}
        <form
          method="get"
          action={`/product#${LIST_ANCHOR}`}
          onSubmit={onSubmit}
          ref={formRef}
          key={formKey.current}
        >
          {classifyId && <input type="hidden" name="classifyId" value={classifyId} />}
          {props.pageSize && <input type="hidden" name="pageSize" value={props.pageSize} />}
          {props.view && <input type="hidden" name="view" value={props.view} />}
          <label className="selector-field">
            <span>{t('selector.keyword')}</span>
            <input type="search" name="keyword" defaultValue={props.keyword} />
          </label>
          {sortOptions.length > 0 && (
            <label className="selector-field">
              <span>{t('selector.sort')}</span>
              <select name="sort" defaultValue={props.sort}>
                <option value="">{t('selector.sortDefault')}</option>
                {sortOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
          )}
          <fieldset className="selector-group">
            <legend>{t('selector.status')}</legend>
            {props.statuses.map((status) => (
              <label key={status} className="check">
                <input
                  type="checkbox"
                  name="status"
                  value={status}
                  defaultChecked={props.status.includes(status)}
                />
                {t(`status.${status}`)}
              </label>
            ))}
          </fieldset>
          {folded ? (
            <details className="selector-more" open={parameters.some(isSet) || undefined}>
              <summary>{t('selector.moreParameters', { count: parameters.length })}</summary>
              {prefixHint}
              {fieldsets}
            </details>
          ) : (
            fieldsets
          )}
          <div className="selector-actions">
            <button type="submit" className="button button-primary">
              <span className="selector-apply">{t('selector.apply')}</span>
              <span className="selector-show">{t('selector.results', { total: props.total })}</span>
            </button>
            <Link
              to={`/product${querySearch([
                ...(classifyId ? [['classifyId', String(classifyId)] as [string, string]] : []),
                ...(props.view ? [['view', props.view] as [string, string]] : []),
              ])}`}
              preventScrollReset
              className="button button-outline"
            >
              {t('selector.clearAll')}
            </Link>
          </div>
        </form>
      </section>
    </>
  );
}

/** Whether the address sets this parameter. */
function isSet(parameter: PanelParameter): boolean {
  return parameter.type === 'number'
    ? Boolean(parameter.min || parameter.max)
    : parameter.options.some((option) => option.checked);
}

/**
 * One end of a number parameter's range, typed with or without its unit; marked, and tied to
 * the words that say why, when the list could not read it.
 */
function RangeBox(props: { label: string; name: string; value: string; problemId?: string }) {
  return (
    <label className="range-box">
      <span>{props.label}</span>
      <input
        type="text"
        name={props.name}
        defaultValue={props.value}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={props.problemId ? true : undefined}
        aria-describedby={props.problemId}
      />
    </label>
  );
}

/** One parameter's controls: two range boxes for a number, checkboxes for an enum or boolean. */
function ParameterFieldset({ parameter }: { parameter: PanelParameter }) {
  const t = useT();
  const problemId = `filter-problem-${parameter.key}`;
  const problem = parameter.problem && (
    <p className="field-error" id={problemId}>
      {parameter.problem.message}
    </p>
  );
  const marked = (end: 'min' | 'max') =>
    parameter.type === 'number' && parameter.problem?.ends.includes(end) ? problemId : undefined;
  return (
    <fieldset className="selector-group" data-invalid={parameter.problem ? true : undefined}>
      {parameter.type === 'number' ? (
        <>
          <legend>
            {parameter.label}
            {parameter.unit && <span className="selector-unit"> ({parameter.unit})</span>}
          </legend>
          <div className="range-boxes">
            <RangeBox
              label={t('selector.min')}
              name={rangeBoxName(parameter.key, 'min')}
              value={parameter.min}
              problemId={marked('min')}
            />
            <span aria-hidden="true">–</span>
            <RangeBox
              label={t('selector.max')}
              name={rangeBoxName(parameter.key, 'max')}
              value={parameter.max}
              problemId={marked('max')}
            />
          </div>
          {problem}
          {parameter.hint && <p className="selector-hint">{parameter.hint}</p>}
        </>
      ) : (
        <>
          <legend>{parameter.label}</legend>
          {parameter.options.map((option) => (
            <label key={option.value} className="check">
              <input
                type="checkbox"
                name={`${PARAMETER_PREFIX}${parameter.key}`}
                value={option.value}
                defaultChecked={option.checked}
              />
              {option.label}
              <span className="check-count">{option.count}</span>
            </label>
          ))}
          {problem}
        </>
      )}
    </fieldset>
  );
}
