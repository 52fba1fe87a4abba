import { Box, Button, Flex, Heading, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  priceLine,
  priceLineIssues,
  totalsOf,
  type LineAmounts,
} from '../../../../../domain/portal/money';
import {
  addDays,
  pricingIssues,
  PRICING_LIMITS,
  type PriceLineDraft,
} from '../../../../../domain/portal/quotations';
import { formatDate } from '../../../../../design-system';
import { useRead } from '../../../../engine/useRead';
import { useI18n } from '../../../../i18n';
import { MONEY_PATHS, type Quotation } from '../../../../services/money';
import type { Product } from '../../../../services/portal';
import type { Page } from '../../../../services/types';
import { moneyNavigate } from '../../../../store/moneyDrafts';
import type { RootState } from '../../../../store/reducer';
import { selectWrite, writeRequest } from '../../../../store/resources';
import { selectCurrentUser } from '../../../../store/selectors';
import { staffProjectPath } from '../../paths';
import { Details, LoadState, PageLink, Section } from '../../views/parts';
import { byPath, quotationIssueText } from '../issues';
import {
  amountText,
  FieldRow,
  LinkButton,
  MoneyHistory,
  MoneyStatus,
  PlainInput,
  PlainSelect,
  StepNav,
  useIdParam,
} from '../parts';
import { staffQuotationStepPath, STAFF_STATEMENTS_PATH } from '../paths';
import { QuotationDocument } from './QuotationDocument';
import { RequestSummary } from './RequestPages';
import { useQuotation } from './useQuotation';

/** A currency of the master data as its list answers it. */
interface CurrencyRow {
  currencyCode: string;
  currencyName: string;
  financialPrecision: number;
  enabledFlag: number;
}

/** A tax rate of the master data as its list answers it. */
interface TaxRateRow {
  taxCode: string;
  taxRate: string;
  description: string | null;
  enabledFlag: number;
}

/** The enabled currencies and tax rates of the master data. */
export function useMasterData(): { currencies: CurrencyRow[]; taxRates: TaxRateRow[] } {
  const query = { page: 0, size: 200 };
  const currencies = useRead(MONEY_PATHS.currencies, query)?.data as Page<CurrencyRow> | undefined;
  const taxRates = useRead(MONEY_PATHS.taxRates, query)?.data as Page<TaxRateRow> | undefined;
  return useMemo(
    () => ({
      currencies: (currencies?.content ?? []).filter((row) => row.enabledFlag === 1),
      taxRates: (taxRates?.content ?? []).filter((row) => row.enabledFlag === 1),
    }),
    [currencies, taxRates],
  );
}

/** The user's date today (`YYYY-MM-DD` in their time zone), as the server counts days. */
export function useToday(): string {
  const timeZone = useSelector(selectCurrentUser)?.timeZone;
  // Read once per page: the day a form was opened on.
  const [now] = useState(() => Date.now());
  return formatDate(now, timeZone || undefined, 'YYYY-MM-DD');
}

function StaffFrame({
  step,
  quotation,
  children,
}: {
  step: number;
  quotation: Quotation;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <Stack gap="4" padding="4" maxWidth="7xl">
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="lg">
          {t('portal.money.quotation.title', { code: quotation.quotationCode })}
        </Heading>
        <MoneyStatus kind="quotation" status={quotation.status} />
        <Text color="fg.muted">{quotation.teamName}</Text>
      </Flex>
      <StepNav
        label={t('portal.money.quotation.steps.label')}
        steps={[
          t('portal.money.staff.steps.request'),
          t('portal.money.staff.steps.prices'),
          t('portal.money.staff.steps.send'),
        ]}
        current={step}
        hrefOf={(n) => staffQuotationStepPath(n, quotation.quotationId)}
      />
      {children}
    </Stack>
  );
}

function WithStaffQuotation({
  step,
  render,
}: {
  step: number;
  render: (quotation: Quotation) => ReactNode;
}) {
  const { t } = useI18n();
  const id = useIdParam('quotationId');
  const { quotation, status, reload } = useQuotation(id);
  if (id === null) return <Text padding="4">{t('portal.money.quotation.missing')}</Text>;
  if (!quotation) {
    return (
      <Box padding="4">
        <LoadState status={status === 'failed' ? 'failed' : 'loading'} onRetry={reload} />
      </Box>
    );
  }
  return (
    <StaffFrame step={step} quotation={quotation}>
      {render(quotation)}
    </StaffFrame>
  );
}

/** `/hpro/quotation/step1`: the customer's request. */
export function StaffRequestStep() {
  const { t } = useI18n();
  const products = (useRead('/hsif/v1/{tenantId}/products')?.data as Product[] | undefined) ?? [];
  return (
    <WithStaffQuotation
      step={1}
      render={(quotation) => (
        <>
          <Section title={quotation.title ?? t('portal.money.quotation.untitled')}>
            <Stack gap="3">
              <Details
                items={[
                  { label: t('portal.money.quotation.customer'), value: quotation.teamName },
                  {
                    label: t('portal.money.quotation.askedBy'),
                    value: quotation.createdByName ?? '',
                  },
                  {
                    label: t('portal.money.quotation.submittedOn'),
                    value: quotation.submittedDate ?? '',
                  },
                ]}
              />
              <RequestSummary request={quotation.request} products={products} />
            </Stack>
          </Section>
          {quotation.status === 'Submitted' ? (
            <Flex>
              <LinkButton variant="solid" to={staffQuotationStepPath(2, quotation.quotationId)}>
                {t('portal.money.staff.priceIt')}
              </LinkButton>
            </Flex>
          ) : null}
          {quotation.projectId !== null ? (
            <Flex gap="2" align="center">
              <Text>{t('portal.money.quotation.accepted')}</Text>
              <PageLink to={staffProjectPath(quotation.projectId)}>
                {quotation.projectCode}
              </PageLink>
            </Flex>
          ) : null}
          <MoneyHistory kind="quotation" rows={quotation.history} />
        </>
      )}
    />
  );
}

const BLANK_LINE: PriceLineDraft = {
  description: '',
  unitPrice: '',
  quantity: '1',
  discount: '0',
  taxCode: '',
  taxRate: '',
};

/** The amounts of a line as typed, when its numbers can be priced. */
function lineAmounts(line: PriceLineDraft, precision: number): LineAmounts | undefined {
  if (line.taxRate === '' || priceLineIssues(line).length > 0) return undefined;
  return priceLine(line, precision);
}

/**
 * The price-line editor: description, unit price, quantity, discount and tax rate per line,
 * each line's amounts and the totals as the server will compute them (the same arithmetic).
 */
export function PriceLinesEditor({
  currencyCode,
  onCurrency,
  lines,
  onLines,
  today,
}: {
  currencyCode: string | null;
  onCurrency: (code: string | null) => void;
  lines: PriceLineDraft[];
  onLines: (lines: PriceLineDraft[]) => void;
  today: string;
}) {
  const { t } = useI18n();
  const { currencies, taxRates } = useMasterData();
  const precision = currencies.find((row) => row.currencyCode === currencyCode)?.financialPrecision;
  const issues = byPath(
    pricingIssues({ currencyCode, lines, expiryDate: null }, { complete: false, today }),
  );
  const amounts = lines.map((line) =>
    precision === undefined ? undefined : lineAmounts(line, precision),
  );
  const totals =
    precision !== undefined && amounts.every((item) => item !== undefined)
      ? totalsOf(amounts as LineAmounts[], precision)
      : undefined;
  const setLine = (index: number, line: PriceLineDraft) =>
    onLines(lines.map((item, at) => (at === index ? line : item)));
  const cell = (index: number, field: keyof PriceLineDraft, label: string, decimal = true) => (
    <Box>
      <PlainInput
        size="sm"
        aria-label={t('portal.money.staff.cellOf', { field: label, n: index + 1 })}
        inputMode={decimal ? 'decimal' : undefined}
        value={lines[index]![field]}
        onChange={(value) => setLine(index, { ...lines[index]!, [field]: value })}
      />
      {issues.get(`lines.${index}.${field}`) ? (
        <Text color="fg.error" fontSize="xs">
          {quotationIssueText(t, { ...issues.get(`lines.${index}.${field}`)!, path: field })}
        </Text>
      ) : null}
    </Box>
  );
  const money = (value: string | undefined) =>
    value === undefined ? '—' : amountText(value, null, precision);
  return (
    <Stack gap="3">
      <Box maxWidth="xs">
        <FieldRow label={t('portal.money.fields.currencyCode')}>
          {(aria) => (
            <PlainSelect
              {...aria}
              value={currencyCode}
              placeholder={t('portal.money.choose')}
              options={currencies.map((row) => ({
                value: row.currencyCode,
                label: `${row.currencyCode} · ${row.currencyName}`,
              }))}
              onChange={onCurrency}
            />
          )}
        </FieldRow>
      </Box>
      <Table.Root size="sm" variant="outline">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold">
          {t('portal.money.staff.lines')}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader minWidth="56">
              {t('portal.money.lines.description')}
            </Table.ColumnHeader>
            <Table.ColumnHeader>{t('portal.money.lines.unitPrice')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('portal.money.lines.quantity')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('portal.money.lines.discount')}</Table.ColumnHeader>
            <Table.ColumnHeader minWidth="40">{t('portal.money.lines.taxRate')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('portal.money.lines.net')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('portal.money.lines.tax')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('portal.money.lines.total')}</Table.ColumnHeader>
            <Table.ColumnHeader>
              <VisuallyHidden>{t('engine.actions')}</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line, index) => (
            <Table.Row key={index} verticalAlign="top">
              <Table.Cell>
                {cell(index, 'description', t('portal.money.lines.description'), false)}
              </Table.Cell>
              <Table.Cell>{cell(index, 'unitPrice', t('portal.money.lines.unitPrice'))}</Table.Cell>
              <Table.Cell>{cell(index, 'quantity', t('portal.money.lines.quantity'))}</Table.Cell>
              <Table.Cell>{cell(index, 'discount', t('portal.money.lines.discount'))}</Table.Cell>
              <Table.Cell>
                <PlainSelect
                  size="sm"
                  aria-label={t('portal.money.staff.cellOf', {
                    field: t('portal.money.lines.taxRate'),
                    n: index + 1,
                  })}
                  value={line.taxCode || null}
                  placeholder={t('portal.money.choose')}
                  options={taxRates.map((row) => ({
                    value: row.taxCode,
                    label: `${row.taxCode} (${row.taxRate}%)`,
                  }))}
                  onChange={(code) =>
                    setLine(index, {
                      ...line,
                      taxCode: code ?? '',
                      taxRate: taxRates.find((row) => row.taxCode === code)?.taxRate ?? '',
                    })
                  }
                />
                {issues.get(`lines.${index}.taxCode`) ? (
                  <Text color="fg.error" fontSize="xs">
                    {quotationIssueText(t, {
                      ...issues.get(`lines.${index}.taxCode`)!,
                      path: 'taxCode',
                    })}
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell textAlign="end">{money(amounts[index]?.net)}</Table.Cell>
              <Table.Cell textAlign="end">{money(amounts[index]?.tax)}</Table.Cell>
              <Table.Cell textAlign="end">{money(amounts[index]?.total)}</Table.Cell>
              <Table.Cell>
                <Button
                  size="xs"
                  variant="ghost"
                  aria-label={t('portal.money.staff.removeLine', { n: index + 1 })}
                  onClick={() => onLines(lines.filter((_, at) => at !== index))}
                >
                  {t('portal.money.remove')}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Flex>
        <Button
          size="sm"
          variant="outline"
          disabled={lines.length >= PRICING_LIMITS.lines}
          onClick={() => onLines([...lines, BLANK_LINE])}
        >
          {t('portal.money.staff.addLine')}
        </Button>
      </Flex>
      <Box aria-label={t('portal.money.totals.title')} role="group">
        <Details
          items={[
            { label: t('portal.money.totals.net'), value: money(totals?.net) },
            { label: t('portal.money.totals.tax'), value: money(totals?.tax) },
            {
              label: t('portal.money.totals.total'),
              value: totals ? amountText(totals.total, currencyCode, precision) : '—',
            },
          ]}
        />
      </Box>
    </Stack>
  );
}

/** The lines of a quotation as the editor holds them. */
function draftLines(quotation: Quotation): PriceLineDraft[] {
  if (quotation.lines.length === 0) return [BLANK_LINE];
  return quotation.lines.map(
    ({ description, unitPrice, quantity, discount, taxCode, taxRate }) => ({
      description,
      unitPrice,
      quantity,
      discount,
      taxCode,
      taxRate,
    }),
  );
}

function PricingForm({ quotation }: { quotation: Quotation }) {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const today = useToday();
  const [currencyCode, setCurrency] = useState(quotation.currencyCode ?? 'CNY');
  const [lines, setLines] = useState(() => draftLines(quotation));
  const id = `quotation-pricing-${quotation.quotationId}`;
  const write = useSelector((state: RootState) => selectWrite(state, id));
  const problems = pricingIssues(
    { currencyCode, lines, expiryDate: null },
    { complete: true, today },
  ).filter((issue) => issue.path !== 'expiryDate');
  const save = () =>
    dispatch(
      writeRequest({
        id,
        method: 'PUT',
        path: `${MONEY_PATHS.staffQuotation(quotation.quotationId)}/pricing`,
        body: {
          objectVersionNumber: quotation.objectVersionNumber,
          currencyCode,
          lines: lines.map(({ taxRate: _rate, ...line }) => line),
        },
        invalidate: [MONEY_PATHS.quotation(quotation.quotationId)],
        notifyFailure: true,
        after: [moneyNavigate(staffQuotationStepPath(3, quotation.quotationId))],
      }),
    );
  return (
    <Stack gap="4">
      <PriceLinesEditor
        currencyCode={currencyCode}
        onCurrency={(code) => setCurrency(code ?? '')}
        lines={lines}
        onLines={setLines}
        today={today}
      />
      <Flex gap="3">
        <LinkButton to={staffQuotationStepPath(1, quotation.quotationId)}>
          {t('portal.money.back')}
        </LinkButton>
        <Button
          colorPalette="blue"
          disabled={problems.length > 0}
          loading={write.status === 'running'}
          onClick={save}
        >
          {t('portal.money.staff.saveLines')}
        </Button>
      </Flex>
    </Stack>
  );
}

/** `/hpro/quotation/step2`: the price lines (editable while the quotation waits for a price). */
export function StaffPricesStep() {
  const { t } = useI18n();
  return (
    <WithStaffQuotation
      step={2}
      render={(quotation) =>
        quotation.status === 'Submitted' ? (
          <PricingForm key={quotation.objectVersionNumber} quotation={quotation} />
        ) : (
          <Stack gap="3">
            <Text role="status">{t('portal.money.staff.notPriceable')}</Text>
            <LinkButton to={staffQuotationStepPath(3, quotation.quotationId)}>
              {t('portal.money.next')}
            </LinkButton>
          </Stack>
        )
      }
    />
  );
}

function SendForm({ quotation }: { quotation: Quotation }) {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const today = useToday();
  const [expiryDate, setExpiry] = useState(quotation.expiryDate ?? addDays(today, 30));
  const id = `quotation-send-${quotation.quotationId}`;
  const write = useSelector((state: RootState) => selectWrite(state, id));
  const problems = pricingIssues(
    { currencyCode: quotation.currencyCode, lines: quotation.lines, expiryDate },
    { complete: true, today },
  );
  const dateIssue = problems.find((issue) => issue.path === 'expiryDate');
  return (
    <Section title={t('portal.money.staff.send')}>
      <Stack gap="3" maxWidth="md">
        {quotation.lines.length === 0 ? (
          <Text role="alert">{t('portal.money.staff.noLines')}</Text>
        ) : null}
        <FieldRow
          label={t('portal.money.fields.expiryDate')}
          error={dateIssue ? quotationIssueText(t, dateIssue) : null}
        >
          {(aria) => <PlainInput {...aria} type="date" value={expiryDate} onChange={setExpiry} />}
        </FieldRow>
        <Flex>
          <Button
            colorPalette="blue"
            disabled={problems.length > 0}
            loading={write.status === 'running'}
            onClick={() =>
              dispatch(
                writeRequest({
                  id,
                  method: 'POST',
                  path: `${MONEY_PATHS.staffQuotation(quotation.quotationId)}/send`,
                  body: { objectVersionNumber: quotation.objectVersionNumber, expiryDate },
                  invalidate: [MONEY_PATHS.quotation(quotation.quotationId)],
                  notifyFailure: true,
                }),
              )
            }
          >
            {t('portal.money.staff.sendButton')}
          </Button>
        </Flex>
      </Stack>
    </Section>
  );
}

/** `/hpro/quotation/step3`: the expiry date and sending; then the quotation as a document. */
export function StaffSendStep() {
  const { t } = useI18n();
  return (
    <WithStaffQuotation
      step={3}
      render={(quotation) => (
        <>
          {quotation.status === 'Submitted' ? <SendForm quotation={quotation} /> : null}
          <QuotationDocument
            level="h2"
            quotation={quotation}
            actions={
              quotation.status === 'Accepted' ? (
                <LinkButton to={`${STAFF_STATEMENTS_PATH}?quotationId=${quotation.quotationId}`}>
                  {t('portal.money.staff.issueStatement')}
                </LinkButton>
              ) : null
            }
          />
          <MoneyHistory kind="quotation" rows={quotation.history} />
        </>
      )}
    />
  );
}
