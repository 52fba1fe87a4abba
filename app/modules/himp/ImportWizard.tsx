import {
  Box,
  Button,
  Checkbox,
  Flex,
  Heading,
  Input,
  Link as ChakraLink,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { StatusBadge } from '../../../design-system';
import type { Text as Words } from '../../../domain/engine/text';
import { useText } from '../../engine/labels';
import { useI18n } from '../../i18n';
import {
  BUSY_IMPORT_STATUSES,
  IMPORT_STATUS_TONES,
  IMPORT_STATUSES,
  ROW_STATUS_TONES,
  ROW_STATUSES,
  type RowStatus,
  type StagedRow,
} from '../../../domain/contract/himp';
import {
  autoRefreshSet,
  fileUploadRequested,
  importRefreshRequested,
  importRequested,
  rowDraftCancelled,
  rowDraftChanged,
  rowSaveRequested,
  selectImportWizard,
  STAGED_PAGE_SIZE,
  stagedRowsRequested,
  templateDownloadRequested,
  validateRequested,
  wizardOpened,
  wizardRestarted,
  type HimpRoot,
  type ImportWizardState,
} from '../../store/himp';

/** The label of a status in its list (the value itself where the list has none). */
function labelOf(list: readonly { value: string; label: Words }[], value: string): Words {
  return list.find((item) => item.value === value)?.label ?? { en_US: value, zh_CN: value };
}

/** A step's frame: its heading and its content. */
function Step({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="sm" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** The grid of the staged rows: per-row status and messages, rows not imported editable. */
function StagedGrid({ wizard, editable }: { wizard: ImportWizardState; editable: boolean }) {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const columns = wizard.template?.columns ?? [];
  const pages = Math.max(1, Math.ceil(wizard.rowsTotal / STAGED_PAGE_SIZE));
  const text = useText();
  const statusText = (status: RowStatus) => text(labelOf(ROW_STATUSES, status));
  return (
    <Stack gap="2">
      <Box overflowX="auto">
        <Table.Root size="sm" aria-label={t('himp.wizard.steps.check')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('himp.wizard.row')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('himp.wizard.rowStatus')}</Table.ColumnHeader>
              {columns.map((column) => (
                <Table.ColumnHeader key={`${column.sheetIndex}-${column.columnCode}`}>
                  {column.columnName}
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader>{t('himp.wizard.messages')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('himp.wizard.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {wizard.rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columns.length + 4}>{t('himp.wizard.noRows')}</Table.Cell>
              </Table.Row>
            ) : null}
            {wizard.rows.map((row: StagedRow) => {
              const draft = wizard.drafts[row._id];
              const refusal = wizard.rowErrors[row._id];
              const rowLabel = t('himp.wizard.editRow', { row: row._rowNumber });
              return (
                <Table.Row key={row._id} data-status={row._dataStatus}>
                  <Table.Cell>{row._rowNumber}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge
                      status={row._dataStatus}
                      tone={ROW_STATUS_TONES[row._dataStatus]}
                      label={statusText(row._dataStatus)}
                    />
                  </Table.Cell>
                  {columns.map((column) => (
                    <Table.Cell key={`${column.sheetIndex}-${column.columnCode}`}>
                      {draft ? (
                        <Input
                          size="sm"
                          minW="28"
                          aria-label={`${column.columnName} (${rowLabel})`}
                          value={draft[column.columnCode] ?? ''}
                          onChange={(event) =>
                            dispatch(
                              rowDraftChanged({
                                rowId: row._id,
                                column: column.columnCode,
                                value: event.target.value,
                              }),
                            )
                          }
                        />
                      ) : (
                        String(row[column.columnCode] ?? '')
                      )}
                    </Table.Cell>
                  ))}
                  <Table.Cell whiteSpace="normal" maxW="md">
                    <Text color={refusal || row._dataStatus === 'ERROR' ? 'red.600' : undefined}>
                      {refusal ?? row._info}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    {draft ? (
                      <Flex gap="2">
                        <Button
                          size="xs"
                          colorPalette="blue"
                          loading={wizard.savingRow === row._id}
                          onClick={() => dispatch(rowSaveRequested(row._id))}
                        >
                          {t('himp.wizard.save')}
                        </Button>
                        <Button
                          size="xs"
                          variant="outline"
                          onClick={() => dispatch(rowDraftCancelled(row._id))}
                        >
                          {t('himp.wizard.cancel')}
                        </Button>
                      </Flex>
                    ) : editable && row._dataStatus !== 'IMPORTED' ? (
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={rowLabel}
                        onClick={() => dispatch(rowDraftChanged({ rowId: row._id }))}
                      >
                        {t('himp.wizard.edit')}
                      </Button>
                    ) : null}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
      {pages > 1 ? (
        <Flex gap="2" align="center">
          <Button
            size="xs"
            variant="outline"
            disabled={wizard.page === 0}
            onClick={() => dispatch(stagedRowsRequested(wizard.page - 1))}
          >
            {t('himp.wizard.previous')}
          </Button>
          <Text fontSize="sm">{t('himp.wizard.page', { page: wizard.page + 1, pages })}</Text>
          <Button
            size="xs"
            variant="outline"
            disabled={wizard.page + 1 >= pages}
            onClick={() => dispatch(stagedRowsRequested(wizard.page + 1))}
          >
            {t('himp.wizard.next')}
          </Button>
        </Flex>
      ) : null}
    </Stack>
  );
}

/**
 * The import wizard of a template (`/himp/commentImport/:code`): download the template, upload
 * a filled-in file (read on the server into a batch of staged rows), validate them (each row's
 * status and messages in a grid, rows in error corrected in place), import the valid ones with
 * the progress read again on its own (while "Refresh automatically" is ticked), then the outcome and a link to the
 * batch in the import history. Every call goes through the himp saga; typed corrections stay
 * until saved, also when a save is refused.
 */
export function ImportWizard() {
  const { code = '' } = useParams<{ code: string }>();
  const { t } = useI18n();
  const text = useText();
  const dispatch = useDispatch();
  const wizard = useSelector((state: HimpRoot) => selectImportWizard(state));
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    dispatch(wizardOpened(code));
  }, [dispatch, code]);

  const { template, status } = wizard;
  if (wizard.code !== code || wizard.templateStatus === 'loading' || !template) {
    if (wizard.templateStatus === 'failed') {
      return (
        <Box p="4" role="alert">
          <Text>{wizard.templateError ?? t('himp.wizard.loadFailed')}</Text>
        </Box>
      );
    }
    return (
      <Box p="4">
        <Text>{t('himp.wizard.loading')}</Text>
      </Box>
    );
  }
  const target = template.targetTitle;
  const busy = status ? BUSY_IMPORT_STATUSES.includes(status.status) : false;
  const running = busy || wizard.starting;
  const onFile = (event: ChangeEvent<HTMLInputElement>) => setFile(event.target.files?.[0] ?? null);
  const columns = template.columns
    .map((column) =>
      column.requiredFlag === 1
        ? `${column.columnName} (${t('himp.wizard.required')})`
        : column.columnName,
    )
    .join(', ');

  return (
    <Stack gap="4" p="4">
      <Stack gap="1">
        <Heading as="h1" size="md">
          {t('himp.wizard.title', { name: template.templateName })}
        </Heading>
        <Text color="fg.muted">{t('himp.wizard.into', { target })}</Text>
        {template.mayImport ? null : (
          <Text role="alert" color="red.600">
            {t('himp.wizard.noPermission', { target })}
          </Text>
        )}
      </Stack>

      <Step title={t('himp.wizard.steps.download')}>
        <Stack gap="2" align="start">
          <Text fontSize="sm">{t('himp.wizard.downloadHelp', { columns })}</Text>
          <Button size="sm" variant="outline" onClick={() => dispatch(templateDownloadRequested())}>
            {t('himp.wizard.download')}
          </Button>
        </Stack>
      </Step>

      <Step title={t('himp.wizard.steps.upload')}>
        {wizard.batch ? (
          <Flex gap="3" align="center" wrap="wrap">
            <Text>{t('himp.wizard.chosen', { name: wizard.fileName ?? '' })}</Text>
            <Text color="fg.muted">{t('himp.wizard.batch', { batch: wizard.batch })}</Text>
            <Button
              size="sm"
              variant="outline"
              disabled={running}
              onClick={() => {
                setFile(null);
                dispatch(wizardRestarted());
              }}
            >
              {t('himp.wizard.another')}
            </Button>
          </Flex>
        ) : (
          <Stack gap="2" align="start">
            <Text fontSize="sm">
              {t('himp.wizard.uploadHelp', {
                size: Math.round(template.maxBytes / 1024 / 1024),
                rows: template.maxRows,
              })}
            </Text>
            <Flex gap="2" align="center">
              <Input
                ref={fileInput}
                type="file"
                size="sm"
                p="1"
                aria-label={t('himp.wizard.chooseFile')}
                accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
                onChange={onFile}
              />
              <Button
                size="sm"
                colorPalette="blue"
                disabled={!file || !template.mayImport}
                loading={wizard.uploading}
                loadingText={t('himp.wizard.uploading')}
                onClick={() => file && dispatch(fileUploadRequested(file))}
              >
                {t('himp.wizard.upload')}
              </Button>
            </Flex>
          </Stack>
        )}
      </Step>

      {wizard.batch && status ? (
        <Step title={t('himp.wizard.steps.check')}>
          <Stack gap="3">
            <Flex gap="4" align="center" wrap="wrap">
              <Text>
                {t('himp.wizard.status')}:{' '}
                <StatusBadge
                  status={status.status}
                  tone={IMPORT_STATUS_TONES[status.status]}
                  label={text(labelOf(IMPORT_STATUSES, status.status))}
                />
              </Text>
              {busy ? (
                <Text role="status">{t('himp.wizard.progress', { percent: status.progress })}</Text>
              ) : null}
              <Checkbox.Root
                size="sm"
                checked={wizard.autoRefresh}
                onCheckedChange={(event) => dispatch(autoRefreshSet(event.checked === true))}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t('himp.wizard.autoRefresh')}</Checkbox.Label>
              </Checkbox.Root>
              <Button size="xs" variant="ghost" onClick={() => dispatch(importRefreshRequested())}>
                {t('himp.wizard.refresh')}
              </Button>
            </Flex>
            <Text fontSize="sm">
              {t('himp.wizard.counts', {
                total: status.totalCount,
                valid: status.validCount,
                error: status.errorCount,
                imported: status.importedCount,
                failed: status.failedCount,
              })}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('himp.wizard.validateHelp', { target })}
            </Text>
            <Box>
              <Button
                size="sm"
                colorPalette="blue"
                variant="outline"
                disabled={running}
                loading={wizard.starting || status.status === 'CHECKING'}
                onClick={() => dispatch(validateRequested())}
              >
                {t('himp.wizard.validate')}
              </Button>
            </Box>
            <StagedGrid wizard={wizard} editable={!running} />
          </Stack>
        </Step>
      ) : null}

      {wizard.batch && status ? (
        <Step title={t('himp.wizard.steps.import')}>
          <Stack gap="2" align="start">
            <Button
              size="sm"
              colorPalette="blue"
              disabled={running || status.validCount === 0 || !template.mayImport}
              loading={status.status === 'IMPORTING'}
              onClick={() => dispatch(importRequested())}
            >
              {t('himp.wizard.import', { count: status.validCount })}
            </Button>
            {status.status === 'IMPORTED' ? (
              <>
                <Text role="status">
                  {t('himp.wizard.done', {
                    imported: status.importedCount,
                    failed: status.failedCount,
                    target,
                  })}
                </Text>
                <ChakraLink asChild colorPalette="blue" fontSize="sm">
                  <Link
                    to={`/himp/history/detail/${status.importId}/${encodeURIComponent(
                      status.templateCode,
                    )}/${status.batch}`}
                  >
                    {t('himp.wizard.history')}
                  </Link>
                </ChakraLink>
              </>
            ) : null}
          </Stack>
        </Step>
      ) : null}
    </Stack>
  );
}
