/**
 * A chip whose label wraps onto more lines instead of being cut with an ellipsis: for labels that can
 * be long (a model's words, a label with its scale). Merge it into the chip's own `sx`.
 */
export const wrappingChip = {
  height: 'auto',
  maxWidth: '100%',
  '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 0.5 },
} as const;
