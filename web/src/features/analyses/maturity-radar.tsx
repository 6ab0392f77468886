import { RadarChart } from '@mui/x-charts/RadarChart';
import { analysisScreensMessages } from '@contracts/messages/analysis-screens';

/** Maturity radar 0-5 over the six management areas. */
export function MaturityRadar({ levels }: { levels: { name: string; level: number }[] }) {
  return (
    <RadarChart
      height={320}
      series={[
        {
          label: analysisScreensMessages.management.radarSeries,
          data: levels.map((item) => item.level),
          fillArea: true,
        },
      ]}
      radar={{ max: 5, metrics: levels.map((item) => item.name) }}
      hideLegend
    />
  );
}
