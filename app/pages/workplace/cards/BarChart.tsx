import { Chart, useChart } from '@chakra-ui/charts';
import { Box, chakra, ColorSwatch, Flex, HStack, Span, Table, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { Bar, BarChart as BarPlot, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber, useShownSize } from '../../../../design-system';

/** One data series of {@link BarChart}. */
export interface BarSeries {
  name: string;
  data: number[];
}

/** Props of {@link BarChart}. */
export interface BarChartProps {
  /** The chart's title, also the caption of its table. */
  title: string;
  /** One label per group of bars (for example the months). */
  labels: string[];
  series: BarSeries[];
  /** The accessible name of the picture: a summary of every figure. */
  summary: string;
  /** The disclosure that shows the figures as a table. */
  tableLabel: string;
  /** The heading of the labels column of the table. */
  labelHeader: string;
}

const COLORS = ['blue.solid', 'teal.solid', 'orange.solid', 'purple.solid'];

/** One group of bars: its label and a value per series key (`s0`, `s1`, ...). */
type BarRow = Record<string, number | string>;

/**
 * A small grouped bar chart drawn with Chakra's charts (recharts). The picture is named with a
 * summary of the figures, and a disclosure under it shows them as a table.
 */
export function BarChart({
  title,
  labels,
  series,
  summary,
  tableLabel,
  labelHeader,
}: BarChartProps) {
  // Series keys are not the names: recharts reads a dotted key as a path.
  const chart = useChart<BarRow>({
    data: labels.map((label, group) => {
      const row: BarRow = { label };
      series.forEach((item, index) => {
        row[`s${index}`] = Number(item.data[group]) || 0;
      });
      return row;
    }),
    series: series.map((item, index) => ({
      name: `s${index}`,
      label: item.name,
      color: COLORS[index % COLORS.length],
    })),
  });

  const boxRef = useRef<HTMLDivElement>(null);
  const size = useShownSize(boxRef);

  return (
    <Box>
      <Box ref={boxRef}>
        <Chart.Root maxH="3xs" chart={chart} role="img" aria-label={summary}>
          <BarPlot width={size?.width ?? 0} height={size?.height ?? 0} data={chart.data}>
            <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
            <XAxis axisLine={false} tickLine={false} dataKey={chart.key('label')} />
            <YAxis axisLine={false} tickLine={false} width={40} />
            <Tooltip
              cursor={{ fill: chart.color('bg.muted') }}
              animationDuration={100}
              content={<Chart.Tooltip />}
            />
            {chart.series.map((item) => (
              <Bar
                key={String(item.name)}
                isAnimationActive={false}
                dataKey={chart.key(item.name)}
                fill={chart.color(item.color)}
                radius={2}
                maxBarSize={20}
              />
            ))}
          </BarPlot>
        </Chart.Root>
      </Box>
      {/* The legend is drawn beside the chart, not by recharts: recharts measures its legend, and
          a hidden tab (size 0) and its showing again would redraw the whole chart twice. The
          picture's name already says every series, so assistive technology skips it. */}
      {chart.series.length > 1 ? (
        <Flex aria-hidden="true" justify="center" wrap="wrap" gap="3" paddingTop="3" textStyle="xs">
          {chart.series.map((item) => (
            <HStack key={String(item.name)} gap="1.5">
              <ColorSwatch boxSize="2" value={chart.color(item.color)} />
              <Span color="fg.muted">{item.label}</Span>
            </HStack>
          ))}
        </Flex>
      ) : null}
      <chakra.details marginTop="2" fontSize="sm">
        <chakra.summary cursor="pointer" color="fg.muted" width="fit-content">
          {tableLabel}
        </chakra.summary>
        <Table.Root size="sm" marginTop="2">
          <Table.Caption captionSide="top" textAlign="start">
            <Text as="span" fontWeight="semibold">
              {title}
            </Text>
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{labelHeader}</Table.ColumnHeader>
              {series.map((item) => (
                <Table.ColumnHeader key={item.name} scope="col" textAlign="end">
                  {item.name}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {labels.map((label, group) => (
              <Table.Row key={`${label}-${group}`}>
                <Table.Cell as="th" scope="row" fontWeight="normal">
                  {label}
                </Table.Cell>
                {series.map((item) => (
                  <Table.Cell key={item.name} textAlign="end">
                    {formatNumber(item.data[group] ?? 0)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </chakra.details>
    </Box>
  );
}
