import { describe, expect, it } from 'vitest';
import { websiteAnalysisTextSchema } from '../../contracts/website-analysis';
import { websiteInputFor } from '../testing/website-fixtures';
import { websiteAnalysis } from './website';

describe('the local website analysis', async () => {
  const home = await websiteInputFor();
  const analysis = websiteAnalysis(home);

  it('passes the task schema', () => {
    expect(websiteAnalysisTextSchema.safeParse(analysis).success).toBe(true);
  });

  it('reports the planted faults where they belong', () => {
    expect(analysis.usability.weaknesses.join(' ')).toContain('Falta a meta viewport');
    expect(analysis.seo.weaknesses.join(' ')).toContain('Falta a meta description');
    expect(analysis.design.weaknesses.join(' ')).toContain(
      '1 imagem de 4 sem texto alternativo (alt), por exemplo /bolo-morango.svg',
    );
    expect(analysis.summary.primary_issues[0]).toContain('meta viewport');
    expect(analysis.priority_actions[0]).toContain('<meta name="viewport"');
  });

  it('builds its overview from the page (its title and its counts)', () => {
    expect(analysis.summary.overview).toContain(
      '“Doce Ponto Confeitaria Artesanal | Bolos e doces sob encomenda em Belo Horizonte”',
    );
    expect(analysis.summary.overview).toMatch(/cerca de \d+ palavras, 4 imagens e \d+ chamadas para ação/);
    expect(analysis.conversion.strengths.join(' ')).toContain('“Peça pelo WhatsApp”');
  });

  it('follows the page: the corporate page has a viewport and a description, so it says so', async () => {
    const corporate = websiteAnalysis(
      await websiteInputFor('encomendas.html', 'http://127.0.0.1:8080/encomendas'),
    );
    expect(corporate.usability.strengths.join(' ')).toContain('meta viewport');
    expect(corporate.summary.primary_issues.join(' ')).not.toContain('viewport');
    expect(corporate.summary.overview).not.toBe(analysis.summary.overview);
  });
});
