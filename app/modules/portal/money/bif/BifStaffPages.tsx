import { Box, Button, chakra, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import {
  BIF_COLUMNS,
  importBifSheet,
  type BifComparison,
  type BifGroup,
  type BifImportLine,
} from '../../../../../domain/portal/bif';
import { parseCsv, parseXlsx, toCsv } from '../../../../../domain/portal/sampleImport';
import { useRead } from '../../../../engine/useRead';
import { useI18n, type MessageKey } from '../../../../i18n';
import { MONEY_PATHS, type Bif } from '../../../../services/money';
import type { Page } from '../../../../services/types';
import type { ProjectSummary } from '../../../../services/portal';
import { moneyNavigate } from '../../../../store/moneyDrafts';
import type { RootState } from '../../../../store/reducer';
import { selectWrite, writeRequest } from '../../../../store/resources';
import { staffProjectPath } from '../../paths';
import { Details, LoadState, PageLink, Section } from '../../views/parts';
import { LinkButton, MoneyHistory, MoneyStatus } from '../parts';
import { bifStepPath } from '../paths';
import { BifReturn, BifSummary } from './BifPages';

/** The project of a code (from the project list, searched by it), once read. */
function useProjectByCode(code: string | undefined): ProjectSummary | null | undefined {
  const entry = useRead(code ? '/hpro/v1/{tenantId}/projects' : undefined, {
    keyword: code,
    page: 0,
    size: 20,
  });
  if (!entry || entry.status === 'loading') return undefined;
  const page = entry.data as Page<ProjectSummary> | undefined;
  return page?.content.find((project) => project.projectCode === code) ?? null;
}

/** The form of the project named by the path's code. */
function useBifOfCode(code: string | undefined) {
  const project = useProjectByCode(code);
  const entry = useRead(
    project ? MONEY_PATHS.bif(project.projectId) : undefined,
    {},
    { fresh: true },
  );
  return { project, bif: entry?.data as Bif | undefined, status: entry?.status };
}

function NoProject({ code }: { code: string | undefined }) {
  const { t } = useI18n();
  return (
    <Text padding="4" role="alert">
      {t('portal.money.bif.noProject', { code: code ?? '' })}
    </Text>
  );
}

/**
 * `/hpro/bif-detail/{type}/{category}`: a project's bioinformatics form for staff, read-only
 * (its analysis product, the project's code), with the steps to edit it and a way to return a
 * submitted form with a reason.
 */
export function BifDetailPage() {
  const { t } = useI18n();
  const { category } = useParams();
  const { project, bif, status } = useBifOfCode(category);
  if (project === null) return <NoProject code={category} />;
  if (!bif) {
    return (
      <Box padding="4">
        <LoadState status={status === 'failed' ? 'failed' : 'loading'} onRetry={() => undefined} />
      </Box>
    );
  }
  return (
    <Stack padding="4" gap="4" maxWidth="6xl">
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="lg">
          {t('portal.money.bif.title', { code: bif.projectCode })}
        </Heading>
        <MoneyStatus kind="bif" status={bif.status} />
        <PageLink to={staffProjectPath(bif.projectId)}>{bif.projectName}</PageLink>
        <Box marginInlineStart="auto">
          <LinkButton to={bifStepPath(1, bif.projectId, true)}>
            {t('portal.money.bif.open')}
          </LinkButton>
        </Box>
      </Flex>
      <Section title={t('portal.money.bif.review')}>
        <BifSummary form={bif.form} />
      </Section>
      {bif.status === 'Submitted' ? <BifReturn bif={bif} /> : null}
      <MoneyHistory kind="bif" rows={bif.history} />
    </Stack>
  );
}

/** Reads a chosen .csv or .xlsx file as a table of text cells. */
async function readTable(file: File): Promise<string[][]> {
  if (/\.xlsx$/i.test(file.name)) return parseXlsx(await file.arrayBuffer());
  return parseCsv(await file.text());
}

/** The import template: the columns of a BIF sheet in the user's language. */
function templateHref(locale: 'en_US' | 'zh_CN'): string {
  const header = (Object.keys(BIF_COLUMNS) as (keyof typeof BIF_COLUMNS)[]).map(
    (column) => BIF_COLUMNS[column][locale],
  );
  return URL.createObjectURL(
    new Blob([`\uFEFF${toCsv([header])}`], { type: 'text/csv;charset=utf-8' }),
  );
}

/**
 * `/hpro/bif-import/{code}`: staff import a project's groups and comparisons from a sheet
 * (.csv or .xlsx, either language's headers) with the same check as the sample sheet: every bad
 * cell listed (row, column, value, why), nothing applied until the file has none; then the
 * groups and comparisons replace the form's, and the form opens at its groups.
 */
export function BifImportPage() {
  const { t, locale } = useI18n();
  const dispatch = useDispatch();
  const { code } = useParams();
  const { project, bif, status } = useBifOfCode(code);
  const [result, setResult] = useState<{
    fileName: string;
    groups: BifGroup[];
    comparisons: BifComparison[];
    lines: BifImportLine[];
  } | null>(null);
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const [template] = useState(() => templateHref(locale));
  const id = `bif-import-${code ?? ''}`;
  const write = useSelector((state: RootState) => selectWrite(state, id));
  if (project === null) return <NoProject code={code} />;
  if (!bif) {
    return (
      <Box padding="4">
        <LoadState status={status === 'failed' ? 'failed' : 'loading'} onRetry={() => undefined} />
      </Box>
    );
  }
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setUnreadable(null);
    try {
      const table = await readTable(file);
      setResult({ fileName: file.name, ...importBifSheet(table, bif.sampleNames) });
    } catch {
      setResult(null);
      setUnreadable(file.name);
    }
  };
  const editable = bif.status !== 'Submitted';
  const apply = () => {
    if (!result) return;
    dispatch(
      writeRequest({
        id,
        method: 'PUT',
        path: `${MONEY_PATHS.bif(bif.projectId)}/draft`,
        body: {
          objectVersionNumber: bif.objectVersionNumber,
          step: 3,
          form: { ...bif.form, groups: result.groups, comparisons: result.comparisons },
        },
        notifyFailure: true,
        invalidate: [MONEY_PATHS.bif(bif.projectId)],
        after: [moneyNavigate(bifStepPath(3, bif.projectId, true))],
      }),
    );
  };
  return (
    <Stack padding="4" gap="4" maxWidth="6xl">
      <Heading as="h1" size="lg">
        {t('portal.money.bif.importTitle', { code: bif.projectCode })}
      </Heading>
      <Text>{t('portal.money.bif.importIntro', { count: bif.sampleNames.length })}</Text>
      {!editable ? <Text role="alert">{t('portal.money.bif.submitted')}</Text> : null}
      <Flex gap="3" align="center" wrap="wrap">
        <Button asChild variant="outline" size="sm" disabled={!editable}>
          <chakra.label>
            {t('portal.money.bif.chooseFile')}
            <input
              type="file"
              hidden
              accept=".csv,.xlsx,text/csv"
              aria-label={t('portal.money.bif.chooseFile')}
              onChange={(event) => void choose(event.target.files?.[0])}
            />
          </chakra.label>
        </Button>
        <chakra.a
          href={template}
          download="bif-template.csv"
          color="blue.600"
          textDecoration="underline"
        >
          {t('portal.money.bif.template')}
        </chakra.a>
      </Flex>
      {unreadable ? (
        <Text role="alert" color="fg.error">
          {t('portal.money.bif.unreadable', { name: unreadable })}
        </Text>
      ) : null}
      {result && result.lines.length > 0 ? (
        <Table.Root size="sm" variant="outline">
          <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" color="fg.error">
            {t('portal.money.bif.importCheck', {
              name: result.fileName,
              count: result.lines.length,
            })}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('portal.money.bif.row')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('portal.money.bif.column')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('portal.money.bif.value')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('portal.money.bif.why')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {result.lines.map((line, index) => (
              <Table.Row key={index}>
                <Table.Cell>{line.rowNo}</Table.Cell>
                <Table.Cell>{line.column}</Table.Cell>
                <Table.Cell>{line.value}</Table.Cell>
                <Table.Cell>
                  {t(`portal.money.bif.importIssues.${line.code}` as MessageKey, {
                    value: line.value,
                    row: 0,
                    column: line.column,
                    ...line.params,
                  })}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
      {result && result.lines.length === 0 ? (
        <Section title={t('portal.money.bif.importReady', { name: result.fileName })}>
          <Stack gap="3">
            <Details
              items={[
                ...result.groups.map((group) => ({
                  label: group.name,
                  value: group.samples.join(', '),
                })),
                ...result.comparisons.map((comparison, index) => ({
                  label: t('portal.money.bif.comparisonN', { n: index + 1 }),
                  value: t('portal.money.bif.comparisonText', { ...comparison }),
                })),
              ]}
            />
            <Flex>
              <Button colorPalette="blue" loading={write.status === 'running'} onClick={apply}>
                {t('portal.money.bif.apply')}
              </Button>
            </Flex>
          </Stack>
        </Section>
      ) : null}
    </Stack>
  );
}
