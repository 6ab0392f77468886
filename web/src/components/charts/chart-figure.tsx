import { Box } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { ComponentErrorBoundary } from '../errors/component-error-boundary';
import { visuallyHidden } from '../visually-hidden';

/**
 * A chart with its text alternative: assistive technology meets the chart as one image named `label`
 * and described by `description`, the same figures as text (a visible list, or a `ChartDataTable`).
 * Charts inside take `disableKeyboardNavigation`: an image has no tab stops (MUI X's own one draws no
 * focus ring), and the text alternative already gives every figure. A chart that fails to draw shows
 * the component-level error screen (one retry); its figures stay, as text.
 */
export function ChartFigure(props: { label: string; description: ReactNode; children: ReactNode }) {
  const descriptionId = useId();
  return (
    <>
      <ComponentErrorBoundary>
        <Box role="img" aria-label={props.label} aria-describedby={descriptionId}>
          {props.children}
        </Box>
      </ComponentErrorBoundary>
      <Box id={descriptionId}>{props.description}</Box>
    </>
  );
}

/** A chart's figures as a table that only screen readers read: one row per data point. */
export function ChartDataTable(props: {
  caption: string;
  headers: readonly [string, string];
  rows: readonly (readonly [string, string])[];
}) {
  return (
    // The hidden box wraps the table: a table grows to its content whatever its own width says.
    <Box sx={visuallyHidden}>
      <table>
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            {props.headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
