import { describe, expect, it } from 'vitest';
import { perfilInvestidorReadSchema } from '@contracts/analysis-data/dossier/perfil-investidor';
import { planoEstrategicoReadSchema } from '@contracts/analysis-data/dossier/plano-estrategico';
import { raioXNegocioReadSchema } from '@contracts/analysis-data/dossier/raio-x-negocio';
import { markupOf, visibleText } from '../../../testing/markup';
import { PerfilInvestidorView } from './perfil-investidor-view';
import { PlanoEstrategicoView } from './plano-estrategico-view';
import { RaioXNegocioView } from './raio-x-negocio-view';

describe('dossier sections on screen', () => {
  it('investor: each channel’s amount keeps its centavos (R$ 1.786,40, not R$ 1.786,00)', () => {
    const section = perfilInvestidorReadSchema.parse({
      classificacao: 'Moderado',
      investimento_recomendado: 7145.6,
      alocacao_recomendada: { canais: [{ nome: 'Conteúdo', porcentagem: 25, justificativa: 'Base.' }] },
    });
    const page = visibleText(markupOf(<PerfilInvestidorView section={section} />));
    expect(page).toContain('R$ 1.786,40/mês');
    expect(page).not.toContain('R$ 1.786,00');
  });

  it('strategy: the channel mix is a list with every channel’s role and priority whole', () => {
    const role =
      'Responde por 45% do faturamento e é o canal em que a confiança da família pesa mais que o preço.';
    const section = planoEstrategicoReadSchema.parse({
      mix_canais: [{ canal: 'Indicação e boca a boca', papel: role, prioridade: 'alta' }],
      modelo_crescimento: { tipo: 'plg', justificativa: 'Porque sim.' },
    });
    const markup = markupOf(<PlanoEstrategicoView section={section} />);
    expect(markup).not.toContain('<table');
    expect(visibleText(markup)).toContain(`Papel: ${role}`);
    expect(visibleText(markup)).toContain('Prioridade alta');
  });

  it('X-ray: the grade names its scale and carries the mean’s label, the areas theirs', () => {
    const section = raioXNegocioReadSchema.parse({
      grau_maturidade: 1.3,
      maturidade_descricao: 'Descrição.',
      areas_avaliadas: {
        produto: { nivel_maturidade: 1, titulo_maturidade: 'Rudimentar', descricao_maturidade: 'Produto.' },
      },
    });
    const page = visibleText(markupOf(<RaioXNegocioView section={section} />));
    expect(page).toContain('Maturidade da gestão: média dos níveis das seis áreas, na escala de 1 a 5.');
    // The mean 1,3 is Inicial (the mean's label), never Rudimentar (an area's title).
    expect(page).toContain('1,3 de 5 · Inicial');
    expect(page).toContain('Nível 1 de 5 · Rudimentar');
  });
});
