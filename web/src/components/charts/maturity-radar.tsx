import { RadarChart } from '@mui/x-charts/RadarChart';
import { analysisScreensMessages } from '@contracts/messages/analysis-screens';
import { ChartDataTable, ChartFigure } from './chart-figure';

const text = analysisScreensMessages.management;

/** Maturity radar 0-5 over the six management areas, with the same figures as a table for screen readers. */
export function MaturityRadar({ levels }: { levels: { name: string; level: number }[] }) {
  return (
    <ChartFigure
      label={text.radarLabel}
      description={
        <ChartDataTable
          caption={text.radarLabel}
          headers={text.radarTableHeaders}
          rows={levels.map((item) => [item.name, item.level.toLocaleString('pt-BR')])}
        />
      }
    >
      <RadarChart
        height={320}
        // Room beside the radar for the longest area names ('Precificação', 'Mensuração'): the default
        // 50 px cut them on a phone.
        margin={{ top: 30, bottom: 30, left: 85, right: 85 }}
        series={[{ label: text.radarSeries, data: levels.map((item) => item.level), fillArea: true }]}
        radar={{ max: 5, metrics: levels.map((item) => item.name) }}
        hideLegend
        disableKeyboardNavigation
      />
    </ChartFigure>
  );
}
