import { BarList, Chart, useChart, type BarListData } from '@chakra-ui/charts';
import { Box } from '@chakra-ui/react';
import { useRef } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { useShownSize } from '../../../design-system';
import type { MonitorView } from '../../services/hadm';
import { clockTime } from './time';

/** Addresses drawn as their own series; the rest are summed as one. */
const TOP_ADDRESSES = 5;
const COLORS = ['teal.solid', 'blue.solid', 'purple.solid', 'orange.solid', 'pink.solid'];
/** Buckets drawn: the 10 minutes the server keeps. */
const BUCKETS = 60;

/** One bar of the chart: the bucket's time and calls per series key. */
type CallsRow = Record<string, number | string>;

/**
 * Calls per address over time as stacked bars (the busiest addresses each a series, the rest
 * summed), drawn with Chakra's charts (recharts).
 */
export function CallsChart({
  view,
  label,
  otherLabel,
}: {
  view: MonitorView;
  label: string;
  otherLabel: string;
}) {
  // Series keys are not the addresses: recharts reads a dotted key as a path.
  const top = view.addresses.slice(0, TOP_ADDRESSES).map((item) => item.ip);
  // Every bucket of the last 10 minutes up to the newest, those without calls at zero.
  const bucketMs = view.bucketSeconds * 1000;
  const newest = view.points.at(-1)?.time ?? 0;
  const byTime = new Map(view.points.map((point) => [point.time, point]));
  const data: CallsRow[] = Array.from({ length: BUCKETS }, (_, index) => {
    const time = newest - (BUCKETS - 1 - index) * bucketMs;
    const point = byTime.get(time);
    const row: CallsRow = { time: clockTime(time), other: 0 };
    for (const [ip, calls] of Object.entries(point?.byAddress ?? {})) {
      const index = top.indexOf(ip);
      const key = index < 0 ? 'other' : `a${index}`;
      row[key] = Number(row[key] ?? 0) + calls;
    }
    return row;
  });
  const hasOther = data.some((row) => Number(row.other) > 0);
  const chart = useChart<CallsRow>({
    data,
    series: [
      ...top.map((ip, index) => ({
        name: `a${index}`,
        label: ip,
        color: COLORS[index],
        stackId: 'calls',
      })),
      ...(hasOther
        ? [{ name: 'other', label: otherLabel, color: 'gray.solid', stackId: 'calls' }]
        : []),
    ],
  });
  const boxRef = useRef<HTMLDivElement>(null);
  const size = useShownSize(boxRef);
  return (
    <Box ref={boxRef}>
      <Chart.Root maxH="xs" chart={chart} aria-label={label} role="img">
        <BarChart width={size?.width ?? 0} height={size?.height ?? 0} data={chart.data}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis axisLine={false} tickLine={false} dataKey={chart.key('time')} />
          <YAxis axisLine={false} tickLine={false} allowDecimals={false} />
          <Tooltip
            cursor={{ fill: chart.color('bg.muted') }}
            animationDuration={100}
            content={<Chart.Tooltip />}
          />
          <Legend content={<Chart.Legend />} />
          {chart.series.map((item) => (
            <Bar
              key={String(item.name)}
              isAnimationActive={false}
              dataKey={chart.key(item.name)}
              fill={chart.color(item.color)}
              stackId={item.stackId}
              maxBarSize={24}
            />
          ))}
        </BarChart>
      </Chart.Root>
    </Box>
  );
}

/** Calls per URL as a bar list, most first. */
export function UrlList({ view, title }: { view: MonitorView; title: string }) {
  const chart = useChart<BarListData>({
    sort: { by: 'value', direction: 'desc' },
    data: view.urls.map((item) => ({ name: item.url, value: item.calls })),
    series: [{ name: 'name', color: 'teal.subtle' }],
  });
  return (
    <BarList.Root chart={chart} aria-label={title}>
      <BarList.Title>{title}</BarList.Title>
      <BarList.Content>
        <BarList.Bar />
        <BarList.Value />
      </BarList.Content>
    </BarList.Root>
  );
}
