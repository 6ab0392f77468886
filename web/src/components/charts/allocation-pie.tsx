import { Stack, Typography } from '@mui/material';
import { PieChart } from '@mui/x-charts/PieChart';
import { analysisScreensMessages } from '@contracts/messages/analysis-screens';
import { formatReais } from '../../lib/format';
import { ChartFigure } from './chart-figure';

const text = analysisScreensMessages.investor;

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
    .filter((channel) => channel.percentage > 0)
    .map((channel, index) => ({ id: index, value: channel.percentage, label: channel.label }));
  const amounts = new Map(channels.map((channel) => [channel.label, channel.amount]));
  return (
    <ChartFigure
      label={label}
      description={
        <Stack component="ul" spacing={0.5} sx={{ mt: 2, mb: 0, p: 0, listStyle: 'none' }}>
          {channels.map((channel) => (
            <Stack
              component="li"
              key={channel.label}
              direction="row"
              sx={{ justifyContent: 'space-between' }}
            >
              <Typography variant="body2">
                {channel.label} ({channel.percentage}%)
              </Typography>
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
      {/* The legend sits under the pie: beside it, a phone's width would leave the pie no radius. */}
      <PieChart
        height={340}
        disableKeyboardNavigation
        slotProps={{ legend: { position: { vertical: 'bottom', horizontal: 'center' } } }}
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
                ? `${item.value}%`
                : `${item.value}% · ${text.perMonth(formatReais(amount))}`;
            },
          },
        ]}
      />
    </ChartFigure>
  );
}
