import { Box, Button, chakra, Flex, Input, NativeSelect, Table, Text } from '@chakra-ui/react';
import { useCallback, useId, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { formatNumber, StatusBadge, type StatusTone } from '../../../../design-system';
import { BIF_TONES } from '../../../../domain/portal/bif';
import { QUOTATION_TONES } from '../../../../domain/portal/quotations';
import { STATEMENT_TONES } from '../../../../domain/portal/statements';
import { useI18n, type MessageKey } from '../../../i18n';
import type { HistoryEntry } from '../../../services/portal';
import type { DocumentTotals, PriceLine } from '../../../services/money';
import { HistoryTable } from '../common';
import { draftFlushRequested, type MoneyDraft } from '../../../store/moneyDrafts';

/** Pieces the money path's pages share: badges, amounts, steps, fields, the price table. */

/** A positive whole number of the address's query (`?quotationId=`), or null. */
export function useIdParam(name: string): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get(name));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The kinds of record whose states the money pages show. */
export type MoneyStatusKind = 'quotation' | 'statement' | 'bif';

const TONES: Record<MoneyStatusKind, Readonly<Record<string, StatusTone>>> = {
  quotation: QUOTATION_TONES,
  statement: STATEMENT_TONES,
  bif: BIF_TONES,
};

/** A state as a coloured badge with its translated name. */
export function MoneyStatus({ kind, status }: { kind: MoneyStatusKind; status: string }) {
  const { t } = useI18n();
  const key = `portal.money.status.${kind}.${status}` as MessageKey;
  const label = t(key);
  return (
    <StatusBadge
      status={status}
      label={label === key ? status : label}
      tone={TONES[kind][status] ?? 'default'}
    />
  );
}

/** An amount with its currency, thousands grouped, with exactly the currency's decimals. */
export function amountText(
  value: string | null | undefined,
  currency: string | null | undefined,
  precision: number | null | undefined,
): string {
  if (value === null || value === undefined || value === '') return '';
  return `${currency ?? ''} ${formatNumber(value, precision ?? 2)}`.trim();
}

/** The steps of a wizard as links, the current one marked. */
export function StepNav({
  label,
  steps,
  current,
  hrefOf,
}: {
  label: string;
  steps: readonly string[];
  current: number;
  /** The address of step `n` (1-based), or undefined when it cannot be opened. */
  hrefOf: (step: number) => string | undefined;
}) {
  return (
    <chakra.nav aria-label={label} data-print-hide="">
      <chakra.ol display="flex" gap="2" listStyleType="none" flexWrap="wrap">
        {steps.map((name, index) => {
          const step = index + 1;
          const active = step === current;
          const href = hrefOf(step);
          const text = `${step}. ${name}`;
          return (
            <chakra.li
              key={name}
              aria-current={active ? 'step' : undefined}
              px="3"
              py="1"
              borderRadius="full"
              borderWidth="1px"
              borderColor={active ? 'blue.600' : 'gray.300'}
              bg={active ? 'blue.50' : undefined}
              fontWeight={active ? 'semibold' : 'normal'}
            >
              {href && !active ? <RouterLink to={href}>{text}</RouterLink> : text}
            </chakra.li>
          );
        })}
      </chakra.ol>
    </chakra.nav>
  );
}

/** How saving a draft goes, with a way to save again after a failure. */
export function DraftSaveLine({ draft }: { draft: MoneyDraft }) {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const failed = draft.status === 'failed';
  return (
    <Flex align="center" gap="2" data-print-hide="">
      <Text role="status" aria-live="polite" color={failed ? 'fg.error' : 'fg.muted'}>
        {failed
          ? t('portal.money.save.failed', { reason: draft.error ?? '' })
          : t(`portal.money.save.${draft.status}` as MessageKey)}
      </Text>
      {failed ? (
        <Button
          size="xs"
          variant="outline"
          onClick={() => dispatch(draftFlushRequested({ kind: draft.kind, id: draft.id }))}
        >
          {t('portal.money.save.retry')}
        </Button>
      ) : null}
    </Flex>
  );
}

/** A labelled input of a form that is not formik's (a draft saved as typed). */
export function FieldRow({
  label,
  error,
  help,
  children,
}: {
  label: string;
  error?: string | null;
  help?: string;
  children: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const noteId = useId();
  const described = error || help ? noteId : undefined;
  return (
    <Box display="grid" gap="1">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
        {label}
      </chakra.label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {error ? (
        <Text id={noteId} color="fg.error" fontSize="xs">
          {error}
        </Text>
      ) : help ? (
        <Text id={noteId} color="fg.muted" fontSize="xs">
          {help}
        </Text>
      ) : null}
    </Box>
  );
}

/** A drop-down of a form that is not formik's. */
export function PlainSelect({
  value,
  onChange,
  options,
  placeholder,
  size = 'md',
  ...aria
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  size?: 'sm' | 'md';
  id?: string;
  'aria-label'?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}) {
  return (
    <NativeSelect.Root size={size}>
      <NativeSelect.Field
        {...aria}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** A text input of a form that is not formik's. */
export function PlainInput({
  value,
  onChange,
  ...rest
}: {
  value: string | null;
  onChange: (value: string) => void;
  id?: string;
  size?: 'sm' | 'md';
  type?: 'text' | 'date';
  inputMode?: 'decimal' | 'numeric';
  'aria-label'?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}) {
  return <Input {...rest} value={value ?? ''} onChange={(event) => onChange(event.target.value)} />;
}

/**
 * A document's price lines and totals, as the page, the printable quotation and the statement
 * show them: the server's amounts, never recomputed here.
 */
export function PriceTable({
  caption,
  lines,
  totals,
  currency,
  precision,
}: {
  caption: string;
  lines: readonly PriceLine[];
  totals: DocumentTotals;
  currency: string | null;
  precision: number | null;
}) {
  const { t } = useI18n();
  const money = (value: string | null) => amountText(value, null, precision);
  const head = [
    t('portal.money.lines.description'),
    t('portal.money.lines.unitPrice'),
    t('portal.money.lines.quantity'),
    t('portal.money.lines.discount'),
    t('portal.money.lines.taxRate'),
    t('portal.money.lines.net'),
    t('portal.money.lines.tax'),
    t('portal.money.lines.total'),
  ];
  const totalRow = (label: string, value: string | null, strong = false) => (
    <Table.Row key={label}>
      <Table.Cell colSpan={7} textAlign="end" fontWeight={strong ? 'bold' : 'medium'}>
        {label}
      </Table.Cell>
      <Table.Cell textAlign="end" fontWeight={strong ? 'bold' : 'medium'} whiteSpace="nowrap">
        {amountText(value, currency, precision)}
      </Table.Cell>
    </Table.Row>
  );
  return (
    <Table.Root size="sm" variant="outline">
      <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold">
        {caption}
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          {head.map((title, index) => (
            <Table.ColumnHeader key={title} textAlign={index === 0 ? 'start' : 'end'}>
              {title}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {lines.map((line) => (
          <Table.Row key={line.lineNo}>
            <Table.Cell>{line.description}</Table.Cell>
            <Table.Cell textAlign="end">{line.unitPrice}</Table.Cell>
            <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
            <Table.Cell textAlign="end">{line.discount}%</Table.Cell>
            <Table.Cell textAlign="end">
              {line.taxCode} ({line.taxRate}%)
            </Table.Cell>
            <Table.Cell textAlign="end">{money(line.net)}</Table.Cell>
            <Table.Cell textAlign="end">{money(line.tax)}</Table.Cell>
            <Table.Cell textAlign="end">{money(line.total)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
      <Table.Footer>
        {totalRow(t('portal.money.totals.gross'), totals.gross)}
        {totalRow(t('portal.money.totals.discount'), totals.discountAmount)}
        {totalRow(t('portal.money.totals.net'), totals.net)}
        {totalRow(t('portal.money.totals.tax'), totals.tax)}
        {totalRow(t('portal.money.totals.total'), totals.total, true)}
      </Table.Footer>
    </Table.Root>
  );
}

/**
 * Printing shows only the print area: the chrome (menu, header, tabs, buttons) is hidden, the
 * area's ancestors stop clipping it, and the table keeps its lines together.
 */
export const PRINT_CSS = `
@media print {
  body * { visibility: hidden !important; }
  [data-print-area], [data-print-area] * { visibility: visible !important; }
  *:has([data-print-area]) { overflow: visible !important; height: auto !important; }
  [data-print-area] { position: absolute; top: 0; left: 0; width: 100%; }
  [data-print-area] [data-print-hide] { display: none !important; }
  [data-print-area] table { font-size: 10pt; }
  [data-print-area] tr { break-inside: avoid; }
}
`;

/** A link styled as a button. */
export function LinkButton({
  to,
  children,
  variant = 'outline',
}: {
  to: string;
  children: ReactNode;
  variant?: 'outline' | 'solid';
}) {
  return (
    <Button
      asChild
      size="sm"
      variant={variant}
      colorPalette={variant === 'solid' ? 'blue' : undefined}
    >
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}

/** A record's state changes: the state, who changed it, when and why. */
export function MoneyHistory({
  kind,
  rows,
}: {
  kind: MoneyStatusKind;
  rows: readonly HistoryEntry[];
}) {
  const { t } = useI18n();
  const renderStatus = useCallback(
    (status: string) => <MoneyStatus kind={kind} status={status} />,
    [kind],
  );
  return (
    <HistoryTable
      caption={t('portal.money.history')}
      rows={rows}
      kind="project"
      renderStatus={renderStatus}
      emptyText={t('portal.money.historyEmpty')}
    />
  );
}
