import { type ActionType, ProTable, type ProTableProps } from '@ant-design/pro-components';
import { type RefObject, useCallback, useRef, useState } from 'react';
import { QueryError } from './query-error.tsx';

/** Every list's pager: the size changer and the jump-to box (product-spec §9). */
export const LIST_PAGINATION = {
  showSizeChanger: true,
  showQuickJumper: true,
  pageSizeOptions: [10, 20, 50, 100],
};

type AnyRecord = Record<string, unknown>;

/**
 * ProTable as every back-office list uses it: one pager, a failed load shown as an error with a
 * retry in place of the rows (ProTable alone would show "No data"), and columns that scroll
 * sideways inside the card when the window is narrower than they are (without it, a wide list
 * ran out of its card on a tablet).
 */
export function ListTable<T extends AnyRecord, P extends AnyRecord = AnyRecord>(props: ProTableProps<T, P>) {
  const { request, actionRef, pagination, locale, scroll = { x: 'max-content' }, ...rest } = props;
  const ownRef = useRef<ActionType>(undefined);
  const ref = (actionRef as RefObject<ActionType | undefined> | undefined) ?? ownRef;
  const [error, setError] = useState<unknown>();

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
      scroll={scroll}
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
