import { ProFormDigit } from '@ant-design/pro-components';
import { t } from '../locales/index.ts';

/**
 * A record's place in its list (`sort`, shown by `sortColumn`): a whole number within the API's
 * bounds, or from `min` where a list asks for less.
 */
export function SortField({ min = -1_000_000, tooltip }: { min?: number; tooltip?: string }) {
  return (
    <ProFormDigit
      name="sort"
      label={t('common.sort')}
      width="xs"
      min={min}
      max={1_000_000}
      fieldProps={{ precision: 0 }}
      tooltip={tooltip}
    />
  );
}
