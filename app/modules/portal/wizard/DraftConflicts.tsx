import { Box } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  ConflictBanner,
  type ConflictBannerItem,
  type ConflictBannerLabels,
  type SheetGridChoice,
  type SheetGridConflicts,
} from '../../../../design-system';
import type { MergeConflict } from '../../../../domain/engine/merge';
import {
  cellText,
  fieldsFor,
  SAMPLE_FIELDS,
  type CellValue,
  type ProductKind,
  type SampleField,
  type SampleRow,
} from '../../../../domain/portal/samples';
import { useI18n, type MessageKey } from '../../../i18n';
import {
  draftConflictResolved,
  draftConflictsResolved,
  selectSubmission,
} from '../../../store/submission';
import { BIF_PREFIX, SHIPPING_PREFIX } from './draftMerge';
import { fieldLabel } from './sheet';

const isSampleField = (field: string): field is SampleField =>
  (SAMPLE_FIELDS as readonly string[]).includes(field);

/** A conflict's cell as the sheet grid shows it: its row's index and its column, or null. */
function cellOf(
  conflict: MergeConflict,
  rowIndex: ReadonlyMap<string, number>,
  kind: ProductKind,
): { row: number; field: SampleField } | null {
  const { path } = conflict;
  if (path.part !== 'line' || path.field === null || !isSampleField(path.field)) return null;
  const row = rowIndex.get(path.key);
  if (row === undefined || !fieldsFor(kind).includes(path.field)) return null;
  return { row, field: path.field };
}

function indexOfRows(rows: readonly SampleRow[]): Map<string, number> {
  return new Map(rows.map((row, index) => [row.rowId ?? '', index]));
}

/**
 * The conflicts of a merge that the sheet grid shows in place (other version's value beside the
 * cell's) and the grid's choice handler.
 */
export function useGridConflicts(kind: ProductKind) {
  const dispatch = useDispatch();
  const { rows, conflicts } = useSelector(selectSubmission);
  const cells = useMemo(() => {
    const result: SheetGridConflicts = {};
    const at = indexOfRows(rows);
    for (const conflict of conflicts) {
      const cell = cellOf(conflict, at, kind);
      if (!cell) continue;
      result[cell.row] = {
        ...result[cell.row],
        [cell.field]: { theirs: cellText(conflict.theirs as CellValue) },
      };
    }
    return result;
  }, [rows, conflicts, kind]);
  const onResolve = useCallback(
    (row: number, key: string, choice: SheetGridChoice) => {
      const rowId = rows[row]?.rowId;
      const index = conflicts.findIndex(
        ({ path }) => path.part === 'line' && path.key === rowId && path.field === key,
      );
      if (index >= 0) dispatch(draftConflictResolved({ index, choice }));
    },
    [rows, conflicts, dispatch],
  );
  return { cells, onResolve };
}

/** The banner's texts in the user's language. */
function useBannerLabels(): ConflictBannerLabels {
  const { t } = useI18n();
  return useMemo(
    () => ({
      title: t('portal.wizard.conflicts.title'),
      description: t('portal.wizard.conflicts.description'),
      mine: t('portal.wizard.conflicts.mine'),
      theirs: t('portal.wizard.conflicts.theirs'),
      empty: t('portal.wizard.conflicts.empty'),
      keepMine: t('portal.wizard.conflicts.keepMine'),
      takeTheirs: t('portal.wizard.conflicts.takeTheirs'),
      keepAllMine: t('portal.wizard.conflicts.keepAllMine'),
      takeAllTheirs: t('portal.wizard.conflicts.takeAllTheirs'),
    }),
    [t],
  );
}

/** Props of {@link DraftConflicts}. */
export interface DraftConflictsProps {
  kind: ProductKind;
  /** The page shows the sheet grid, which shows its cells' conflicts in place. */
  inGrid: boolean;
}

/**
 * What is left of a merge with a version saved elsewhere: the conflicts the page does not show
 * in place (shipping and analysis fields, removed rows, cells off the grid) with both values,
 * and "keep all mine" / "take all theirs".
 */
export function DraftConflicts({ kind, inGrid }: DraftConflictsProps) {
  const { t, locale } = useI18n();
  const dispatch = useDispatch();
  const { rows, conflicts } = useSelector(selectSubmission);
  const labels = useBannerLabels();

  const items = useMemo(() => {
    const at = indexOfRows(rows);
    const text = (value: unknown) =>
      value === null || value === undefined ? '' : typeof value === 'object' ? '' : String(value);
    const summary = (row: SampleRow | null) =>
      row === null
        ? t('portal.wizard.conflicts.removed')
        : t('portal.wizard.conflicts.changed', {
            values: fieldsFor(kind)
              .map((field) => cellText(row[field]))
              .filter((value) => value !== '')
              .join(' · '),
          });
    const label = (conflict: MergeConflict): string => {
      const { path } = conflict;
      if (path.part === 'header') {
        const [prefix, name] = path.field.startsWith(SHIPPING_PREFIX)
          ? ['shipping', path.field.slice(SHIPPING_PREFIX.length)]
          : ['bif', path.field.slice(BIF_PREFIX.length)];
        return t(`portal.wizard.${prefix}.${name}` as MessageKey);
      }
      if (path.field === null) {
        const row = (conflict.mine ?? conflict.theirs) as SampleRow;
        const name = cellText(row.sampleName);
        return t('portal.wizard.conflicts.sample', {
          name: name || t('portal.wizard.conflicts.noName'),
        });
      }
      const n = (at.get(path.key) ?? -1) + 1;
      const field = isSampleField(path.field) ? fieldLabel(path.field, locale) : path.field;
      return t('portal.wizard.conflicts.cell', { n: n > 0 ? n : '–', field });
    };
    const listed: ConflictBannerItem[] = [];
    conflicts.forEach((conflict, index) => {
      if (inGrid && cellOf(conflict, at, kind)) return;
      const whole = conflict.path.part === 'line' && conflict.path.field === null;
      listed.push({
        id: String(index),
        label: label(conflict),
        mine: whole ? summary(conflict.mine as SampleRow | null) : text(conflict.mine),
        theirs: whole ? summary(conflict.theirs as SampleRow | null) : text(conflict.theirs),
      });
    });
    return listed;
  }, [rows, conflicts, inGrid, kind, t, locale]);

  if (conflicts.length === 0) return null;
  return (
    <Box mb="4" data-print-hide="">
      <ConflictBanner
        count={conflicts.length}
        items={items}
        labels={labels}
        onChoose={(id, choice) => dispatch(draftConflictResolved({ index: Number(id), choice }))}
        onKeepAllMine={() => dispatch(draftConflictsResolved('mine'))}
        onTakeAllTheirs={() => dispatch(draftConflictsResolved('theirs'))}
      />
    </Box>
  );
}
