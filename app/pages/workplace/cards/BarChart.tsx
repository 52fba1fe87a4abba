import { Box, chakra, Flex, Table, Text } from '@chakra-ui/react';
import { formatNumber } from '../../../../design-system';

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

const COLOURS = ['blue.500', 'teal.500', 'orange.400', 'purple.500'];
const WIDTH = 360;
const HEIGHT = 180;
const TOP = 16;
const BOTTOM = 24;
/** At most this many axis labels are written; the others are left out so that none overlap. */
const MAX_AXIS_LABELS = 6;

function colourVar(index: number): string {
  const token = COLOURS[index % COLOURS.length] ?? 'blue.500';
  return `var(--chakra-colors-${token.replace('.', '-')})`;
}

/**
 * A small grouped bar chart in plain SVG. The picture is named with a summary of the figures,
 * and a disclosure under it shows them as a table.
 */
export function BarChart({
  title,
  labels,
  series,
  summary,
  tableLabel,
  labelHeader,
}: BarChartProps) {
  const values = series.flatMap((item) => item.data.map((value) => Number(value) || 0));
  const max = Math.max(1, ...values);
  const groupWidth = WIDTH / Math.max(1, labels.length);
  const barWidth = Math.max(2, (groupWidth * 0.7) / Math.max(1, series.length));
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const labelEvery = Math.ceil(labels.length / MAX_AXIS_LABELS);

  return (
    <Box>
      <chakra.svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height="auto"
        display="block"
      >
        <line
          x1="0"
          x2={WIDTH}
          y1={HEIGHT - BOTTOM}
          y2={HEIGHT - BOTTOM}
          stroke="var(--chakra-colors-border)"
        />
        {labels.map((label, group) => {
          const groupStart = group * groupWidth + (groupWidth - barWidth * series.length) / 2;
          return (
            <g key={`${label}-${group}`}>
              {series.map((item, index) => {
                const value = Number(item.data[group]) || 0;
                const height = (Math.max(0, value) / max) * plotHeight;
                const x = groupStart + index * barWidth;
                return (
                  <rect
                    key={item.name}
                    x={x}
                    y={HEIGHT - BOTTOM - height}
                    width={Math.max(1, barWidth - 1)}
                    height={height}
                    rx="1"
                    fill={colourVar(index)}
                  />
                );
              })}
              {group % labelEvery === 0 ? (
                <text
                  x={group * groupWidth + groupWidth / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  fontSize="10"
                  fill="var(--chakra-colors-fg-muted)"
                >
                  {label}
                </text>
              ) : null}
            </g>
          );
        })}
      </chakra.svg>
      {series.length > 1 ? (
        <Flex as="ul" listStyleType="none" gap="4" marginTop="2" fontSize="xs" aria-hidden="true">
          {series.map((item, index) => (
            <Flex as="li" key={item.name} align="center" gap="1.5">
              <Box
                width="2.5"
                height="2.5"
                borderRadius="sm"
                style={{ background: colourVar(index) }}
              />
              {item.name}
            </Flex>
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
