// The design system's public API: import components only from here.
export { DesignSystemProvider } from './DesignSystemProvider';
export type { DesignSystemProviderProps } from './DesignSystemProvider';
export { system, FONT_FAMILY } from './theme';
export { StatusBadge } from './StatusBadge/StatusBadge';
export type { StatusBadgeProps } from './StatusBadge/StatusBadge';
export { statusTone } from './StatusBadge/status';
export type { StatusTone } from './StatusBadge/status';
export { Exception } from './Exception/Exception';
export type { ExceptionProps } from './Exception/Exception';
export { DataTable, DEFAULT_COLUMN_WIDTH } from './DataTable/DataTable';
export type {
  CellEditor,
  ColumnAlign,
  DataTableChange,
  DataTableColumn,
  DataTableColumnBase,
  DataTableFieldColumn,
  DataTablePagination,
  DataTableProps,
  DataTableSelection,
} from './DataTable/types';
export { DEFAULT_DATA_TABLE_LABELS } from './DataTable/labels';
export type { DataTableLabels } from './DataTable/labels';
export {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  nextSort,
  normalisePageSize,
  pageItems,
  toPageQuery,
} from './DataTable/paging';
export type { DataTableSort, PageItem, PageQuery, PageState, SortOrder } from './DataTable/paging';
export { markUpdated, rowStatus } from './DataTable/rowStatus';
export type { RowKey, RowStatus, RowStatusField } from './DataTable/rowStatus';
export * from './format';
export { loadChineseFont } from './chineseFont';
export { Permission, PermissionProvider } from './Permission/Permission';
export type {
  PermissionProps,
  PermissionProviderProps,
  PermissionRenderState,
} from './Permission/Permission';
export { PermissionButton } from './Permission/PermissionButton';
export type { PermissionButtonProps } from './Permission/PermissionButton';
export { usePermission, usePermissionDisabled, usePermissions } from './Permission/permission';
export type {
  PermissionChecker,
  PermissionControllerType,
  PermissionResult,
} from './Permission/permission';
export {
  ActionLink,
  ACTION_LINK_INLINE_COUNT,
  DEFAULT_ACTION_LINK_LABELS,
} from './ActionLink/ActionLink';
export type { ActionLinkItem, ActionLinkLabels, ActionLinkProps } from './ActionLink/ActionLink';
export { createNotifier, NOTIFICATION_DURATION, NOTIFICATION_PLACEMENT } from './Feedback/notifier';
export type {
  NotificationType,
  Notifier,
  NotifierOptions,
  NotifyOptions,
} from './Feedback/notifier';
export { NotificationViewport, DEFAULT_NOTIFICATION_LABELS } from './Feedback/NotificationViewport';
export type {
  NotificationViewportLabels,
  NotificationViewportProps,
} from './Feedback/NotificationViewport';
export { ConfirmDialog, DEFAULT_CONFIRM_LABELS, useConfirm } from './Feedback/ConfirmDialog';
export type {
  ConfirmDialogLabels,
  ConfirmDialogProps,
  ConfirmHandler,
  ConfirmOptions,
  UseConfirmResult,
} from './Feedback/ConfirmDialog';
export { useShownSize } from './useShownSize';
export type { ShownSize } from './useShownSize';
export { preloadLater, releasePreloads } from './preloadLater';
export { chunkLoads, lazyChunk, lazyWithStandIn, type LazyChunk } from './lazyChunk';
export { TabBar, DEFAULT_TAB_BAR_LABELS } from './TabBar/TabBar';
export type { TabBarLabels, TabBarProps, TabBarTab } from './TabBar/TabBar';
export {
  NotificationBadge,
  badgeText,
  DEFAULT_NOTIFICATION_BADGE_LABELS,
  NOTIFICATION_BADGE_MAX,
} from './NotificationBadge/NotificationBadge';
export type {
  NotificationBadgeLabels,
  NotificationBadgeProps,
} from './NotificationBadge/NotificationBadge';
export { FormLayout, useFormLayout } from './Form/FormLayout';
export type {
  FormColumns,
  FormGutter,
  FormLabelSpan,
  FormLayoutProps,
  FormLayoutSettings,
} from './Form/FormLayout';
export {
  DateField,
  DateTimeField,
  FlagField,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
} from './Form/Form';
export { FormItem, leftByUser } from './Form/controls';
export type {
  DateFieldProps,
  DateTimeFieldProps,
  FlagFieldProps,
  FormControlAria,
  FormFieldBaseProps,
  FormItemProps,
  NumberFieldProps,
  SelectFieldProps,
  SelectOption,
  TextareaFieldProps,
  TextFieldProps,
} from './Form/controls';
export { saveForms } from './Form/saveForms';
export type {
  FormErrors,
  FormRow,
  FormRowStatus,
  SaveableForm,
  SaveFormsFailed,
  SaveFormsFailure,
  SaveFormsResult,
  SaveFormsSuccess,
} from './Form/saveForms';
export { QueryBar, DEFAULT_QUERY_BAR_LABELS } from './QueryBar/QueryBar';
export type { QueryBarLabels, QueryBarProps } from './QueryBar/QueryBar';
export { useQueryBar, QUERY_BAR_PAGE_SIZE, QUERY_BAR_VISIBLE_FIELDS } from './QueryBar/useQueryBar';
export type {
  QueryBarField,
  QueryBarQuery,
  QueryBarState,
  QueryFieldType,
  QueryPagination,
  QuerySort,
  QueryValues,
  UseQueryBarOptions,
} from './QueryBar/useQueryBar';
export { Lov } from './Lov/Lov';
export type { LovProps } from './Lov/Lov';
export { LovModal, DEFAULT_LOV_LABELS } from './Lov/LovModal';
export type { LovLabels, LovModalProps } from './Lov/LovModal';
export {
  isLovPage,
  lovModalWidth,
  resolveLovView,
  LOV_COLUMN_WIDTH,
  LOV_MODAL_EXTRA_WIDTH,
  LOV_MODAL_WIDTH,
  LOV_PAGE_SIZE,
} from './Lov/lovView';
export type {
  LovDataQuery,
  LovLoadData,
  LovLoadView,
  LovPage,
  LovQueryField,
  LovRow,
  LovTableField,
  LovView,
  ResolvedLovView,
} from './Lov/lovView';
export {
  SheetGrid,
  DEFAULT_SHEET_GRID_LABELS,
  SHEET_GRID_COLUMN_WIDTH,
} from './SheetGrid/SheetGrid';
export type { SheetGridLabels, SheetGridProps } from './SheetGrid/SheetGrid';
export { parseClipboard } from './SheetGrid/sheetGrid';
export type {
  SheetGridChoice,
  SheetGridColumn,
  SheetGridColumnType,
  SheetGridConflict,
  SheetGridConflicts,
  SheetGridIssue,
  SheetGridIssues,
  SheetGridOption,
  SheetRow,
} from './SheetGrid/sheetGrid';
export { ConflictBanner, DEFAULT_CONFLICT_BANNER_LABELS } from './ConflictBanner/ConflictBanner';
export type {
  ConflictBannerItem,
  ConflictBannerLabels,
  ConflictBannerProps,
  ConflictChoice,
} from './ConflictBanner/ConflictBanner';
export { BpmnDiagram, DEFAULT_BPMN_DIAGRAM_LABELS } from './BpmnDiagram/BpmnDiagram';
export type { BpmnDiagramLabels, BpmnDiagramProps } from './BpmnDiagram/BpmnDiagram';
