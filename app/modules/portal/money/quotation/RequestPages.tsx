import { Box, Button, Flex, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import {
  ANALYSIS_LEVEL_NAMES,
  ANALYSIS_LEVELS,
  EDITABLE_QUOTATION_STATUSES,
  READ_LENGTH_LOV,
  requestIssues,
  type AnalysisLevel,
  type QuotationRequest,
  type RequestedService,
} from '../../../../../domain/portal/quotations';
import { useLovValues } from '../../../../engine/lovValues';
import { useRead } from '../../../../engine/useRead';
import { useI18n } from '../../../../i18n';
import { MONEY_PATHS, type Quotation } from '../../../../services/money';
import type { Product } from '../../../../services/portal';
import { draftSubmitRequested, quotationStartRequested } from '../../../../store/moneyDrafts';
import { writeRequest, selectWrite } from '../../../../store/resources';
import type { RootState } from '../../../../store/reducer';
import { ResourcePage } from '../../../../engine/ResourcePage';
import { PORTAL_MODULES, customerProjectPath } from '../../paths';
import { Details, LoadState, PageLink, Section } from '../../views/parts';
import { byPath, quotationIssueText } from '../issues';
import {
  amountText,
  DraftSaveLine,
  FieldRow,
  LinkButton,
  MoneyHistory,
  MoneyStatus,
  PlainInput,
  PlainSelect,
  PriceTable,
  StepNav,
  useIdParam,
} from '../parts';
import { quotationPrintPath, quotationStepPath } from '../paths';
import { useQuotation } from './useQuotation';

const PRODUCTS_PATH = '/hsif/v1/{tenantId}/products';

/** The customer's quotations (a list of the resource engine) and a way to ask for a new one. */
export function QuotationListPage() {
  const { t } = useI18n();
  const dispatch = useDispatch();
  return (
    <Stack gap="0">
      <Flex justify="flex-end" paddingX="6" paddingTop="4">
        <Button colorPalette="blue" size="sm" onClick={() => dispatch(quotationStartRequested())}>
          {t('portal.money.quotation.new')}
        </Button>
      </Flex>
      <ResourcePage modules={PORTAL_MODULES} />
    </Stack>
  );
}

/** The products of the catalogue, for the service choices. */
function useProducts(): Product[] {
  return (useRead(PRODUCTS_PATH)?.data as Product[] | undefined) ?? [];
}

/** The frame of a quotation page: heading, state, steps, save line. */
function QuotationFrame({
  step,
  quotation,
  children,
  saveLine,
}: {
  step: number;
  quotation: Quotation;
  children: ReactNode;
  saveLine?: ReactNode;
}) {
  const { t } = useI18n();
  const editable = EDITABLE_QUOTATION_STATUSES.includes(quotation.status);
  return (
    <Stack gap="4" padding="6" maxWidth="6xl">
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="lg">
          {t('portal.money.quotation.title', { code: quotation.quotationCode })}
        </Heading>
        <MoneyStatus kind="quotation" status={quotation.status} />
      </Flex>
      <StepNav
        label={t('portal.money.quotation.steps.label')}
        steps={[
          t('portal.money.quotation.steps.services'),
          t('portal.money.quotation.steps.options'),
          t('portal.money.quotation.steps.review'),
        ]}
        current={step}
        hrefOf={(n) =>
          editable || n === 3 ? quotationStepPath(n, quotation.quotationId) : undefined
        }
      />
      {saveLine}
      {children}
    </Stack>
  );
}

/** Loads the quotation of `?quotationId=` and shows `render` once it is there. */
function WithQuotation({
  render,
}: {
  render: (state: ReturnType<typeof useQuotation> & { quotation: Quotation }) => ReactNode;
}) {
  const { t } = useI18n();
  const id = useIdParam('quotationId');
  const state = useQuotation(id);
  if (id === null) {
    return (
      <Stack padding="6">
        <Text>{t('portal.money.quotation.missing')}</Text>
        <PageLink to="/pub/quotation/list">{t('portal.money.quotation.backToList')}</PageLink>
      </Stack>
    );
  }
  if (!state.quotation) {
    return (
      <Stack padding="6">
        <LoadState
          status={state.status === 'failed' ? 'failed' : 'loading'}
          onRetry={state.reload}
        />
      </Stack>
    );
  }
  return <>{render({ ...state, quotation: state.quotation })}</>;
}

/** A request page of steps 1 and 2: the draft's content, or a note once it was sent. */
function EditableStep({
  step,
  children,
}: {
  step: 1 | 2;
  children: (request: QuotationRequest, edit: (request: QuotationRequest) => void) => ReactNode;
}) {
  const { t } = useI18n();
  return (
    <WithQuotation
      render={({ quotation, draft, edit }) => {
        if (!EDITABLE_QUOTATION_STATUSES.includes(quotation.status)) {
          return (
            <QuotationFrame step={step} quotation={quotation}>
              <Text role="status">{t('portal.money.quotation.sent')}</Text>
              <LinkButton to={quotationStepPath(3, quotation.quotationId)}>
                {t('portal.money.quotation.toReview')}
              </LinkButton>
            </QuotationFrame>
          );
        }
        if (!draft) return null;
        return (
          <QuotationFrame
            step={step}
            quotation={quotation}
            saveLine={<DraftSaveLine draft={draft} />}
          >
            {children(draft.content, (request) => edit(request))}
          </QuotationFrame>
        );
      }}
    />
  );
}

/** Step 1: the services asked for and how many samples of each. */
export function ServicesStep() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const products = useProducts();
  const id = useIdParam('quotationId');
  return (
    <EditableStep step={1}>
      {(request, edit) => {
        const rows: RequestedService[] =
          request.services.length > 0 ? request.services : [{ productId: null, sampleCount: null }];
        const issues = byPath(requestIssues(request, { complete: false }));
        const setRow = (index: number, row: RequestedService) =>
          edit({ ...request, services: rows.map((item, at) => (at === index ? row : item)) });
        return (
          <Stack gap="4" as="form" onSubmit={(event) => event.preventDefault()}>
            <FieldRow
              label={t('portal.money.fields.title')}
              help={t('portal.money.quotation.titleHelp')}
              error={issues.get('title') ? quotationIssueText(t, issues.get('title')!) : null}
            >
              {(aria) => (
                <PlainInput
                  {...aria}
                  value={request.title}
                  onChange={(title) => edit({ ...request, title })}
                />
              )}
            </FieldRow>
            <Section title={t('portal.money.quotation.services')}>
              <Stack gap="3">
                {rows.map((row, index) => {
                  const at = `services.${index}`;
                  const problem = issues.get(`${at}.productId`) ?? issues.get(`${at}.sampleCount`);
                  return (
                    <Box key={index} display="grid" gap="1">
                      <Flex gap="3" align="end" wrap="wrap">
                        <Box flex="2" minWidth="64">
                          <PlainSelect
                            aria-label={t('portal.money.quotation.serviceOf', { n: index + 1 })}
                            value={row.productId === null ? null : String(row.productId)}
                            placeholder={t('portal.money.choose')}
                            options={products.map((product) => ({
                              value: String(product.productId),
                              label: `${product.productName} (${product.productCode})`,
                            }))}
                            onChange={(value) =>
                              setRow(index, {
                                ...row,
                                productId: value === null ? null : Number(value),
                              })
                            }
                          />
                        </Box>
                        <Box flex="1" minWidth="40">
                          <PlainInput
                            aria-label={t('portal.money.quotation.countOf', { n: index + 1 })}
                            inputMode="numeric"
                            value={row.sampleCount === null ? '' : String(row.sampleCount)}
                            onChange={(text) => {
                              const digits = text.trim();
                              if (digits !== '' && !/^\d{1,7}$/.test(digits)) return;
                              setRow(index, {
                                ...row,
                                sampleCount: digits === '' ? null : Number(digits),
                              });
                            }}
                          />
                        </Box>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={t('portal.money.quotation.removeService', { n: index + 1 })}
                          onClick={() =>
                            edit({ ...request, services: rows.filter((_, at2) => at2 !== index) })
                          }
                        >
                          {t('portal.money.remove')}
                        </Button>
                      </Flex>
                      {problem ? (
                        <Text color="fg.error" fontSize="xs">
                          {quotationIssueText(t, problem)}
                        </Text>
                      ) : null}
                    </Box>
                  );
                })}
                <Flex>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() =>
                      edit({
                        ...request,
                        services: [...rows, { productId: null, sampleCount: null }],
                      })
                    }
                  >
                    {t('portal.money.quotation.addService')}
                  </Button>
                </Flex>
              </Stack>
            </Section>
            <Flex gap="3">
              <Button
                colorPalette="blue"
                onClick={() => {
                  if (id !== null) navigate(quotationStepPath(2, id));
                }}
              >
                {t('portal.money.next')}
              </Button>
            </Flex>
          </Stack>
        );
      }}
    </EditableStep>
  );
}

/** Step 2: the options: read length, data per sample, analysis, notes. */
export function OptionsStep() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const id = useIdParam('quotationId');
  const lists = useLovValues([READ_LENGTH_LOV]);
  const readLengths = useMemo(
    () =>
      (lists[READ_LENGTH_LOV] ?? []).map((value) => ({
        value: value.value,
        label: value.parentValue ? `${value.meaning} · ${value.parentValue}` : value.meaning,
      })),
    [lists],
  );
  return (
    <EditableStep step={2}>
      {(request, edit) => {
        const issues = byPath(requestIssues(request, { complete: false }));
        const error = (path: string) =>
          issues.get(path) ? quotationIssueText(t, issues.get(path)!) : null;
        return (
          <Stack gap="4" maxWidth="2xl">
            <FieldRow label={t('portal.money.fields.readLength')} error={error('readLength')}>
              {(aria) => (
                <PlainSelect
                  {...aria}
                  value={request.readLength}
                  placeholder={t('portal.money.choose')}
                  options={readLengths}
                  onChange={(readLength) => edit({ ...request, readLength })}
                />
              )}
            </FieldRow>
            <FieldRow
              label={t('portal.money.fields.depthGb')}
              help={t('portal.money.quotation.depthHelp')}
              error={error('depthGb')}
            >
              {(aria) => (
                <PlainInput
                  {...aria}
                  inputMode="decimal"
                  value={request.depthGb}
                  onChange={(depthGb) => edit({ ...request, depthGb })}
                />
              )}
            </FieldRow>
            <FieldRow label={t('portal.money.fields.analysis')} error={error('analysis')}>
              {(aria) => (
                <PlainSelect
                  {...aria}
                  value={request.analysis}
                  placeholder={t('portal.money.choose')}
                  options={ANALYSIS_LEVELS.map((level) => ({
                    value: level,
                    label: ANALYSIS_LEVEL_NAMES[level][locale],
                  }))}
                  onChange={(analysis) =>
                    edit({ ...request, analysis: analysis as AnalysisLevel | null })
                  }
                />
              )}
            </FieldRow>
            <FieldRow label={t('portal.money.fields.notes')} error={error('notes')}>
              {(aria) => (
                <Textarea
                  {...aria}
                  rows={3}
                  value={request.notes ?? ''}
                  onChange={(event) => edit({ ...request, notes: event.target.value })}
                />
              )}
            </FieldRow>
            <Flex gap="3">
              <Button
                variant="outline"
                onClick={() => id !== null && navigate(quotationStepPath(1, id))}
              >
                {t('portal.money.back')}
              </Button>
              <Button
                colorPalette="blue"
                onClick={() => id !== null && navigate(quotationStepPath(3, id))}
              >
                {t('portal.money.next')}
              </Button>
            </Flex>
          </Stack>
        );
      }}
    </EditableStep>
  );
}

/** The request as asked: services, counts, options. */
export function RequestSummary({
  request,
  products,
}: {
  request: QuotationRequest;
  products: readonly Product[];
}) {
  const { t, locale } = useI18n();
  const productName = (id: number | null) => {
    const product = products.find((item) => item.productId === id);
    return product ? `${product.productName} (${product.productCode})` : String(id ?? '');
  };
  return (
    <Details
      items={[
        ...request.services.map((service, index) => ({
          label: t('portal.money.quotation.serviceOf', { n: index + 1 }),
          value: t('portal.money.quotation.serviceText', {
            name: productName(service.productId),
            count: service.sampleCount ?? '',
          }),
        })),
        { label: t('portal.money.fields.readLength'), value: request.readLength ?? '' },
        { label: t('portal.money.fields.depthGb'), value: request.depthGb ?? '' },
        {
          label: t('portal.money.fields.analysis'),
          value: request.analysis ? ANALYSIS_LEVEL_NAMES[request.analysis][locale] : '',
        },
        { label: t('portal.money.fields.notes'), value: request.notes ?? '' },
      ]}
    />
  );
}

/** The customer's decision on a quoted quotation: accept, or reject with an optional reason. */
function Decision({ quotation }: { quotation: Quotation }) {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const [reason, setReason] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const id = `quotation-decision-${quotation.quotationId}`;
  const write = useSelector((state: RootState) => selectWrite(state, id));
  const decide = (action: 'accept' | 'reject') =>
    dispatch(
      writeRequest({
        id,
        method: 'POST',
        path: `${MONEY_PATHS.quotation(quotation.quotationId)}/${action}`,
        body: {
          objectVersionNumber: quotation.objectVersionNumber,
          ...(action === 'reject' ? { reason: reason.trim() || null } : {}),
        },
        notifyFailure: true,
        invalidate: [MONEY_PATHS.quotation(quotation.quotationId)],
      }),
    );
  return (
    <Section title={t('portal.money.quotation.decide')}>
      <Stack gap="3">
        <Text>{t('portal.money.quotation.validUntil', { date: quotation.expiryDate ?? '' })}</Text>
        {rejecting ? (
          <FieldRow label={t('portal.money.quotation.rejectReason')}>
            {(aria) => (
              <Textarea
                {...aria}
                rows={2}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </FieldRow>
        ) : null}
        <Flex gap="3">
          {rejecting ? (
            <>
              <Button
                colorPalette="red"
                loading={write.status === 'running'}
                onClick={() => decide('reject')}
              >
                {t('portal.money.quotation.confirmReject')}
              </Button>
              <Button variant="outline" onClick={() => setRejecting(false)}>
                {t('portal.money.cancel')}
              </Button>
            </>
          ) : (
            <>
              <Button
                colorPalette="blue"
                loading={write.status === 'running'}
                onClick={() => decide('accept')}
              >
                {t('portal.money.quotation.accept')}
              </Button>
              <Button variant="outline" onClick={() => setRejecting(true)}>
                {t('portal.money.quotation.reject')}
              </Button>
            </>
          )}
        </Flex>
      </Stack>
    </Section>
  );
}

/** Step 3: the review; sending a draft for a price, or the price and the customer's decision. */
export function ReviewStep() {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const products = useProducts();
  return (
    <WithQuotation
      render={({ quotation, draft }) => {
        const request = draft?.content ?? quotation.request;
        const editable = EDITABLE_QUOTATION_STATUSES.includes(quotation.status);
        const problems = editable ? requestIssues(request, { complete: true }) : [];
        const priced = ['Quoted', 'Accepted', 'Rejected', 'Expired'].includes(quotation.status);
        return (
          <QuotationFrame
            step={3}
            quotation={quotation}
            saveLine={draft && editable ? <DraftSaveLine draft={draft} /> : null}
          >
            <Section
              title={request.title ?? t('portal.money.quotation.untitled')}
              actions={
                priced ? (
                  <LinkButton to={quotationPrintPath(quotation.quotationId)}>
                    {t('portal.money.print')}
                  </LinkButton>
                ) : null
              }
            >
              <RequestSummary request={request} products={products} />
            </Section>
            {editable ? (
              <Stack gap="3">
                {problems.length > 0 ? (
                  <Box role="alert" color="fg.error">
                    <Text fontWeight="semibold">{t('portal.money.quotation.incomplete')}</Text>
                    {problems.map((issue) => (
                      <Text key={issue.path}>{quotationIssueText(t, issue)}</Text>
                    ))}
                  </Box>
                ) : null}
                <Flex gap="3">
                  <LinkButton to={quotationStepPath(2, quotation.quotationId)}>
                    {t('portal.money.back')}
                  </LinkButton>
                  <Button
                    colorPalette="blue"
                    disabled={problems.length > 0}
                    loading={draft?.status === 'submitting'}
                    onClick={() =>
                      dispatch(
                        draftSubmitRequested({
                          kind: 'quotation',
                          id: quotation.quotationId,
                          then: quotationStepPath(3, quotation.quotationId),
                        }),
                      )
                    }
                  >
                    {t('portal.money.quotation.submit')}
                  </Button>
                </Flex>
              </Stack>
            ) : null}
            {quotation.status === 'Submitted' ? (
              <Text role="status">{t('portal.money.quotation.waiting')}</Text>
            ) : null}
            {priced ? (
              <PriceTable
                caption={t('portal.money.quotation.prices')}
                lines={quotation.lines}
                totals={quotation}
                currency={quotation.currencyCode}
                precision={quotation.precision}
              />
            ) : null}
            {quotation.status === 'Quoted' ? <Decision quotation={quotation} /> : null}
            {quotation.status === 'Expired' ? (
              <Text role="status">
                {t('portal.money.quotation.expired', { date: quotation.expiryDate ?? '' })}
              </Text>
            ) : null}
            {quotation.status === 'Rejected' ? (
              <Text role="status">
                {t('portal.money.quotation.rejected', { reason: quotation.rejectReason ?? '' })}
              </Text>
            ) : null}
            {quotation.status === 'Accepted' && quotation.projectId !== null ? (
              <Flex role="status" gap="2" align="center">
                <Text>{t('portal.money.quotation.accepted')}</Text>
                <PageLink to={customerProjectPath(quotation.projectId)}>
                  {quotation.projectCode}
                </PageLink>
              </Flex>
            ) : null}
            <MoneyHistory kind="quotation" rows={quotation.history} />
          </QuotationFrame>
        );
      }}
    />
  );
}

/** The total of a quotation as one text, e.g. `CNY 14,729.64`. */
export function quotationTotal(quotation: Quotation): string {
  return amountText(quotation.total, quotation.currencyCode, quotation.precision);
}
