import { Chip, Stack, Typography } from '@mui/material';
import { marketingMessages } from '@contracts/messages/marketing';

const text = marketingMessages.instagram;

/** A seeded demo analysis, said plainly: an 'Exemplo' chip and the line that it is not the user's profile. */
export function ExampleLabel() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip size="small" variant="outlined" label={text.example} />
      <Typography variant="body2" color="text.secondary">
        {text.exampleNote}
      </Typography>
    </Stack>
  );
}
