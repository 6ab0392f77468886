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

const area = (nivel: number, titulo = 'Básico') => ({
  nivel_maturidade: nivel,
  titulo_maturidade: titulo,
  descricao_maturidade: 'd',
});
const raioX = {
  grau_maturidade: 2.5,
  maturidade_descricao: 'm',
  areas_avaliadas: {
    produto: area(4, 'Avançado'),
    canal: area(2),
    funil: area(3, 'Intermediário'),
    precificacao: area(3, 'Intermediário'),
    mensuracao: area(1, 'Rudimentar'),
    conteudo: area(0, 'Rudimentar'),
  },
  gaps_criticos: ['g'],
  ponto_forte_negligenciado: 'p',
  diagnostico_prontidao: 'd',
  clareza_estrategica: { nivel: 'Baixa', visao_longo_prazo: 'v', teoria_vencer: 't' },
};

describe('strict section schemas: the spec’s field names and code sets', () => {
  it('accepts a complete X-ray and refuses a missing area, a level out of range or an unknown label', () => {
    const schema = dossierSectionSchemas.raio_x_negocio;
    expect(schema.safeParse(raioX).success).toBe(true);
    const { conteudo: _c, ...fiveAreas } = raioX.areas_avaliadas;
    expect(schema.safeParse({ ...raioX, areas_avaliadas: fiveAreas }).success).toBe(false);
    expect(schema.safeParse({ ...raioX, grau_maturidade: 0 }).success).toBe(false);
    expect(
      schema.safeParse({ ...raioX, areas_avaliadas: { ...raioX.areas_avaliadas, canal: area(2, 'Médio') } })
        .success,
    ).toBe(false);
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
    expect(
      schema.safeParse({ ...resumo, estagio_atual: { fase: 'validacao', descricao: 'd' } }).success,
    ).toBe(false);
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
