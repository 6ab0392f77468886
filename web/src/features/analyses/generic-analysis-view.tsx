import { Stack } from '@mui/material';
import { isRecord } from '@contracts/analysis-data/common';
import { FullText } from './full-text';
import { Paragraph, SectionCard, TextList } from '../../components/report/section-card';

const title = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Any analysis shape: texts as paragraphs, text lists as bullets, anything else as formatted JSON. */
export function GenericAnalysisView({ data }: { data: unknown }) {
  if (typeof data === 'string') return <FullText>{data}</FullText>;
  if (!isRecord(data)) return null;
  return (
    <Stack spacing={2}>
      {Object.entries(data)
        .filter(([key, value]) => key !== 'generatedLocally' && value !== null && value !== '')
        .map(([key, value]) => (
          <SectionCard key={key} title={title(key)}>
            {typeof value === 'string' || typeof value === 'number' ? (
              <Paragraph>{String(value)}</Paragraph>
            ) : isTextList(value) ? (
              <TextList items={value} />
            ) : (
              <FullText>{JSON.stringify(value, null, 2)}</FullText>
            )}
          </SectionCard>
        ))}
    </Stack>
  );
}
