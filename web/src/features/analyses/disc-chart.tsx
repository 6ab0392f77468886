import { BarChart } from '@mui/x-charts/BarChart';
import { analysisScreensMessages } from '@contracts/messages/analysis-screens';
import type { FounderPdaRead } from '@contracts/analysis-data/founder-analysis';
import { ChartDataTable, ChartFigure } from '../../components/charts/chart-figure';

const text = analysisScreensMessages.founder;
const dimensions = ['dominancia', 'influencia', 'estabilidade', 'conformidade'] as const;

/** The four DISC fractions as percentages, with the same figures as a table for screen readers. */
export function DiscChart({ disc }: { disc: FounderPdaRead['perfil_disc'] }) {
  const percentages = dimensions.map((key) => Math.round(disc[key] * 100));
  const names = dimensions.map((key) => text.discDimensions[key]);
  return (
    <ChartFigure
      label={text.disc}
      description={
        <ChartDataTable
          caption={text.disc}
          headers={text.discTableHeaders}
          rows={names.map((name, index) => [name, `${percentages[index]}%`])}
        />
      }
    >
      {/* Horizontal bars: the four names fit beside them at any width (under vertical bars a phone
          showed only two of them). */}
      <BarChart
        height={240}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: names, width: 100 }]}
        xAxis={[{ min: 0, max: 100 }]}
        series={[{ data: percentages, label: text.disc, valueFormatter: (value) => `${value ?? 0}%` }]}
        hideLegend
        disableKeyboardNavigation
      />
    </ChartFigure>
  );
}
