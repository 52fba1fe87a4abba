import { useCallback } from 'react';
import type {
  ActionLinkLabels,
  ConfirmDialogLabels,
  DataTableLabels,
  LovLabels,
  QueryBarLabels,
} from '../../design-system';
import { useI18n, type Locale, type Translate } from '../i18n';
import type { Label } from './types';

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

/** The text of a label in the current language. */
export function labelText(label: Label, t: Translate, locale: Locale): string {
  return typeof label === 'string' ? t(label) : label[locale];
}

/** A function giving the text of a label in the current language. */
export function useText(): (label: Label) => string {
  const { t, locale } = useI18n();
  return useCallback((label: Label) => labelText(label, t, locale), [t, locale]);
}

/** The texts of the Lov and its modal, in the user's language. */
export function lovLabels(t: Translate): LovLabels {
  return {
    search: t('engine.lov.search'),
    clear: t('engine.lov.clear'),
    ok: t('engine.ok'),
    cancel: t('engine.cancel'),
    close: t('engine.lov.close'),
    query: t('engine.query.search'),
    reset: t('engine.query.reset'),
    selectWarning: t('engine.lov.selectWarning'),
    loading: (code) => t('engine.lov.loading', { code }),
    undefinedView: (code) => t('engine.lov.undefinedView', { code }),
    loadFailed: (code) => t('engine.lov.loadFailed', { code }),
    loadingData: t('engine.table.loading'),
    noData: t('engine.table.empty'),
    previousPage: t('engine.table.previousPage'),
    nextPage: t('engine.table.nextPage'),
    pageInfo: (page, pages, total) => t('engine.lov.pageInfo', { page, pages, total }),
    expand: t('engine.lov.expand'),
    collapse: t('engine.lov.collapse'),
  };
}
