import type { AnaliseMercado } from '../../../contracts/analysis-data/dossier/analise-mercado';
import { joinPt, quote } from '../../answers/answer-sheet';
import { firstText, orElse, type DossierFacts } from './facts';

type Trend = AnaliseMercado['tendencias_setor'][number];

/**
 * The market changes of the business diagnostic (options 1-6) as typed trends: technology and
 * digital platforms are technological, legislation regulatory, habits and demand behavioural. Cost
 * pressure (5) is not a trend type of the spec: it stays a threat of the SWOT.
 */
const trendByOption: Record<number, { tipo: Trend['tipo']; impacto: string }> = {
  1: {
    tipo: 'tecnológica',
    impacto: 'Oportunidade de automatizar a entrega e o atendimento antes dos concorrentes.',
  },
  2: { tipo: 'regulatória', impacto: 'Exige acompanhar as regras e ajustar preços e contratos a tempo.' },
  3: { tipo: 'comportamental', impacto: 'Pede rever como o cliente descobre, compra e volta a comprar.' },
  4: {
    tipo: 'tecnológica',
    impacto: 'Ameaça de comparação direta de preço: reforçar o que plataformas não entregam.',
  },
  6: {
    tipo: 'comportamental',
    impacto: 'Mais demanda: a capacidade de atender vira o limite do crescimento.',
  },
};

function trends(facts: DossierFacts): Trend[] {
  const selected = facts.sheets.business?.selected('tendencias') ?? [];
  const typed = selected.flatMap((option) => {
    const trend = trendByOption[option.value];
    return trend ? [{ tendencia: quote(option.text), ...trend }] : [];
  });
  if (typed.length > 0) return typed;
  const setor = facts.sheets.business?.optionText('setor');
  return [
    {
      tendencia: `Digitalização da jornada de compra${setor ? ` em ${quote(setor)}` : ''}`,
      tipo: 'comportamental',
      impacto:
        'Nenhuma mudança relevante foi apontada; vale revisar o mercado a cada trimestre para não ser surpreendido.',
    },
  ];
}

/** The degree of differentiation: how hard the offer is to copy (1-5), else the business analysis's SWOT. */
function differentiation(facts: DossierFacts): AnaliseMercado['grau_diferenciacao'] {
  const sheet = facts.sheets.business;
  const copia = sheet?.number('dificuldade_copia');
  const motivos = sheet?.selectedTexts('motivos_escolha') ?? [];
  const nivel = copia === undefined ? 'médio' : copia >= 4 ? 'alto' : copia >= 3 ? 'médio' : 'baixo';
  const why = motivos.length ? ` Os clientes escolhem ${facts.nome} por ${joinPt(motivos.map(quote))}.` : '';
  return {
    nivel,
    justificativa:
      copia === undefined
        ? `A dificuldade de cópia não foi avaliada.${why}`
        : `Na avaliação do fundador, a oferta tem dificuldade de cópia ${copia} de 5.${why}`,
  };
}

/** Dossier section analise_mercado: the business analysis's market reading, with the typed trends. */
export function analiseMercado(facts: DossierFacts): AnaliseMercado {
  const { business, Nome } = facts;
  const sheet = facts.sheets.business;
  const swot = business?.analise_swot;
  const forces = business?.cinco_forcas_porter;
  const notRated = 'Não avaliado no diagnóstico do negócio.';
  const concorrentes = sheet?.text('concorrentes');
  const substitutos = sheet?.text('substitutos');
  const dor = sheet?.text('dor_principal');
  const motivos = sheet?.selectedTexts('motivos_escolha') ?? [];
  const grau = differentiation(facts);

  return {
    swot: {
      forcas: orElse(
        swot?.forcas ?? business?.pontos_fortes ?? [],
        `${Nome} ainda não mapeou as suas forças.`,
      ),
      fraquezas: orElse(swot?.fraquezas ?? [], 'Fraquezas ainda não mapeadas.'),
      oportunidades: orElse(swot?.oportunidades ?? [], 'Vender mais para a base atual de clientes.'),
      ameacas: orElse(swot?.ameacas ?? [], 'Concorrentes que copiem a oferta.'),
    },
    momento_empresa:
      firstText(business?.entendimento_situacao.situacao_complicacao, business?.resumo_executivo) ??
      `${Nome} ainda não tem a análise do negócio.`,
    cinco_forcas_porter: {
      poder_compradores: firstText(forces?.poder_compradores) ?? notRated,
      poder_fornecedores: firstText(forces?.poder_fornecedores) ?? notRated,
      novos_entrantes: firstText(forces?.novos_entrantes) ?? notRated,
      produtos_substitutos: firstText(forces?.produtos_substitutos) ?? notRated,
      rivalidade_concorrentes: firstText(forces?.rivalidade_concorrentes) ?? notRated,
    },
    concorrentes: orElse(
      [
        ...(concorrentes ? [`Citados pelo fundador: ${quote(concorrentes)}.`] : []),
        ...(substitutos ? [`Alternativas do cliente: ${quote(substitutos)}.`] : []),
      ],
      firstText(business?.concorrentes) ?? 'Concorrentes não informados.',
    ),
    tendencias_setor: trends(facts),
    grau_diferenciacao: grau,
    icp_atual:
      firstText(business?.cliente_ideal_proposta.cliente_ideal) ?? 'Cliente ideal ainda não descrito.',
    ajuste_posicionamento: [
      grau.nivel === 'alto'
        ? `Comunicar com mais clareza o que já diferencia ${facts.nome}`
        : `Tornar o diferencial de ${facts.nome} mais difícil de copiar`,
      motivos.length ? `, a partir do que os clientes já valorizam (${joinPt(motivos.map(quote))})` : '',
      dor ? `, e falar diretamente da dor que traz o cliente: ${quote(dor)}` : '',
      '.',
    ].join(''),
    generatedLocally: true,
  };
}
