import { Box, Stack, Typography } from '@mui/material';
import { PieChart } from '@mui/x-charts/PieChart';
import { analysisScreensMessages } from '@contracts/messages/analysis-screens';
import { formatReais } from '../../lib/format';
import { ChartFigure } from './chart-figure';

const text = analysisScreensMessages.investor;
const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/**
 * The slices' colours, in order: distinct hues that read apart (a swatch in the list under the pie
 * names each one, so the chart needs no legend of its own).
 */
const sliceColors = ['#1565c0', '#e65100', '#2e7d32', '#ad1457', '#6a1b9a', '#00838f', '#827717', '#5d4037'];
const colorOf = (index: number) => sliceColors[index % sliceColors.length]!;

export interface AllocationSlice {
  label: string;
  percentage: number;
  /** Reais per month; the list shows it when known. */
  amount?: number;
}

/**
 * The recommended split of a marketing budget per channel; the list under it is its text alternative.
 * `label` names the chart for screen readers.
 */
export function AllocationPie({
  channels,
  label = text.allocation,
}: {
  channels: readonly AllocationSlice[];
  label?: string;
}) {
  const data = channels
    .map((channel, index) => ({
      id: index,
      value: channel.percentage,
      label: channel.label,
      color: colorOf(index),
    }))
    .filter((slice) => slice.value > 0);
  const amounts = new Map(channels.map((channel) => [channel.label, channel.amount]));
  return (
    <ChartFigure
      label={label}
      description={
        <Stack component="ul" spacing={0.5} sx={{ mt: 2, mb: 0, p: 0, listStyle: 'none' }}>
          {channels.map((channel, index) => (
            <Stack
              component="li"
              key={channel.label}
              direction="row"
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: 'center' }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Box
                  component="span"
                  aria-hidden
                  sx={{ width: 12, height: 12, borderRadius: '3px', flexShrink: 0, bgcolor: colorOf(index) }}
                />
                <Typography variant="body2">
                  {channel.label} ({percent.format(channel.percentage)}%)
                </Typography>
              </Stack>
              {channel.amount !== undefined && (
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {text.perMonth(formatReais(channel.amount))}
                </Typography>
              )}
            </Stack>
          ))}
        </Stack>
      }
    >
      {/* No legend beside the pie (on a phone it would leave the pie no radius): the list names the colours. */}
      <PieChart
        height={260}
        hideLegend
        disableKeyboardNavigation
        series={[
          {
            data,
            innerRadius: '45%',
            paddingAngle: 1,
            cornerRadius: 3,
            valueFormatter: (item) => {
              const label = data.find((entry) => entry.id === item.id)?.label ?? '';
              const amount = amounts.get(label);
              return amount === undefined
                ? `${percent.format(item.value)}%`
                : `${percent.format(item.value)}% · ${text.perMonth(formatReais(amount))}`;
            },
          },
        ]}
      />
    </ChartFigure>
  );
}
