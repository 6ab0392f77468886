import { describe, expect, it } from 'vitest';
import { businessAnalysisSchema } from '../../contracts/analysis-data/business-analysis';
import { negocioAnswers } from '../testing/answer-sets';
import { allText, inputFor } from '../testing/fixtures';
import { AnswerSheet } from '../answers/answer-sheet';
import { businessAnalysisFacts } from '../facts/business';
import { businessAnalysis } from './business';

const analyse = (answers = negocioAnswers) => businessAnalysis(new AnswerSheet(inputFor('negocio', answers)));

describe('local analyst: business analysis', () => {
  it('passes the schema, its computed level the facts’ one, and is marked as generated locally', () => {
    const output = analyse();
    const input = inputFor('negocio', negocioAnswers);
    expect(businessAnalysisFacts.apply(input, businessAnalysisSchema.parse(output))).toEqual(output);
    expect(output.generatedLocally).toBe(true);
  });

  it('quotes the company name and the founder’s own answers', () => {
    const output = analyse();
    const text = allText(output);
    expect(output.resumo_executivo).toContain('Clínica Digital Odonto');
    expect(output.cliente_ideal_proposta.cliente_ideal).toContain(negocioAnswers.cliente_ideal as string);
    expect(output.cliente_ideal_proposta.proposta_valor).toContain(negocioAnswers.proposta_valor as string);
    expect(output.concorrentes).toContain(negocioAnswers.concorrentes as string);
    expect(text).toContain('o cliente pede orçamento e desaparece');
    expect(text).not.toContain('Proposta — o cliente pede orçamento e desaparece');
    expect(text).toContain(negocioAnswers.aposta_crescimento as string);
  });

  it('takes strengths from the best answers and weaknesses from the worst', () => {
    const output = analyse();
    expect(output.pontos_fortes.join(' ')).toContain('Receita recorrente');
    expect(output.pontos_fortes.join(' ')).toContain('9 de 10');
    const fracos = output.pontos_fracos.join(' ');
    expect(fracos).toContain('custo de aquisição');
    expect(fracos).toContain('Sem conteúdo regular');
    expect(output.nivel_de_maturidade).toBe('Intermediário');
  });

  it('builds the five forces and the SWOT from the market answers', () => {
    const output = analyse();
    expect(output.cinco_forcas_porter.rivalidade_concorrentes).toMatch(
      /^Alto — muitos concorrentes disputam/,
    );
    expect(output.cinco_forcas_porter.poder_fornecedores).toMatch(/^Baixo — /);
    expect(output.cinco_forcas_porter.poder_compradores).toContain('45%');
    expect(output.cinco_forcas_porter.produtos_substitutos).toContain('agenda de papel');
    expect(output.analise_swot.oportunidades.join(' ')).toContain('inteligência artificial');
    expect(output.analise_swot.ameacas.join(' ')).toContain('grandes empresas e plataformas digitais');
    expect(output.analise_swot.recomendacao_estrategica).toContain('time comercial');
  });

  it('never lists one reading as both a strength and a weakness', () => {
    const output = analyse();
    const topic = (line: string) => line.split(':')[0]!.toLowerCase();
    expect(output.pontos_fortes.filter((line) => output.pontos_fracos.includes(line))).toEqual([]);
    expect(
      output.pontos_fracos.map(topic).filter((t) => output.pontos_fortes.map(topic).includes(t)),
    ).toEqual([]);
  });

  it('ranks the growth hypotheses by effort and impact, quoting each answer once and whole', () => {
    const output = analyse();
    const hypotheses = output.ideias_crescimento.hipoteses_crescimento;
    expect(hypotheses[0]).toMatch(/^1\. Vender mais para quem já é cliente — esforço baixo, impacto médio/);
    expect(hypotheses[1]).toMatch(/^2\. Entrar em novas cidades ou regiões — esforço alto/);
    expect(hypotheses.join(' ')).not.toMatch(/menor esforço/);
    const text = allText(output);
    expect(text.split(negocioAnswers.aposta_crescimento as string).length - 1).toBe(1);
    expect(text).not.toMatch(/…”|\.”\.|fundador/);
  });

  it('reaches Avançado on strong answers and Iniciante on weak ones', () => {
    const strong = analyse({
      ...negocioAnswers,
      recomendacao_clientes: 10,
      dificuldade_copia: 5,
      provas_resultado: 'Sim',
      concentracao_clientes: 10,
      formacao_preco: 'Com base no valor percebido pelo cliente',
      ultimo_reajuste: 'Nos últimos 6 meses',
      margem_liquida: 25,
      conhece_cac: 'Sim',
      conteudo_publicado: [
        'Posts e vídeos curtos em redes sociais',
        'Artigos em blog ou site',
        'Cases e depoimentos de clientes',
      ],
      faturamento_por_canal: {
        'Indicação e boca a boca': 30,
        'Anúncios pagos (Google, Meta etc.)': 30,
        'Redes sociais e conteúdo orgânico': 40,
      },
    });
    expect(strong.nivel_de_maturidade).toBe('Avançado');
    const weak = analyse({
      ...negocioAnswers,
      recomendacao_clientes: 2,
      recorrencia: 'Compra uma única vez',
      formacao_preco: 'Sem critério definido — no feeling',
      ultimo_reajuste: 'Nunca reajustamos',
      margem_liquida: 0,
      concentracao_clientes: 90,
    });
    expect(weak.nivel_de_maturidade).toBe('Iniciante');
  });

  it('is deterministic and survives an almost empty answer set', () => {
    expect(analyse()).toEqual(analyse());
    const sparse = analyse({ nome_empresa: 'Padaria Pão Quente' });
    expect(businessAnalysisSchema.safeParse(sparse).success).toBe(true);
    expect(sparse.resumo_executivo).toContain('Padaria Pão Quente');
  });
});
