import { describe, expect, it } from 'vitest';
import { readDossierSection } from '../../../contracts/analysis-data/dossier/read-dossier-section';
import { buildDossierSectionInput } from '../../dossier-input';
import { localModelPort } from '../../local-adapter';
import { dossierTaskOf, loadTask } from '../../tasks';
import { dossierInputFor } from '../../testing/dossier-fixtures';
import { allText } from '../../testing/fixtures';

const port = localModelPort();
const input = await dossierInputFor();

describe('local dossier sections from the realistic answer sets', () => {
  it('summary: the company’s own pitch, its stage and the founder’s ambition in the spec’s codes', async () => {
    const resumo = await port.generate('dossier-resumo-executivo', input);
    expect(resumo.elevator_pitch).toContain('Clínica Digital Odonto oferece software de agendamento');
    expect(resumo.estagio_atual.fase).toBe('tracao');
    expect(resumo.ambicao_fundador).toBe('sair do dia a dia');
    // Two areas tie at the lowest level: the X-ray's first (the first priority's area, else the radar's order).
    expect(resumo.principais_achados.join(' ')).toContain(
      'Gestão: 2 áreas estão no nível 1 (Rudimentar), e a primeira a subir é Mensuração',
    );
  });

  it('founder: the founder’s own grade of alignment, centralised decisions and energy drains', async () => {
    const founder = await port.generate('dossier-perfil-fundador', input);
    // A symbolic name from the profile and the ambition, with no mark of gender.
    expect(founder).toMatchObject({
      nome_simbolico: 'Mão na Massa em Busca de Autonomia',
      grau_alinhamento: 4,
    });
    expect(founder.justificativa_alinhamento).toMatch(
      /^Você deu 4 de 10 ao quanto .+ contribui para a vida que você quer\. A nota reflete/,
    );
    expect(founder.areas_centralizadas).toEqual([
      'Descontos e condições comerciais ainda dependem de você; uma tabela de limites devolve essa decisão à equipe.',
      'Contratações e desligamentos passam por você; a triagem e a primeira entrevista podem ficar com a liderança.',
      'Definição de preços ainda é decisão sua; com o custo real e a margem mínima calculados, ela pode seguir uma regra escrita.',
    ]);
    expect(founder.consumidores_energia).toEqual([
      'Apagar incêndios na operação mostra que faltam rotinas e alguém com autoridade para resolver na hora.',
      'Pressão de caixa e contas a pagar tira atenção de vender melhor; uma previsão de caixa semanal troca o susto por decisão.',
    ]);
    expect(allText(founder)).not.toMatch(/fundador|“[^”]{40,}”/);
  });

  it('X-ray: every area at the management analysis’s level, overall 2,3 of 5', async () => {
    const xray = await port.generate('dossier-raio-x-negocio', input);
    // The grade is code's, written over the output as for every adapter; the stored section reads it.
    expect(readDossierSection('raio_x_negocio', { raio_x_negocio: xray })?.grau_maturidade).toBe(2.3);
    expect(xray.areas_avaliadas.mensuracao).toMatchObject({
      nivel_maturidade: 1,
      titulo_maturidade: 'Rudimentar',
    });
    expect(xray.areas_avaliadas.produto).toMatchObject({
      nivel_maturidade: 4,
      titulo_maturidade: 'Avançado',
    });
    expect(xray.gaps_criticos[0]).toMatch(/^Mensuração no nível 1 \(Rudimentar\)/);
    // Interprets the levels instead of pasting answers: no option after a colon, no long quotation.
    const text = JSON.stringify(xray);
    expect(text).not.toMatch(/: (?:sim|não):/i);
    expect(text.match(/“[^”]{40,}”/g) ?? []).toEqual([]);
  });

  it('market: typed trends and the differentiation from how hard the offer is to copy', async () => {
    const market = await port.generate('dossier-analise-mercado', input);
    expect(market.tendencias_setor.map((trend) => trend.tipo)).toEqual(['tecnológica', 'competitiva']);
    expect(market.grau_diferenciacao.nivel).toBe('baixo');
    expect(market.concorrentes[0]).toContain('Sistema X e Rede Y');
    expect(market.swot.oportunidades[0]).toMatch(/^Prioridade 1: /);
  });

  it('investor: the report’s budget and allocation, with the founder’s own behaviours', async () => {
    const investor = await port.generate('dossier-perfil-investidor', input);
    expect(investor).toMatchObject({
      classificacao: input.investorProfile.profile,
      investimento_atual: 3000,
      investimento_recomendado: input.investorReport?.suggestedBudget,
    });
    expect(investor.comportamentos_tipicos).toContain(
      'Diante de uma campanha fraca, você pausa e só retoma com mais garantias.',
    );
    expect(investor.justificativa_investimento).not.toMatch(/\d\.\d%/);
  });

  it('plan: the growth engine chosen, and 90 days on the first stated priority, then Mensuração and Conteúdo', async () => {
    const plan = await port.generate('dossier-plano-estrategico', input);
    expect(plan.modelo_crescimento.tipo).toBe('slg');
    expect(plan.modelo_crescimento.justificativa).toMatch(/^Crescimento liderado por vendas: /);
    expect(plan.cronograma_tatico.map((phase) => [phase.fase, phase.foco])).toEqual([
      [
        'dias 1 a 30',
        'Sua prioridade nº 1, estruturar o time comercial, que leva Funil do nível 3 (Intermediário) ao nível 4',
      ],
      ['dias 31 a 60', 'Mensuração: do nível 1 (Rudimentar) ao nível 2'],
      ['dias 61 a 90', 'Conteúdo: do nível 1 (Rudimentar) ao nível 2'],
    ]);
    // Each phase has its own concrete actions.
    const actions = plan.cronograma_tatico.flatMap((phase) => phase.acoes);
    expect(new Set(actions).size).toBe(actions.length);
    expect(plan.mix_canais[0]).toMatchObject({ canal: 'Indicação e boca a boca', prioridade: 'alta' });
  });

  it('summary: reuses the founder section when it was generated before', async () => {
    const founder = await port.generate('dossier-perfil-fundador', input);
    const resumo = await port.generate('dossier-resumo-executivo', {
      ...input,
      sections: { perfil_fundador: founder },
    });
    expect(resumo.perfil_fundador).toBe(founder.frase_resumo);
  });
});

describe('local dossier sections from partial data', () => {
  const sparse = buildDossierSectionInput({
    founder: {
      data: { titulo: 'Visionário', estilo_lideranca_gestao: 'Lidera pelo exemplo' },
      overview: null,
      companyName: null,
    },
    investorReport: null,
  });

  it.each(Object.values(dossierTaskOf))(
    '%s: still a valid section without answers, analyses or report',
    async (task) => {
      const output = await port.generate(task, sparse);
      expect((await loadTask(task)).schema.safeParse(output).success).toBe(true);
      expect(output).toMatchObject({ generatedLocally: true });
    },
  );

  it('uses the fallback investor profile and says why', async () => {
    const investor = await port.generate('dossier-perfil-investidor', sparse);
    expect(investor.classificacao).toBe('Moderado');
    expect(investor.descricao_perfil).toContain(
      'Erro ao calcular perfil: relatório do perfil de investidor não encontrado',
    );
    expect(investor.alocacao_recomendada.canais.map((channel) => channel.porcentagem)).toEqual([
      25, 20, 20, 15, 10, 10,
    ]);
  });
});
