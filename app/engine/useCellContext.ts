import { useEffect, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { loadDateFormat } from '../../design-system';
import { useI18n } from '../i18n';
import { selectCurrentUser } from '../store/selectors';
import { columnLovCodes, type CellContext, type DateFormatter } from './cells';
import { useText } from './labels';
import { useLovValues } from './lovValues';
import type { ListColumn } from './types';

let loadedFormat: DateFormatter | undefined;

/**
 * The date formatter for columns that show dates (`needed`), loaded on first use: undefined
 * until it has loaded, and for columns without dates, which so load nothing of it.
 */
function useDateFormat(needed: boolean): DateFormatter | undefined {
  const [format, setFormat] = useState(() => loadedFormat);
  useEffect(() => {
    if (!needed || format) return;
    let current = true;
    void loadDateFormat().then((module) => {
      loadedFormat = module.formatDate;
      if (current) setFormat(() => module.formatDate);
    });
    return () => {
      current = false;
    };
  }, [needed, format]);
  return needed ? format : undefined;
}

/**
 * What the cells of `columns` need to show their text: the language, the value lists they read
 * (also those of `lovColumns`, such as a query bar's), the user's time zone and date format, and
 * the date formatter when a column shows dates. `ready` is false until that formatter has loaded.
 */
export function useCellContext(
  columns: readonly ListColumn[],
  lovColumns: readonly Pick<ListColumn, 'lovCode'>[] = columns,
): { context: CellContext; ready: boolean } {
  const { t } = useI18n();
  const text = useText();
  const lovValues = useLovValues(columnLovCodes(lovColumns));
  const user = useSelector(selectCurrentUser);
  const timeZone = user?.timeZone;
  const dateFormat = user?.dateFormat;
  const showsDates = columns.some((column) => column.kind === 'date');
  const formatDate = useDateFormat(showsDates);
  const context = useMemo(
    () => ({ t, text, lovValues, timeZone, dateFormat, formatDate }),
    [t, text, lovValues, timeZone, dateFormat, formatDate],
  );
  return { context, ready: !showsDates || formatDate !== undefined };
}
