import { BarChart } from '@mui/x-charts/BarChart';
import { analysisScreensMessages } from '@contracts/messages/analysis-screens';
import type { FounderPdaRead } from '@contracts/analysis-data/founder-analysis';

const text = analysisScreensMessages.founder;
const dimensions = ['dominancia', 'influencia', 'estabilidade', 'conformidade'] as const;

/** The four DISC fractions as percentages. */
export function DiscChart({ disc }: { disc: FounderPdaRead['perfil_disc'] }) {
  return (
    <BarChart
      height={280}
      xAxis={[{ scaleType: 'band', data: dimensions.map((key) => text.discDimensions[key]) }]}
      yAxis={[{ min: 0, max: 100 }]}
      series={[
        {
          data: dimensions.map((key) => Math.round(disc[key] * 100)),
          label: text.disc,
          valueFormatter: (value) => `${value ?? 0}%`,
        },
      ]}
      hideLegend
    />
  );
}
