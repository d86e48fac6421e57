import { ProFormDigit } from '@ant-design/pro-components';
import { t } from '../locales/index.ts';

/** A record's place in its list (`sort`, shown by `sortColumn`): a whole number within the API's bounds. */
export function SortField() {
  return (
    <ProFormDigit
      name="sort"
      label={t('common.sort')}
      width="xs"
      min={-1_000_000}
      max={1_000_000}
      fieldProps={{ precision: 0 }}
    />
  );
}
