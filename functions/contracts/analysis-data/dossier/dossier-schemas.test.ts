import { describe, expect, it } from 'vitest';
import { perfilFundadorSchema } from './perfil-fundador';
import { readDossierSection } from './read-dossier-section';
import { dossierSectionSchemas } from './section-schemas';
import { dossierSectionKeys, FOUNDER_ALIGNMENT_MAX, isDossierSectionKey } from './sections';

describe('dossier sections', () => {
  it('has the six keys of spec 9 in their fixed order, and an alignment out of 10', () => {
    expect(dossierSectionKeys).toEqual([
      'resumo_executivo',
      'perfil_fundador',
      'raio_x_negocio',
      'analise_mercado',
      'perfil_investidor',
      'plano_estrategico',
    ]);
    expect(Object.keys(dossierSectionSchemas)).toEqual([...dossierSectionKeys]);
    expect(isDossierSectionKey('raio_x_negocio')).toBe(true);
    expect(isDossierSectionKey('destination')).toBe(false);
    expect(FOUNDER_ALIGNMENT_MAX).toBe(10);
  });
});

const area = { descricao_maturidade: 'd' };
const raioX = {
  maturidade_descricao: 'm',
  areas_avaliadas: {
    produto: area,
    canal: area,
    funil: area,
    precificacao: area,
    mensuracao: area,
    conteudo: area,
  },
  gaps_criticos: ['g'],
  ponto_forte_negligenciado: 'p',
  diagnostico_prontidao: 'd',
  clareza_estrategica: { nivel: 'Baixa', visao_longo_prazo: 'v', teoria_vencer: 't' },
};

describe('strict section schemas: the spec’s field names and code sets', () => {
  it('accepts a complete X-ray and refuses a missing area; the levels are not the model’s to write', () => {
    const schema = dossierSectionSchemas.raio_x_negocio;
    expect(schema.safeParse(raioX).success).toBe(true);
    const { conteudo: _c, ...fiveAreas } = raioX.areas_avaliadas;
    expect(schema.safeParse({ ...raioX, areas_avaliadas: fiveAreas }).success).toBe(false);
    // The grade and the areas' levels and labels: code computes them (decisions 0059, 0067).
    expect(Object.keys(schema.shape)).not.toContain('grau_maturidade');
    expect(Object.keys(schema.shape.areas_avaliadas.shape.canal.shape)).toEqual(['descricao_maturidade']);
  });

  it('refuses codes outside the spec’s sets', () => {
    const resumo = {
      elevator_pitch: 'e',
      perfil_fundador: 'p',
      estagio_negocio: 'e',
      principais_achados: ['a'],
      direcionamento_estrategico: 'd',
      estagio_atual: { fase: 'tracao', descricao: 'd' },
      ambicao_fundador: 'sair do dia a dia',
    };
    const schema = dossierSectionSchemas.resumo_executivo;
    expect(schema.safeParse(resumo).success).toBe(true);
    // The business diagnostic offers "Validação" (decision 0059); anything else stays refused.
    expect(
      schema.safeParse({ ...resumo, estagio_atual: { fase: 'validacao', descricao: 'd' } }).success,
    ).toBe(true);
    expect(schema.safeParse({ ...resumo, estagio_atual: { fase: 'ideacao', descricao: 'd' } }).success).toBe(
      false,
    );
    expect(schema.safeParse({ ...resumo, ambicao_fundador: 'enriquecer' }).success).toBe(false);
    // A list may be empty where the answers support no item (the prompts allow it).
    expect(schema.safeParse({ ...resumo, principais_achados: [] }).success).toBe(true);
    expect(schema.safeParse({ ...resumo, elevator_pitch: '  ' }).success).toBe(false);
  });

  it('holds the founder alignment to 0-10', () => {
    const founder = {
      nome_simbolico: 'O Executor',
      estilo_lideranca: 'e',
      travas_identificadas: ['t'],
      relacao_empresa_vida: 'r',
      areas_centralizadas: ['a'],
      consumidores_energia: ['c'],
      zonas_potencia: ['z'],
      grau_alinhamento: 7.5,
      justificativa_alinhamento: 'j',
      frase_resumo: 'f',
      recomendacao_apoio: 'r',
    };
    expect(perfilFundadorSchema.safeParse(founder).success).toBe(true);
    expect(perfilFundadorSchema.safeParse({ ...founder, grau_alinhamento: 11 }).success).toBe(false);
  });
});

describe('readDossierSection', () => {
  it('reads a stored section leniently: defaults for what is missing, plain texts where objects go', () => {
    const read = readDossierSection('raio_x_negocio', {
      raio_x_negocio: {
        grau_maturidade: '3,5',
        areas_avaliadas: { canal: { nivel_maturidade: 2, titulo_maturidade: 'Básico' }, funil: 'x' },
        clareza_estrategica: 'Média',
        gaps_criticos: ['Sem CRM', 3, null],
      },
    });
    expect(read).toMatchObject({
      grau_maturidade: 0,
      maturidade_descricao: '',
      gaps_criticos: ['Sem CRM', '3'],
      clareza_estrategica: { nivel: 'Média', visao_longo_prazo: '', teoria_vencer: '' },
      areas_avaliadas: {
        canal: { nivel_maturidade: 2, titulo_maturidade: 'Básico', descricao_maturidade: '' },
        funil: { nivel_maturidade: 3, titulo_maturidade: 'Intermediário' },
        conteudo: { nivel_maturidade: 3, titulo_maturidade: 'Intermediário' },
      },
    });
    const market = readDossierSection(
      'analise_mercado',
      JSON.stringify({
        analise_mercado: { swot: { forcas: ['Marca'] }, concorrentes: 'Rede Y', tendencias_setor: ['IA'] },
      }),
    );
    expect(market).toMatchObject({
      swot: { forcas: ['Marca'], fraquezas: [] },
      concorrentes: ['Rede Y'],
      tendencias_setor: [{ tendencia: 'IA', tipo: '', impacto: '' }],
      grau_diferenciacao: { nivel: '', justificativa: '' },
    });
  });

  it('shows the legacy dossier fields under the sections they stand for', () => {
    const legacy = {
      destination: { description: 'Ser referência regional' },
      managementSystem: { description: 'Gestão informal', maturityLevel: 2, bottlenecks: ['Sem metas'] },
      externalFactors: {
        trends: ['Inteligência artificial'],
        attentionPoints: ['Concorrente novo'],
        competitorMovements: ['Rede Y abriu filial'],
      },
      internalFactors: { uniqueAdvantages: ['Atendimento próximo'] },
      investorProfile: {
        description: 'Moderado',
        recommendedChannels: ['Conteúdo', { name: 'CRM', percentage: 20, justification: 'Base fiel' }],
      },
      strategicDrivers: {
        description: 'Crescer pela base',
        drivers: [{ name: 'Plano anual', justification: 'Recorrência', nextSteps: ['Precificar'] }],
      },
    };
    expect(readDossierSection('resumo_executivo', legacy)).toMatchObject({
      direcionamento_estrategico: 'Ser referência regional',
      elevator_pitch: '',
    });
    expect(readDossierSection('raio_x_negocio', legacy)).toMatchObject({
      maturidade_descricao: 'Gestão informal',
      grau_maturidade: 2,
      gaps_criticos: ['Sem metas'],
    });
    expect(readDossierSection('analise_mercado', legacy)).toMatchObject({
      swot: { forcas: ['Atendimento próximo'], ameacas: ['Concorrente novo'] },
      tendencias_setor: [{ tendencia: 'Inteligência artificial' }],
      concorrentes: ['Rede Y abriu filial'],
    });
    expect(readDossierSection('perfil_investidor', legacy)).toMatchObject({
      descricao_perfil: 'Moderado',
      alocacao_recomendada: {
        canais: [
          { nome: 'Conteúdo', porcentagem: 0, justificativa: '' },
          { nome: 'CRM', porcentagem: 20, justificativa: 'Base fiel' },
        ],
      },
    });
    expect(readDossierSection('plano_estrategico', legacy)).toMatchObject({
      proposta_valor: '',
      direcionadores: {
        descricao: 'Crescer pela base',
        itens: [{ nome: 'Plano anual', justificativa: 'Recorrência', proximos_passos: ['Precificar'] }],
      },
    });
    expect(readDossierSection('perfil_fundador', legacy)).toBeNull();
  });

  it('prefers the section over legacy fields; null when there is neither', () => {
    const content = {
      destination: { description: 'Antigo' },
      resumo_executivo: { direcionamento_estrategico: 'Novo' },
    };
    expect(readDossierSection('resumo_executivo', content)?.direcionamento_estrategico).toBe('Novo');
    expect(readDossierSection('plano_estrategico', content)).toBeNull();
    expect(readDossierSection('resumo_executivo', null)).toBeNull();
    expect(readDossierSection('resumo_executivo', 'not json')).toBeNull();
    expect(readDossierSection('resumo_executivo', [1])).toBeNull();
  });
});

describe('schemas that allow what the answers allow (decision 0059)', () => {
  const plan = {
    proposta_valor: 'p',
    posicionamento: 'p',
    persona_principal: { nome: 'n', descricao: 'd', dores: [] },
    mix_canais: [{ canal: 'Indicação', papel: 'p', prioridade: 'alta' }],
    conteudo_recomendado: [],
    cronograma_tatico: [
      { fase: 'dias 1 a 30', foco: 'f', acoes: ['a'] },
      { fase: 'dias 31 a 60', foco: 'f', acoes: ['a'] },
      { fase: 'dias 61 a 90', foco: 'f', acoes: ['a'] },
    ],
    modelo_crescimento: { tipo: 'slg', justificativa: 'j' },
    indicadores_principais: [],
    perguntas_criticas: [],
  };

  it('the 90 days: three phases named by their days, each once, in order', () => {
    const schema = dossierSectionSchemas.plano_estrategico;
    expect(schema.safeParse(plan).success).toBe(true);
    const [first, second, third] = plan.cronograma_tatico;
    for (const cronograma of [
      [first, second],
      [second, first, third],
      [first, second, { ...third, fase: 'longo prazo' }],
    ]) {
      expect(schema.safeParse({ ...plan, cronograma_tatico: cronograma }).success).toBe(false);
    }
  });

  it('a stored plan reads as before: old phase names with their period, the growth model’s English name as its code', () => {
    const stored = {
      ...plan,
      cronograma_tatico: [{ fase: 'longo prazo', periodo: 'Dias 61 a 90', foco: 'f', acoes: [] }],
      modelo_crescimento: { tipo: 'Sales-Led', justificativa: 'j' },
    };
    const read = readDossierSection('plano_estrategico', { plano_estrategico: stored });
    expect(read?.cronograma_tatico[0]).toMatchObject({ fase: 'longo prazo', periodo: 'Dias 61 a 90' });
    expect(read?.modelo_crescimento.tipo).toBe('slg');
    const current = readDossierSection('plano_estrategico', { plano_estrategico: plan });
    expect(current?.cronograma_tatico[2]).toMatchObject({ fase: 'dias 61 a 90', periodo: '' });
    expect(current?.modelo_crescimento.tipo).toBe('slg');
  });

  it('trends: the economic and competitive changes the business diagnostic offers', () => {
    const schema = dossierSectionSchemas.analise_mercado;
    const market = (tipo: string) => ({
      swot: { forcas: [], fraquezas: [], oportunidades: [], ameacas: [] },
      momento_empresa: 'm',
      cinco_forcas_porter: {
        poder_compradores: 'a',
        poder_fornecedores: 'b',
        novos_entrantes: 'c',
        produtos_substitutos: 'd',
        rivalidade_concorrentes: 'e',
      },
      concorrentes: [],
      tendencias_setor: [{ tendencia: 'Alta de custos', tipo, impacto: 'i' }],
      grau_diferenciacao: { nivel: 'médio', justificativa: 'j' },
      icp_atual: 'i',
      ajuste_posicionamento: 'a',
    });
    for (const tipo of ['tecnológica', 'regulatória', 'comportamental', 'econômica', 'competitiva'])
      expect(schema.safeParse(market(tipo)).success, tipo).toBe(true);
    expect(schema.safeParse(market('climática')).success).toBe(false);
  });
});
