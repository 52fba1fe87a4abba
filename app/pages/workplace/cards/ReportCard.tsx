import { Box, Text } from '@chakra-ui/react';
import { useDeferredValue } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { formatNumber, lazyChunk } from '../../../../design-system';
import { useI18n, type Translate } from '../../../i18n';
import { SAMPLES_PER_MONTH, type ReportData } from '../../../services/workplace';
import type { RootState } from '../../../store/reducer';
import { whenPageShown } from '../../../shell/pageShown';
import { reportRequested, selectReport } from '../../../store/workplace';
import { CardState } from '../CardFrame';

/** The room the chart takes, kept while it loads. */
const chartSpace = <Box height="15rem" />;

// The chart's library (recharts, about 95 KB) is the largest chunk of the workplace: it loads
// once the page has shown, so that the cards' text does not wait for it.
const BarChart = lazyChunk(
  () => import('./BarChart').then((chart) => chart.BarChart),
  chartSpace,
  whenPageShown,
);

/** The accessible summary of a report: its range, then total, highest and lowest per series. */
export function reportSummary(report: ReportData, t: Translate): string {
  const { labels } = report;
  const series = report.series.map(({ name, data }) => {
    const values = labels.map((_, index) => Number(data[index]) || 0);
    const max = values.indexOf(Math.max(...values));
    const min = values.indexOf(Math.min(...values));
    return t('dashboard.chartSeries', {
      name,
      total: formatNumber(values.reduce((sum, value) => sum + value, 0)),
      max: formatNumber(values[max] ?? 0),
      maxLabel: labels[max] ?? '',
      min: formatNumber(values[min] ?? 0),
      minLabel: labels[min] ?? '',
    });
  });
  return t('dashboard.chartSummary', {
    title: report.title,
    from: labels[0] ?? '',
    to: labels[labels.length - 1] ?? '',
    series: series.join(' '),
  });
}

/** The ReportCard: samples per month as a small bar chart, with its figures as a table. */
export function ReportCard() {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const { data, status } = useSelector((state: RootState) =>
    selectReport(state, SAMPLES_PER_MONTH),
  );
  // The chart is drawn in a deferred, interruptible render: the other cards paint first.
  const drawn = useDeferredValue(data, null);

  if (!data) {
    return (
      <CardState
        status={status === 'ready' ? 'loading' : status}
        onRetry={() => dispatch(reportRequested(SAMPLES_PER_MONTH))}
      />
    );
  }
  if (data.labels.length === 0 || data.series.length === 0) {
    return <Text color="fg.muted">{t('dashboard.noReportData')}</Text>;
  }
  if (drawn !== data) return chartSpace;
  return (
    <BarChart.Component
      title={data.title}
      labels={data.labels}
      series={data.series}
      summary={reportSummary(data, t)}
      tableLabel={t('dashboard.showTable')}
      labelHeader={t('dashboard.period')}
    />
  );
}
