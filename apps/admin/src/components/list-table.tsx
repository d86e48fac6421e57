import {
  type ActionType,
  type ColumnsState,
  type ProColumns,
  ProTable,
  type ProTableProps,
} from '@ant-design/pro-components';
import { Grid } from 'antd';
import type { Breakpoint } from 'antd/es/_util/responsiveObserver';
import { type RefObject, useCallback, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { QueryError } from './query-error.tsx';

/** Every list's pager: the size changer and the jump-to box (product-spec §9). */
export const LIST_PAGINATION = {
  showSizeChanger: true,
  showQuickJumper: true,
  pageSizeOptions: [10, 20, 50, 100],
};

type AnyRecord = Record<string, unknown>;

/**
 * A list's column. `hiddenByDefault` leaves a secondary column out until the user picks it in the
 * column chooser, so that the defaults fit a 1280 px window; `responsive` (antd's) drops it on
 * narrow screens. A column without a `width` takes the room left, never less than its `minWidth`.
 */
export type ListColumn<T> = ProColumns<T> & { hiddenByDefault?: boolean };

/** The width a column without one is given at least. */
const FLEXIBLE_MIN_WIDTH = 120;
/** Antd's expand-row and selection columns. */
const EXPAND_COLUMN_WIDTH = 48;

type ColumnsMap = Record<string, ColumnsState>;

/** How ProTable names a column in its column chooser (its `genColumnKey`). */
function columnKey<T>(column: ProColumns<T>, index: number): string {
  const key = column.key ?? column.dataIndex;
  if (key === undefined || key === null || key === '') return String(index);
  return Array.isArray(key) ? key.join('-') : String(key);
}

function storedColumns(storageKey: string): ColumnsMap | undefined {
  try {
    const stored = localStorage.getItem(storageKey);
    return stored ? (JSON.parse(stored) as ColumnsMap) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Which columns show: the page's defaults, then what the user picked in the column chooser,
 * kept per list in this browser.
 */
function useShownColumns<T>(columns: ListColumn<T>[]) {
  const { pathname } = useLocation();
  const storageKey = `list-columns:${pathname}`;
  const defaults = useMemo(
    () =>
      Object.fromEntries(
        columns.flatMap((column, index) =>
          column.hiddenByDefault ? [[columnKey(column, index), { show: false }]] : [],
        ),
      ) as ColumnsMap,
    [columns],
  );
  const [picked, setPicked] = useState(() => storedColumns(storageKey));
  const value = useMemo(() => ({ ...defaults, ...picked }), [defaults, picked]);
  const onChange = useCallback(
    (next: ColumnsMap) => {
      setPicked(next);
      try {
        localStorage.setItem(storageKey, JSON.stringify(next));
      } catch {
        // A browser that refuses storage keeps the choice for this visit only.
      }
    },
    [storageKey],
  );
  return { value, defaultValue: defaults, onChange };
}

/**
 * ProTable as every back-office list uses it: one pager, a failed load shown as an error with a
 * retry in place of the rows (ProTable alone would show "No data"), and a table exactly as wide
 * as its shown columns need: it fills its card, and scrolls sideways inside the card only when
 * the window is narrower than that (without it, a wide list ran out of its card on a tablet, and
 * at 1280 px the pinned actions covered the columns under them). On a phone nothing is pinned:
 * the row's name comes first and the rest scrolls.
 */
export function ListTable<T extends AnyRecord, P extends AnyRecord = AnyRecord>(
  props: Omit<ProTableProps<T, P>, 'columns' | 'scroll' | 'tableLayout'> & { columns: ListColumn<T>[] },
) {
  const { request, actionRef, pagination, locale, columns, expandable, rowSelection, ...rest } = props;
  const ownRef = useRef<ActionType>(undefined);
  const ref = (actionRef as RefObject<ActionType | undefined> | undefined) ?? ownRef;
  const [error, setError] = useState<unknown>();
  const shown = useShownColumns(columns);
  const screens = Grid.useBreakpoint();
  const phone = screens.sm === false;

  const tableColumns = useMemo(
    () =>
      columns.map(({ hiddenByDefault: _, ...column }) =>
        phone ? ({ ...column, fixed: undefined } as ProColumns<T>) : (column as ProColumns<T>),
      ),
    [columns, phone],
  );
  const width = useMemo(() => {
    const onScreen = (responsive: Breakpoint[] | undefined) =>
      !responsive || responsive.some((breakpoint) => screens[breakpoint]);
    const columnWidths = columns
      .filter(
        (column, index) =>
          !column.hideInTable &&
          shown.value[columnKey(column, index)]?.show !== false &&
          onScreen(column.responsive),
      )
      .map((column) =>
        typeof column.width === 'number'
          ? column.width
          : typeof column.minWidth === 'number'
            ? column.minWidth
            : FLEXIBLE_MIN_WIDTH,
      );
    const extra = (expandable ? EXPAND_COLUMN_WIDTH : 0) + (rowSelection ? EXPAND_COLUMN_WIDTH : 0);
    return columnWidths.reduce((sum, columnWidth) => sum + columnWidth, extra);
  }, [columns, shown.value, screens, expandable, rowSelection]);

  const guarded = useCallback(
    async (...args: Parameters<NonNullable<typeof request>>) => {
      try {
        const result = await request!(...args);
        setError(undefined);
        return result;
      } catch (failure) {
        setError(failure);
        return { data: [], total: 0, success: true };
      }
    },
    [request],
  );

  return (
    <ProTable<T, P>
      {...rest}
      className={rest.className ? `list-table ${rest.className}` : 'list-table'}
      columns={tableColumns}
      columnsState={shown}
      expandable={expandable}
      rowSelection={rowSelection}
      // Widths as given: a long text is cut short (each such column says so) rather than widening the table.
      tableLayout="fixed"
      scroll={{ x: width }}
      actionRef={ref as ProTableProps<T, P>['actionRef']}
      request={request ? guarded : undefined}
      pagination={pagination === false ? false : { ...LIST_PAGINATION, ...pagination }}
      locale={{
        ...locale,
        emptyText: error ? (
          <QueryError error={error} onRetry={() => ref.current?.reload()} />
        ) : (
          locale?.emptyText
        ),
      }}
    />
  );
}
