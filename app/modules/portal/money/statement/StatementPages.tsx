import { Box, Button, chakra, Flex, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import {
  PAYABLE_STATUSES,
  paymentIssues,
  PAYMENT_LIMITS,
  type PaymentInput,
} from '../../../../../domain/portal/statements';
import type { PriceLineDraft } from '../../../../../domain/portal/quotations';
import { ResourcePage } from '../../../../engine/ResourcePage';
import { useRead, useReadAgain } from '../../../../engine/useRead';
import { useI18n } from '../../../../i18n';
import { MONEY_PATHS, type Statement, type StatementSources } from '../../../../services/money';
import { moneyNavigate } from '../../../../store/moneyDrafts';
import type { RootState } from '../../../../store/reducer';
import { selectWrite, uploadRequest, writeRequest, writeReset } from '../../../../store/resources';
import { ReportLink } from '../../common';
import { customerProjectPath, staffProjectPath } from '../../paths';
import { Details, LoadState, PageLink, Section } from '../../views/parts';
import { paymentIssueText } from '../issues';
import {
  amountText,
  FieldRow,
  MoneyHistory,
  MoneyStatus,
  PlainInput,
  PlainSelect,
  PRINT_CSS,
  PriceTable,
  useIdParam,
} from '../parts';
import { staffStatementPath } from '../paths';
import { PriceLinesEditor, useToday } from '../quotation/StaffQuotationPages';

/** Reads the statement of `?statementId=`. */
function useStatement() {
  const id = useIdParam('statementId');
  const path = id === null ? undefined : MONEY_PATHS.statement(id);
  const entry = useRead(path, {}, { fresh: true });
  const reload = useReadAgain(path);
  return { id, statement: entry?.data as Statement | undefined, status: entry?.status, reload };
}

/**
 * A statement as a document: what is owed for which project, from which quotation or order,
 * its lines and totals (the server's amounts), the due date and the invoice details.
 */
function StatementDocument({
  statement,
  staff,
  children,
}: {
  statement: Statement;
  staff: boolean;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const project = staff
    ? staffProjectPath(statement.projectId)
    : customerProjectPath(statement.projectId);
  return (
    <Box data-print-area="" display="grid" gap="4">
      <style>{PRINT_CSS}</style>
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="lg">
          {t('portal.money.statement.title', { code: statement.statementCode })}
        </Heading>
        <MoneyStatus kind="statement" status={statement.status} />
        <Button
          size="sm"
          marginInlineStart="auto"
          data-print-hide=""
          onClick={() => window.print()}
        >
          {t('portal.money.print')}
        </Button>
      </Flex>
      <Details
        items={[
          { label: t('portal.money.quotation.customer'), value: statement.teamName },
          {
            label: t('portal.money.statement.project'),
            value: (
              <PageLink to={project}>
                {statement.projectCode} · {statement.projectName}
              </PageLink>
            ),
          },
          {
            label: t('portal.money.statement.source'),
            value: statement.quotationCode ?? statement.orderCode ?? '',
          },
          { label: t('portal.money.statement.issued'), value: statement.issuedDate },
          { label: t('portal.money.statement.dueDate'), value: statement.dueDate ?? '—' },
          {
            label: t('portal.money.statement.owed'),
            value: (
              <Text as="span" fontWeight="bold">
                {amountText(statement.total, statement.currencyCode, statement.precision)}
              </Text>
            ),
          },
        ]}
      />
      <PriceTable
        caption={t('portal.money.statement.lines')}
        lines={statement.lines}
        totals={statement}
        currency={statement.currencyCode}
        precision={statement.precision}
      />
      <Section title={t('portal.money.statement.invoice')}>
        <Details
          items={[
            { label: t('portal.money.fields.invoiceTitle'), value: statement.invoiceTitle ?? '—' },
            { label: t('portal.money.fields.taxNumber'), value: statement.taxNumber ?? '—' },
            {
              label: t('portal.money.fields.billingAddress'),
              value: statement.billingAddress ?? '—',
            },
          ]}
        />
      </Section>
      {children}
    </Box>
  );
}

/** What was paid: reference, date, the proof, and who confirmed it. */
function PaymentDetails({ statement }: { statement: Statement }) {
  const { t } = useI18n();
  if (!statement.reference) return null;
  return (
    <Section title={t('portal.money.statement.payment')}>
      <Details
        items={[
          { label: t('portal.money.fields.reference'), value: statement.reference },
          { label: t('portal.money.fields.paidDate'), value: statement.paidDate ?? '' },
          {
            label: t('portal.money.fields.proofFileUrl'),
            value: statement.proofFileUrl ? <ReportLink url={statement.proofFileUrl} /> : '—',
          },
          {
            label: t('portal.money.statement.submittedBy'),
            value: `${statement.submittedBy ?? ''} ${statement.submittedDate ?? ''}`.trim(),
          },
          ...(statement.confirmedBy
            ? [
                {
                  label:
                    statement.status === 'Paid'
                      ? t('portal.money.statement.confirmedBy')
                      : t('portal.money.statement.rejectedBy'),
                  value: `${statement.confirmedBy} ${statement.confirmedDate ?? ''}`,
                },
              ]
            : []),
        ]}
      />
    </Section>
  );
}

/** The customer's payment: transfer reference and date, proof of payment, invoice details. */
function PaymentForm({ statement }: { statement: Statement }) {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const today = useToday();
  const [payment, setPayment] = useState<PaymentInput>({
    reference: '',
    paidDate: today,
    proofFileUrl: '',
    invoiceTitle: statement.invoiceTitle,
    taxNumber: statement.taxNumber,
    billingAddress: statement.billingAddress,
  });
  const [fileName, setFileName] = useState('');
  const [uploading, setUploading] = useState(false);
  const [tried, setTried] = useState(false);
  const id = `statement-payment-${statement.statementId}`;
  const write = useSelector((state: RootState) => selectWrite(state, id));
  const issues = paymentIssues(payment, today);
  const error = (field: keyof PaymentInput) => {
    const issue = issues.find((item) => item.field === field);
    return tried && issue ? paymentIssueText(t, issue) : null;
  };
  const set = (field: keyof PaymentInput) => (value: string) =>
    setPayment((current) => ({ ...current, [field]: value }));
  const choose = (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    dispatch(
      uploadRequest({
        file,
        fileName: file.name,
        bucket: 'portal',
        directory: 'payments',
        resolve: (url) => {
          setUploading(false);
          setFileName(file.name);
          set('proofFileUrl')(url);
        },
        reject: () => setUploading(false),
      }),
    );
  };
  const submit = () => {
    setTried(true);
    if (issues.length > 0) return;
    dispatch(
      writeRequest({
        id,
        method: 'POST',
        path: `${MONEY_PATHS.statement(statement.statementId)}/payment`,
        body: { ...payment, objectVersionNumber: statement.objectVersionNumber },
        notifyFailure: true,
        invalidate: [MONEY_PATHS.statement(statement.statementId)],
      }),
    );
  };
  return (
    <Section title={t('portal.money.statement.pay')}>
      <Stack gap="3" maxWidth="2xl" data-print-hide="">
        {statement.status === 'Rejected' ? (
          <Text role="alert" color="fg.error">
            {t('portal.money.statement.rejected', { reason: statement.rejectReason ?? '' })}
          </Text>
        ) : null}
        <Text>{t('portal.money.statement.payIntro')}</Text>
        <FieldRow label={t('portal.money.fields.reference')} error={error('reference')}>
          {(aria) => <PlainInput {...aria} value={payment.reference} onChange={set('reference')} />}
        </FieldRow>
        <FieldRow label={t('portal.money.fields.paidDate')} error={error('paidDate')}>
          {(aria) => (
            <PlainInput {...aria} type="date" value={payment.paidDate} onChange={set('paidDate')} />
          )}
        </FieldRow>
        <FieldRow
          label={t('portal.money.fields.proofFileUrl')}
          error={error('proofFileUrl')}
          help={fileName ? t('portal.money.statement.uploaded', { name: fileName }) : undefined}
        >
          {(aria) => (
            <Flex gap="2" align="center">
              <Button asChild variant="outline" size="sm" loading={uploading}>
                <chakra.label>
                  {t('portal.money.statement.chooseProof')}
                  <input
                    {...aria}
                    type="file"
                    hidden
                    accept=".pdf,.png,.jpg,.jpeg"
                    onChange={(event) => choose(event.target.files?.[0])}
                  />
                </chakra.label>
              </Button>
              <Text fontSize="sm">{fileName}</Text>
            </Flex>
          )}
        </FieldRow>
        <FieldRow label={t('portal.money.fields.invoiceTitle')} error={error('invoiceTitle')}>
          {(aria) => (
            <PlainInput {...aria} value={payment.invoiceTitle} onChange={set('invoiceTitle')} />
          )}
        </FieldRow>
        <FieldRow label={t('portal.money.fields.taxNumber')} error={error('taxNumber')}>
          {(aria) => <PlainInput {...aria} value={payment.taxNumber} onChange={set('taxNumber')} />}
        </FieldRow>
        <FieldRow label={t('portal.money.fields.billingAddress')} error={error('billingAddress')}>
          {(aria) => (
            <Textarea
              {...aria}
              rows={2}
              maxLength={PAYMENT_LIMITS.billingAddress}
              value={payment.billingAddress ?? ''}
              onChange={(event) => set('billingAddress')(event.target.value)}
            />
          )}
        </FieldRow>
        <Flex>
          <Button
            colorPalette="blue"
            loading={write.status === 'running'}
            disabled={uploading}
            onClick={submit}
          >
            {t('portal.money.statement.submitPayment')}
          </Button>
        </Flex>
      </Stack>
    </Section>
  );
}

/** `/pub/payment/detail?statementId=`: what is owed, and paying it with a proof. */
export function CustomerStatementPage() {
  const { statement, status, reload } = useStatement();
  const { t } = useI18n();
  if (!statement) {
    return (
      <Stack padding="6">
        <LoadState status={status === 'failed' ? 'failed' : 'loading'} onRetry={reload} />
      </Stack>
    );
  }
  return (
    <Stack padding="6" gap="4" maxWidth="6xl">
      <StatementDocument statement={statement} staff={false}>
        {statement.status === 'PaymentSubmitted' ? (
          <Text role="status">{t('portal.money.statement.waiting')}</Text>
        ) : null}
        {statement.status === 'Paid' ? (
          <Text role="status" fontWeight="semibold" color="green.700">
            {t('portal.money.statement.paid')}
          </Text>
        ) : null}
        <PaymentDetails statement={statement} />
      </StatementDocument>
      {PAYABLE_STATUSES.includes(statement.status) ? (
        <PaymentForm key={statement.objectVersionNumber} statement={statement} />
      ) : null}
      <MoneyHistory kind="statement" rows={statement.history} />
    </Stack>
  );
}

/** The staff's decision on a submitted payment: confirm, or reject with a reason. */
function PaymentDecision({ statement }: { statement: Statement }) {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const [reason, setReason] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const id = `payment-decision-${statement.statementId}`;
  const write = useSelector((state: RootState) => selectWrite(state, id));
  const decide = (action: 'confirm' | 'reject') =>
    dispatch(
      writeRequest({
        id,
        method: 'POST',
        path: `${MONEY_PATHS.payment(statement.statementId)}/${action}`,
        body: {
          objectVersionNumber: statement.objectVersionNumber,
          ...(action === 'reject' ? { reason: reason.trim() } : {}),
        },
        notifyFailure: true,
        invalidate: [MONEY_PATHS.statement(statement.statementId)],
      }),
    );
  return (
    <Section title={t('portal.money.statement.decide')}>
      <Stack gap="3" maxWidth="xl" data-print-hide="">
        {rejecting ? (
          <FieldRow
            label={t('portal.money.statement.rejectReason')}
            error={reason.trim() === '' ? t('portal.money.statement.reasonRequired') : null}
          >
            {(aria) => (
              <Textarea
                {...aria}
                rows={2}
                maxLength={PAYMENT_LIMITS.reason}
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
                disabled={reason.trim() === ''}
                loading={write.status === 'running'}
                onClick={() => decide('reject')}
              >
                {t('portal.money.statement.confirmReject')}
              </Button>
              <Button variant="outline" onClick={() => setRejecting(false)}>
                {t('portal.money.cancel')}
              </Button>
            </>
          ) : (
            <>
              <Button
                colorPalette="green"
                loading={write.status === 'running'}
                onClick={() => decide('confirm')}
              >
                {t('portal.money.statement.confirm')}
              </Button>
              <Button variant="outline" onClick={() => setRejecting(true)}>
                {t('portal.money.statement.reject')}
              </Button>
            </>
          )}
        </Flex>
      </Stack>
    </Section>
  );
}

/** `/hpro/statement/detail?statementId=`: a statement for staff, its payment to confirm. */
export function StaffStatementPage() {
  const { statement, status, reload } = useStatement();
  if (!statement) {
    return (
      <Box padding="4">
        <LoadState status={status === 'failed' ? 'failed' : 'loading'} onRetry={reload} />
      </Box>
    );
  }
  return (
    <Stack padding="4" gap="4" maxWidth="7xl">
      <StatementDocument statement={statement} staff>
        <PaymentDetails statement={statement} />
      </StatementDocument>
      {statement.status === 'PaymentSubmitted' ? <PaymentDecision statement={statement} /> : null}
      <MoneyHistory kind="statement" rows={statement.history} />
    </Stack>
  );
}

/** Issuing a statement: from an accepted quotation, or from an order with lines priced here. */
function IssuePanel() {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const today = useToday();
  const [search] = useSearchParams();
  const sources = useRead(MONEY_PATHS.statementSources, {}, { fresh: true })?.data as
    StatementSources | undefined;
  const preset = search.get('quotationId');
  const [source, setSource] = useState<string | null>(preset ? `quotation:${preset}` : null);
  const [dueDate, setDueDate] = useState('');
  const [currencyCode, setCurrency] = useState<string | null>('CNY');
  const [lines, setLines] = useState<PriceLineDraft[]>([
    { description: '', unitPrice: '', quantity: '1', discount: '0', taxCode: '', taxRate: '' },
  ]);
  const id = 'statement-issue';
  const write = useSelector((state: RootState) => selectWrite(state, id));
  useEffect(() => {
    const issued = write.result as Statement | undefined;
    if (write.status === 'done' && issued?.statementId) {
      dispatch(writeReset({ id }));
      dispatch(moneyNavigate(staffStatementPath(issued.statementId)));
    }
  }, [dispatch, write]);
  const [kind, sourceId] = (source ?? ':').split(':');
  const options = [
    ...(sources?.quotations ?? []).map((item) => ({
      value: `quotation:${item.quotationId}`,
      label: t('portal.money.statement.fromQuotation', {
        code: item.quotationCode,
        project: item.projectCode,
        team: item.teamName,
        total: amountText(item.total, item.currencyCode, null),
      }),
    })),
    ...(sources?.orders ?? []).map((item) => ({
      value: `order:${item.orderId}`,
      label: t('portal.money.statement.fromOrder', {
        code: item.orderCode,
        project: item.projectCode,
        team: item.teamName,
      }),
    })),
  ];
  const issue = () =>
    dispatch(
      writeRequest({
        id,
        method: 'POST',
        path: MONEY_PATHS.staffStatements,
        body:
          kind === 'quotation'
            ? { quotationId: Number(sourceId), dueDate: dueDate || null }
            : {
                orderId: Number(sourceId),
                currencyCode,
                lines: lines.map(({ taxRate: _rate, ...line }) => line),
                dueDate: dueDate || null,
              },
        notifyFailure: true,
      }),
    );
  return (
    <Section title={t('portal.money.statement.issue')}>
      <Stack gap="3">
        <FieldRow label={t('portal.money.statement.sourceChoice')}>
          {(aria) => (
            <PlainSelect
              {...aria}
              value={source}
              placeholder={t('portal.money.choose')}
              options={options}
              onChange={setSource}
            />
          )}
        </FieldRow>
        {kind === 'order' ? (
          <PriceLinesEditor
            currencyCode={currencyCode}
            onCurrency={setCurrency}
            lines={lines}
            onLines={setLines}
            today={today}
          />
        ) : null}
        <Box maxWidth="xs">
          <FieldRow label={t('portal.money.statement.dueDate')}>
            {(aria) => <PlainInput {...aria} type="date" value={dueDate} onChange={setDueDate} />}
          </FieldRow>
        </Box>
        <Flex>
          <Button
            colorPalette="blue"
            disabled={source === null}
            loading={write.status === 'running'}
            onClick={issue}
          >
            {t('portal.money.statement.issueButton')}
          </Button>
        </Flex>
      </Stack>
    </Section>
  );
}

/** `/hpro/statement`: issuing statements, and the statements (a list of the resource engine). */
export function StaffStatementsPage() {
  return (
    <Stack gap="4" padding="4">
      <IssuePanel />
      <ResourcePage />
    </Stack>
  );
}
