import type {
  ActionLinkLabels,
  ConfirmDialogLabels,
  DataTableLabels,
  QueryBarLabels,
} from '../../design-system';
import type { Translate } from '../i18n';

/** The design-system texts a list page passes down, in the user's language. */
export interface EngineLabels {
  table: DataTableLabels;
  queryBar: QueryBarLabels;
  actionLink: ActionLinkLabels;
  confirm: ConfirmDialogLabels;
}

/** Builds {@link EngineLabels} with the translator of the current language. */
export function engineLabels(t: Translate): EngineLabels {
  return {
    table: {
      empty: t('engine.table.empty'),
      loading: t('engine.table.loading'),
      error: t('engine.table.error'),
      retry: t('engine.table.retry'),
      pagination: t('engine.table.pagination'),
      pageSize: t('engine.table.pageSize'),
      pageSizeOption: (size) => t('engine.table.pageSizeOption', { size }),
      total: (total) => t('engine.table.total', { total }),
      previousPage: t('engine.table.previousPage'),
      nextPage: t('engine.table.nextPage'),
      page: (page) => t('engine.table.page', { page }),
      selectAll: t('engine.table.selectAll'),
      selectRow: (key) => t('engine.table.selectRow', { key: String(key) }),
      rowCreated: t('engine.table.rowCreated'),
      rowUpdated: t('engine.table.rowUpdated'),
      rowDeleted: t('engine.table.rowDeleted'),
    },
    queryBar: {
      region: t('engine.query.region'),
      search: t('engine.query.search'),
      reset: t('engine.query.reset'),
      viewMore: t('engine.query.viewMore'),
      collapse: t('engine.query.collapse'),
    },
    actionLink: { more: t('engine.more') },
    confirm: { ok: t('engine.ok'), cancel: t('engine.cancel') },
  };
}
