import { textRule } from '../../engine/rules';
import type {
  ListColumn,
  ListOption,
  ListPageDefinition,
  ListQueryField,
  ListRow,
  ListStatusTone,
} from '../../engine/types';
import { BATCH_STATUSES, ORDER_STATUSES, PROJECT_STATUSES } from '../../domain/lifecycles';
import type { MessageKey } from '../../i18n';
import type { BatchStatus } from '../../domain/lifecycles';
import {
  batchInformationPath,
  customerBatchPath,
  customerProjectPath,
  staffBatchPath,
  staffProjectPath,
} from './paths';

/**
 * The sequencing portal's read-only lists (contract-portal): projects, sequencing and
 * library-prep orders and sample batches, for customers (their team's rows) and staff (their
 * tenant's). Every one is an engine definition with `actions: []`: no toolbar, selection or
 * row actions; the server scopes the rows.
 */

/** Colours of the project states: work under way is `processing`, the end `success`. */
export const PROJECT_TONES: Readonly<Record<string, ListStatusTone>> = {
  Created: 'default',
  SamplesReceived: 'processing',
  LibraryPrep: 'processing',
  Sequencing: 'processing',
  Analysis: 'processing',
  DataReleased: 'success',
  Completed: 'success',
};

/** Colours of the order states. */
export const ORDER_TONES: Readonly<Record<string, ListStatusTone>> = {
  Created: 'default',
  InProgress: 'processing',
  Completed: 'success',
  Cancelled: 'default',
};

/** Colours of the batch states: a returned batch needs the customer, so it is `error`. */
export const BATCH_TONES: Readonly<Record<string, ListStatusTone>> = {
  Draft: 'default',
  Submitted: 'processing',
  Shipped: 'processing',
  Received: 'processing',
  QcDone: 'processing',
  InProgress: 'processing',
  Completed: 'success',
  Cancelled: 'default',
  Returned: 'error',
};

/** Colours of the QC verdicts: Risk and Fail need attention. */
export const QC_TONES: Readonly<Record<string, ListStatusTone>> = {
  Pending: 'default',
  Pass: 'success',
  Risk: 'error',
  Fail: 'error',
};

function statusOptions(prefix: string, statuses: readonly string[]): ListOption[] {
  return statuses.map((value) => ({ value, labelKey: `${prefix}.${value}` as MessageKey }));
}

function statusFilter(prefix: string, statuses: readonly string[]): ListQueryField {
  return {
    name: 'status',
    labelKey: 'portal.lists.status',
    type: 'select',
    options: statusOptions(prefix, statuses),
  };
}

function statusColumn(prefix: string, tones: Readonly<Record<string, ListStatusTone>>): ListColumn {
  return {
    field: 'status',
    titleKey: 'portal.lists.status',
    width: 150,
    sortable: true,
    kind: 'status',
    statusKey: prefix,
    tones,
  };
}

const KEYWORD: ListQueryField = {
  name: 'keyword',
  labelKey: 'portal.lists.keyword',
  type: 'text',
  rule: textRule({ max: 100 }),
};

/** Opens the project of a row (`projectId`), for customers or staff. */
function projectLink(staff: boolean): (row: ListRow) => string | undefined {
  return (row) => {
    const id = Number(row.projectId);
    if (!Number.isInteger(id) || id <= 0) return undefined;
    return staff ? staffProjectPath(id) : customerProjectPath(id);
  };
}

/** Opens a batch: the customer's wizard or information page, the staff's workbench. */
function batchLink(staff: boolean): (row: ListRow) => string | undefined {
  return (row) => {
    const batchId = Number(row.batchId);
    if (!Number.isInteger(batchId) || batchId <= 0) return undefined;
    return staff
      ? staffBatchPath(batchId)
      : customerBatchPath({ batchId, status: row.status as BatchStatus });
  };
}

const PROJECTS_PATH = '/hpro/v1/{tenantId}/projects';
const ORDERS_PATH = '/hpro/v1/{tenantId}/orders';

function projectsDefinition(id: string, titleKey: MessageKey, staff: boolean): ListPageDefinition {
  return {
    id,
    titleKey,
    entityKey: 'portal.lists.projects.entity',
    basePath: PROJECTS_PATH,
    idField: 'projectId',
    nameField: 'projectCode',
    permissionPrefix: 'portal.projects.list',
    actions: [],
    defaultSort: { field: 'createdDate', order: 'desc' },
    columns: [
      {
        field: 'projectCode',
        titleKey: 'portal.lists.projects.projectCode',
        width: 160,
        sortable: true,
        link: projectLink(staff),
      },
      {
        field: 'projectName',
        titleKey: 'portal.lists.projects.projectName',
        width: 240,
        sortable: true,
      },
      statusColumn('portal.status.project', PROJECT_TONES),
      { field: 'productCode', titleKey: 'portal.lists.projects.productCode', width: 140 },
      {
        field: 'sampleCount',
        titleKey: 'portal.lists.projects.sampleCount',
        width: 100,
        kind: 'number',
      },
      {
        field: 'createdDate',
        titleKey: 'portal.lists.projects.createdDate',
        width: 140,
        sortable: true,
        kind: 'date',
      },
    ],
    queryFields: [
      statusFilter('portal.status.project', PROJECT_STATUSES),
      KEYWORD,
      { name: 'dateFrom', labelKey: 'portal.lists.dateFrom', type: 'date' },
      { name: 'dateTo', labelKey: 'portal.lists.dateTo', type: 'date' },
    ],
    formFields: [],
  };
}

function ordersDefinition(
  id: string,
  type: 'sequencing' | 'libprep',
  titleKey: MessageKey,
  staff: boolean,
): ListPageDefinition {
  return {
    id,
    titleKey,
    entityKey: 'portal.lists.orders.entity',
    basePath: ORDERS_PATH,
    fixedQuery: { type },
    idField: 'orderId',
    nameField: 'orderCode',
    permissionPrefix: 'portal.orders.list',
    actions: [],
    defaultSort: { field: 'createdDate', order: 'desc' },
    columns: [
      { field: 'orderCode', titleKey: 'portal.lists.orders.orderCode', width: 160, sortable: true },
      {
        field: 'projectCode',
        titleKey: 'portal.lists.orders.projectCode',
        width: 160,
        sortable: true,
        link: projectLink(staff),
      },
      statusColumn('portal.status.order', ORDER_TONES),
      {
        field: 'sampleCount',
        titleKey: 'portal.lists.orders.sampleCount',
        width: 100,
        kind: 'number',
      },
      {
        field: 'createdDate',
        titleKey: 'portal.lists.orders.createdDate',
        width: 140,
        sortable: true,
        kind: 'date',
      },
    ],
    queryFields: [statusFilter('portal.status.order', ORDER_STATUSES), KEYWORD],
    formFields: [],
  };
}

function batchesDefinition(
  id: string,
  basePath: string,
  titleKey: MessageKey,
  staff: boolean,
): ListPageDefinition {
  const columns: ListColumn[] = [
    {
      field: 'batchCode',
      titleKey: 'portal.lists.batches.batchCode',
      width: 160,
      sortable: true,
      link: batchLink(staff),
    },
    statusColumn('portal.status.batch', BATCH_TONES),
    ...(staff
      ? [{ field: 'teamName', titleKey: 'portal.lists.batches.teamName', width: 180 } as const]
      : []),
    { field: 'productCode', titleKey: 'portal.lists.batches.productCode', width: 140 },
    {
      field: 'projectCode',
      titleKey: 'portal.lists.batches.projectCode',
      width: 160,
      sortable: true,
    },
    {
      field: 'sampleCount',
      titleKey: 'portal.lists.batches.sampleCount',
      width: 100,
      kind: 'number',
    },
    {
      field: 'submittedDate',
      titleKey: 'portal.lists.batches.submittedDate',
      width: 140,
      sortable: true,
      kind: 'date',
    },
    { field: 'returnReason', titleKey: 'portal.lists.batches.returnReason', width: 220 },
  ];
  return {
    id,
    titleKey,
    entityKey: 'portal.lists.batches.entity',
    basePath,
    idField: 'batchId',
    nameField: 'batchCode',
    permissionPrefix: 'portal.batches.list',
    actions: [],
    defaultSort: { field: 'createdDate', order: 'desc' },
    columns,
    queryFields: [
      // The staff list leaves out drafts (the customer's work in progress).
      statusFilter(
        'portal.status.batch',
        staff ? BATCH_STATUSES.filter((status) => status !== 'Draft') : BATCH_STATUSES,
      ),
      KEYWORD,
    ],
    formFields: [],
  };
}

/** The customer's projects: `/hpro/v1/{tenantId}/projects`. */
export const customerProjectsDefinition = projectsDefinition(
  'portal.projects',
  'portal.lists.projects.title',
  false,
);
/** The customer's sequencing orders: `/hpro/v1/{tenantId}/orders?type=sequencing`. */
export const customerSequencingOrdersDefinition = ordersDefinition(
  'portal.sequencingOrders',
  'sequencing',
  'portal.lists.orders.sequencingTitle',
  false,
);
/** The customer's library-prep orders: `/hpro/v1/{tenantId}/orders?type=libprep`. */
export const customerLibPrepOrdersDefinition = ordersDefinition(
  'portal.libPrepOrders',
  'libprep',
  'portal.lists.orders.libPrepTitle',
  false,
);
/** The customer's sample batches: `/hsif/v1/{tenantId}/batches`. */
export const customerBatchesDefinition = batchesDefinition(
  'portal.batches',
  '/hsif/v1/{tenantId}/batches',
  'portal.lists.batches.title',
  false,
);

/** The tenant's projects, for staff. */
export const staffProjectsDefinition = projectsDefinition(
  'portal.staff.projects',
  'portal.lists.projects.staffTitle',
  true,
);
/** The tenant's submitted batches, for staff: `/hsif/v1/{tenantId}/staff/batches`. */
export const staffBatchesDefinition = batchesDefinition(
  'portal.staff.batches',
  '/hsif/v1/{tenantId}/staff/batches',
  'portal.lists.batches.staffTitle',
  true,
);
/** The tenant's sequencing orders, for staff. */
export const staffSequencingOrdersDefinition = ordersDefinition(
  'portal.staff.sequencingOrders',
  'sequencing',
  'portal.lists.orders.sequencingTitle',
  true,
);
/** The tenant's library-prep orders, for staff. */
export const staffLibPrepOrdersDefinition = ordersDefinition(
  'portal.staff.libPrepOrders',
  'libprep',
  'portal.lists.orders.libPrepTitle',
  true,
);

/**
 * The sample lookup: the submitted samples the caller sees, by sample name or batch code and QC
 * verdict (`/hsif/v1/{tenantId}/samples`); each opens its batch's information.
 */
export const customerSamplesDefinition: ListPageDefinition = {
  id: 'portal.samples',
  titleKey: 'portal.views.lookup.title',
  entityKey: 'portal.views.lookup.entity',
  basePath: '/hsif/v1/{tenantId}/samples',
  idField: 'sampleId',
  nameField: 'sampleName',
  permissionPrefix: 'portal.samples.list',
  actions: [],
  defaultSort: { field: 'submittedDate', order: 'desc' },
  columns: [
    { field: 'sampleName', titleKey: 'portal.views.lookup.sampleName', width: 160, sortable: true },
    { field: 'sampleType', titleKey: 'portal.views.lookup.sampleType', width: 120, sortable: true },
    {
      field: 'qcVerdict',
      titleKey: 'portal.views.lookup.verdict',
      width: 120,
      sortable: true,
      kind: 'status',
      statusKey: 'portal.status.qc',
      tones: QC_TONES,
    },
    {
      field: 'batchCode',
      titleKey: 'portal.views.lookup.batchCode',
      width: 150,
      sortable: true,
      link: (row) => {
        const id = Number(row.batchId);
        return Number.isInteger(id) && id > 0 ? batchInformationPath(id) : undefined;
      },
    },
    {
      field: 'projectCode',
      titleKey: 'portal.views.lookup.projectCode',
      width: 150,
      sortable: true,
      link: projectLink(false),
    },
    {
      field: 'totalAmount',
      titleKey: 'portal.views.lookup.totalAmount',
      width: 140,
      kind: 'number',
    },
    {
      field: 'submittedDate',
      titleKey: 'portal.views.lookup.submittedDate',
      width: 140,
      sortable: true,
      kind: 'date',
    },
  ],
  queryFields: [
    {
      name: 'keyword',
      labelKey: 'portal.views.lookup.keyword',
      type: 'text',
      rule: textRule({ max: 100 }),
    },
    {
      name: 'verdict',
      labelKey: 'portal.views.lookup.verdict',
      type: 'select',
      options: statusOptions('portal.status.qc', ['Pending', 'Pass', 'Risk', 'Fail']),
    },
  ],
  formFields: [],
};

/** The customer's lists by path relative to `/pub`. */
export const PORTAL_CUSTOMER_PAGES: readonly { path: string; definition: ListPageDefinition }[] = [
  { path: 'projects/project', definition: customerProjectsDefinition },
  { path: 'projects/sequencing-order', definition: customerSequencingOrdersDefinition },
  { path: 'projects/libPrepOrder', definition: customerLibPrepOrdersDefinition },
  { path: 'sample/home', definition: customerBatchesDefinition },
];

/** The staff's lists by absolute path of the operators' shell. */
export const PORTAL_STAFF_PAGES: readonly { path: string; definition: ListPageDefinition }[] = [
  { path: '/hpro/project/list', definition: staffProjectsDefinition },
  { path: '/hsif/sample/list', definition: staffBatchesDefinition },
  { path: '/hpro/sequencing', definition: staffSequencingOrdersDefinition },
  { path: '/hpro/libPrepOrder', definition: staffLibPrepOrdersDefinition },
];
