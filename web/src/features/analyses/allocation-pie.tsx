import { PieChart } from '@mui/x-charts/PieChart';
import type { AllocationData } from '@contracts/investor';
import { analysisScreensMessages } from '@contracts/messages/analysis-screens';
import { formatReais } from '../../lib/format';

const text = analysisScreensMessages.investor;

/** The recommended split of the suggested budget per channel. */
export function AllocationPie({ channels }: { channels: AllocationData['channels'] }) {
  const data = channels
    .filter((channel) => channel.percentage > 0)
    .map((channel, index) => ({ id: index, value: channel.percentage, label: channel.label }));
  const amounts = new Map(channels.map((channel) => [channel.label, channel.amount]));
  return (
    <PieChart
      height={300}
      series={[
        {
          data,
          innerRadius: 50,
          paddingAngle: 1,
          cornerRadius: 3,
          valueFormatter: (item) => {
            const label = data.find((entry) => entry.id === item.id)?.label ?? '';
            return `${item.value}% · ${text.perMonth(formatReais(amounts.get(label) ?? 0))}`;
          },
        },
      ]}
    />
  );
}
