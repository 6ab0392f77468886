import { Box, Typography } from '@mui/material';
import { scoreColour } from '@domain/website-score';

/** Spec 9's colours: green ≥ 80, yellow ≥ 50, else red (a ring; the number stays dark for contrast). */
const ring = { green: 'success.main', yellow: 'warning.main', red: 'error.main' } as const;

export function ScoreBadge({ score, label, size = 88 }: { score: number; label: string; size?: number }) {
  const colour = scoreColour(score);
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Box
        role="img"
        aria-label={`${label}: ${score} de 100`}
        data-score-colour={colour}
        sx={{
          width: size,
          height: size,
          mx: 'auto',
          borderRadius: '50%',
          border: 6,
          borderColor: ring[colour],
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <Typography aria-hidden sx={{ fontWeight: 800, fontSize: size / 3 }}>
          {score}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }}>
        {label}
      </Typography>
    </Box>
  );
}
