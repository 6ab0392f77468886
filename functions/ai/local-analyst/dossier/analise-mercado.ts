import type { DossierAreaKey } from '../../../contracts/analysis-data/dossier/raio-x-negocio';
import type { AnaliseMercado } from '../../../contracts/analysis-data/dossier/analise-mercado';
import { formatMoney, joinPt } from '../../answers/answer-sheet';
import { businessFacts, type BusinessReadingKey } from '../../facts/business';
import { rankedFronts } from '../growth-fronts';
import { businessStage } from './codes';
import { lowerFirst, orElse, type DossierFacts } from './facts';

type Trend = AnaliseMercado['tendencias_setor'][number];

/**
 * The market changes of the business diagnostic (options 1-6) as typed trends: technology is
 * technological, legislation regulatory, habits behavioural, large companies and platforms
 * competitive, cost pressure and demand economic.
 */
const trendByOption: Record<number, { tipo: Trend['tipo']; impacto: string }> = {
  1: {
    tipo: 'tecnológica',
    impacto: 'Oportunidade de automatizar a entrega e o atendimento antes dos concorrentes.',
  },
  2: { tipo: 'regulatória', impacto: 'Exige acompanhar as regras e ajustar preços e contratos a tempo.' },
  3: { tipo: 'comportamental', impacto: 'Pede rever como o cliente descobre, compra e volta a comprar.' },
  4: {
    tipo: 'competitiva',
    impacto: 'Ameaça de comparação direta de preço: reforçar o que plataformas não entregam.',
  },
  5: {
    tipo: 'econômica',
    impacto: 'Custos em alta apertam a margem: rever preços e o custo de cada entrega antes que ela encolha.',
  },
  6: {
    tipo: 'econômica',
    impacto: 'Mais demanda: a capacidade de atender vira o limite do crescimento.',
  },
};

/** The market changes as trend names (tendencias, options 1-6). */
const trendNames: Record<number, string> = {
  1: 'Novas tecnologias e inteligência artificial',
  2: 'Mudanças de legislação, tributos e regras',
  3: 'Novos hábitos de compra',
  4: 'Grandes empresas e plataformas digitais no mercado',
  5: 'Alta de custos e pressão sobre as margens',
  6: 'Demanda crescente no segmento',
};

function trends(facts: DossierFacts): Trend[] {
  const selected = facts.sheets.business?.selected('tendencias') ?? [];
  const typed = selected.flatMap((option) => {
    const trend = trendByOption[option.value];
    const name = trendNames[option.value];
    return trend && name ? [{ tendencia: name, ...trend }] : [];
  });
  if (typed.length > 0) return typed;
  const setor = facts.sheets.business?.optionText('setor');
  return [
    {
      tendencia: `Digitalização da jornada de compra${setor ? ` em ${lowerFirst(setor)}` : ''}`,
      tipo: 'comportamental',
      impacto:
        'Nenhuma mudança relevante foi apontada; vale revisar o mercado a cada trimestre para não ser surpreendido.',
    },
  ];
}

/** What customers value (motivos_escolha, options 1-8), as short nouns. */
export const motiveNouns: Record<number, string> = {
  1: 'preço baixo',
  2: 'qualidade',
  3: 'atendimento próximo',
  4: 'rapidez',
  5: 'especialização',
  6: 'reputação',
  7: 'método próprio',
  8: 'conveniência',
};

/** Who buys (tipo_cliente, options 1-4), as the dossier says it. */
export const buyerNouns: Record<number, string> = {
  1: 'de empresas',
  2: 'de consumidores finais',
  3: 'sobretudo de empresas, com uma parte de consumidores finais',
  4: 'sobretudo de consumidores finais, com uma parte de empresas',
};

/** The readings of the business answers, strongest first, as short clauses for connecting sentences. */
export interface MarketReading {
  key: BusinessReadingKey;
  score: number;
  /** 'os clientes recomendam (nota 9 de 10)': what the reading says when it is a strength. */
  strong: string;
  /** 'a margem é de apenas 5%': what it says when it is a weakness. */
  weak: string;
  /** The SWOT line when it is a strength / a weakness: the reading and what it means. */
  strengthMeans: string;
  weaknessMeans: string;
}

export function marketReadings(facts: DossierFacts): {
  strengths: MarketReading[];
  weaknesses: MarketReading[];
} {
  const sheet = facts.sheets.business;
  if (!sheet) return { strengths: [], weaknesses: [] };
  const nps = sheet.number('recomendacao_clientes');
  const copia = sheet.number('dificuldade_copia');
  const c = sheet.number('concentracao_clientes');
  const m = sheet.number('margem_liquida');
  const main = sheet.distribution('faturamento_por_canal')[0];
  const canal = main ? `${main.category.toLowerCase()}` : 'um canal';
  const texts: Record<BusinessReadingKey, Omit<MarketReading, 'key' | 'score'>> = {
    recomendacao_clientes: {
      strong: `os clientes recomendam (nota ${nps} de 10)`,
      weak: `a nota de recomendação é só ${nps} de 10`,
      strengthMeans: `Recomendação ${nps} de 10: a indicação já trabalha a favor e pode virar um canal organizado.`,
      weaknessMeans: `Recomendação ${nps} de 10: antes de atrair mais gente, é preciso corrigir a experiência.`,
    },
    recorrencia: {
      strong: 'o cliente volta com frequência',
      weak: 'o cliente não volta com regularidade',
      strengthMeans:
        'Clientes que já voltam por conta própria: parte da receita do mês seguinte está encaminhada.',
      weaknessMeans: 'Recompra sem rotina: cada mês de vendas recomeça quase do zero.',
    },
    dificuldade_copia: {
      strong: 'a oferta é difícil de imitar',
      weak: 'a oferta é fácil de imitar',
      strengthMeans: `Oferta difícil de imitar (${copia} de 5): há espaço para cobrar pelo que é único.`,
      weaknessMeans: `Oferta imitável (${copia} de 5): sem algo próprio, a disputa termina no preço.`,
    },
    provas_resultado: {
      strong: 'há provas de resultado para mostrar',
      weak: 'faltam provas públicas de resultado',
      strengthMeans:
        'Resultados comprovados por clientes: material pronto para convencer quem ainda não conhece a empresa.',
      weaknessMeans:
        'Sem provas públicas de resultado, quem não conhece a empresa não tem por que confiar nela.',
    },
    concentracao_clientes: {
      strong: 'a receita não depende de poucos clientes',
      weak: `${c}% da receita está em cinco clientes`,
      strengthMeans:
        (c ?? 0) <= 25
          ? `Nenhum cliente manda no caixa (${c}% nos cinco maiores): dá para recusar descontos.`
          : `Os cinco maiores clientes somam ${c}% da receita: nenhum dita as condições sozinho, mas vale não deixar essa fatia crescer.`,
      weaknessMeans: `${c}% da receita em cinco clientes: perder um deles abala o caixa.`,
    },
    formacao_preco: {
      strong: 'o preço segue um método',
      weak: 'o preço não segue método próprio',
      strengthMeans: 'Preço com método: base sólida para reajustar sem perder clientes.',
      weaknessMeans: 'Preço sem método próprio: a empresa pode estar cobrando menos do que entrega.',
    },
    ultimo_reajuste: {
      strong: 'os preços estão em dia',
      weak: 'os preços estão defasados',
      strengthMeans: 'Preços em dia com os custos: a margem não se perde em silêncio.',
      weaknessMeans:
        'Preços parados enquanto os custos sobem: a margem encolhe todo mês sem que ninguém decida isso.',
    },
    margem_liquida: {
      strong: `a margem é de ${m}%`,
      weak: `a margem é de apenas ${m}%`,
      strengthMeans: `Margem de ${m}%: sobra caixa para investir em crescimento.`,
      weaknessMeans: `Margem de ${m}%: pouca folga para investir ou para errar.`,
    },
    conhece_cac: {
      strong: 'o custo de conquistar cada cliente é conhecido',
      weak: 'o custo de conquistar cada cliente não é medido',
      strengthMeans: 'CAC conhecido: dá para saber quais canais pagam o investimento.',
      weaknessMeans: 'Sem CAC medido, não há como saber qual canal compensa cada real investido.',
    },
    conteudo_publicado: {
      strong: 'a marca publica toda semana',
      weak: 'a marca quase não aparece em conteúdo',
      strengthMeans: 'Presença semanal em conteúdo: a marca é lembrada entre uma compra e outra.',
      weaknessMeans: 'Pouca presença em conteúdo: quem não chega por indicação não encontra a empresa.',
    },
    faturamento_por_canal: {
      strong: 'a receita está espalhada entre canais',
      weak: `${main?.percentage}% da receita depende de ${canal}`,
      strengthMeans: 'Receita espalhada entre canais: a queda de um deles não derruba o faturamento.',
      weaknessMeans: `${main?.percentage}% da receita vem de ${canal}: se esse canal falhar, o faturamento cai junto.`,
    },
  };
  // One view per fact: a reading is no strength when its management area is the weakest or at level 2
  // or below (a price "with a method" is no strength when Precificação is a gap).
  const weakAreas = new Set(
    facts.areas
      .filter((rated) => rated.area.nivel_maturidade <= 2 || rated === facts.weakest[0])
      .map((rated) => rated.key),
  );
  const readings = businessFacts(sheet).readings.map((reading) => ({ ...reading, ...texts[reading.key] }));
  const strengths = readings
    .filter((reading) => {
      const area = areaOfReading[reading.key];
      return reading.score >= 0.5 && !(area && weakAreas.has(area));
    })
    .sort((a, b) => b.score - a.score);
  const weaknesses = readings.filter((reading) => reading.score < 0.5).sort((a, b) => a.score - b.score);
  return { strengths, weaknesses };
}

/** The management area each business reading is about, where it has one. */
const areaOfReading: Partial<Record<BusinessReadingKey, DossierAreaKey>> = {
  formacao_preco: 'precificacao',
  ultimo_reajuste: 'precificacao',
  faturamento_por_canal: 'canal',
  conteudo_publicado: 'conteudo',
  conhece_cac: 'mensuracao',
};

/** The reading keys grouped by what they say the company lacks. */
const reachKeys: BusinessReadingKey[] = [
  'conteudo_publicado',
  'conhece_cac',
  'faturamento_por_canal',
  'provas_resultado',
];
const moneyKeys: BusinessReadingKey[] = [
  'margem_liquida',
  'ultimo_reajuste',
  'formacao_preco',
  'concentracao_clientes',
];
const loveKeys: BusinessReadingKey[] = [
  'recomendacao_clientes',
  'provas_resultado',
  'recorrencia',
  'dificuldade_copia',
];

/** What the SWOT says taken together: the tension between the best and the worst readings, and the verdict. */
function swotTogether(facts: DossierFacts, r: ReturnType<typeof marketReadings>): string {
  const sheet = facts.sheets.business;
  const gargalo = sheet?.option('gargalo_funil')?.value;
  const hard =
    (sheet?.optionScale('rivalidade') ?? 0) >= 0.6 || (sheet?.optionScale('novos_entrantes') ?? 1) <= 0.4;
  const s = r.strengths.slice(0, 2).map((reading) => reading.strong);
  const w = r.weaknesses.slice(0, 2).map((reading) => reading.weak);
  const tension =
    s.length && w.length
      ? `Lidos juntos, os quatro quadrantes mostram que ${joinPt(s)}, mas ${joinPt(w)}${hard ? ', num mercado disputado e fácil de entrar' : ''}.`
      : w.length
        ? `Lidos juntos, os quadrantes mostram que ${joinPt(w)}.`
        : s.length
          ? `Lidos juntos, os quadrantes mostram que ${joinPt(s)}.`
          : '';
  const loved = r.strengths.some((reading) => loveKeys.includes(reading.key));
  const weakKeys = r.weaknesses.slice(0, 3).map((reading) => reading.key);
  const money = weakKeys.some((key) => moneyKeys.includes(key));
  const reach = weakKeys.some((key) => reachKeys.includes(key)) || (gargalo !== undefined && gargalo <= 2);
  const lack =
    money && reach
      ? 'ser encontrada por mais gente e fazer cada venda deixar mais no caixa'
      : money
        ? 'fazer cada venda deixar mais no caixa'
        : reach
          ? 'ser encontrada por quem ainda não a conhece'
          : weakKeys.includes('recorrencia')
            ? 'fazer o cliente voltar'
            : 'transformar o que já funciona em rotina';
  const verdict = `${loved ? 'O problema não é o produto: ' : 'O desafio central: '}${facts.nome} precisa ${lack}.`;
  return [tension, verdict].filter(Boolean).join(' ');
}

const effortWords = { baixo: 'pouco esforço', médio: 'esforço moderado', alto: 'muito esforço' } as const;
const impactWords = { baixo: 'retorno baixo', médio: 'retorno médio', alto: 'retorno alto' } as const;

/** The opportunities, ranked: the growth fronts by impact for the effort, then the trends in favour. */
function rankedOpportunities(facts: DossierFacts): string[] {
  const sheet = facts.sheets.business;
  if (!sheet) return [];
  const fronts = rankedFronts(sheet).map(
    (front, index) =>
      `Prioridade ${index + 1}: ${front.action}, com ${effortWords[front.effort]} e ${impactWords[front.impact]}.`,
  );
  const favour = sheet
    .selected('tendencias')
    .filter((option) => [1, 3, 6].includes(option.value))
    .map((option) => `No mercado, a favor: ${lowerFirst(trendNames[option.value] ?? option.text)}.`);
  return [...fronts.slice(0, 4), ...favour];
}

/** The threats read together with the company's own weaknesses. */
function threats(facts: DossierFacts): string[] {
  const sheet = facts.sheets.business;
  if (!sheet) return [];
  const m = sheet.number('margem_liquida');
  const entryEasy = (sheet.optionScale('novos_entrantes') ?? 1) <= 0.4;
  const switchEasy = (sheet.optionScale('poder_clientes') ?? 0) >= 0.6;
  const rivalry = (sheet.optionScale('rivalidade') ?? 0) >= 0.6;
  const trendValues = sheet.selected('tendencias').map((option) => option.value);
  return [
    ...(entryEasy && switchEasy
      ? ['Abrir um concorrente é barato e o cliente troca sem custo: a fidelidade precisa ser construída.']
      : entryEasy
        ? ['Abrir um concorrente é barato: a marca e as provas de resultado são a barreira possível.']
        : switchEasy
          ? ['O cliente troca de fornecedor sem custo: a experiência é o que segura a venda.']
          : []),
    ...(rivalry ? ['Disputa acirrada: sem diferencial visível, a conversa com o cliente vira preço.'] : []),
    ...(trendValues.includes(5)
      ? [
          `A alta de custos consome a margem${m !== undefined ? ` de ${m}%` : ''} se os preços não acompanharem.`,
        ]
      : []),
    ...(trendValues.includes(4)
      ? ['Grandes empresas e plataformas comparam preço com um clique: o que é próprio precisa aparecer.']
      : []),
    ...(trendValues.includes(2)
      ? ['Mudanças de regra e tributo podem mexer no preço final de um mês para o outro.']
      : []),
    ...(sheet.text('substitutos')
      ? ['O cliente pode resolver o problema sem comprar de nenhum concorrente direto.']
      : []),
  ];
}

const pressure = (scale: number | undefined) =>
  scale === undefined
    ? undefined
    : scale >= 0.6
      ? 'Pressão alta'
      : scale >= 0.34
        ? 'Pressão média'
        : 'Pressão baixa';

/** Short pieces of a free answer (split at ; and ,), each under 45 characters, for naming without quoting. */
function pieces(text: string | undefined, max = 3): string[] {
  if (!text) return [];
  return text
    .split(/[;,.]/)
    .map((piece) =>
      piece
        .replace(/^\s*(?:e|ou)\s+/i, '')
        .replace(/\s+(?:e|ou)\s*$/i, '')
        .trim(),
    )
    .filter((piece) => piece.length >= 3 && piece.length <= 45)
    .slice(0, max)
    .map(lowerFirst);
}

/** The competitors' names: each part of the answer (split at ;) up to its first dash, colon or 'com'. */
function competitorNames(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .split(/[;\n]|\.\s/)
    .map((part) => part.split(/\s[—–-]\s|:|\(|,|\scom\s/)[0]!.trim())
    .filter((name) => name.length >= 2 && name.length <= 50)
    .slice(0, 5);
}

/** The one positioning move, decided from price, margin, what customers value and where sales are lost. */
function positioningMove(facts: DossierFacts): string {
  const sheet = facts.sheets.business;
  const motives = sheet?.selected('motivos_escolha').map((option) => option.value) ?? [];
  const nouns = motives.filter((value) => value !== 1).flatMap((value) => motiveNouns[value] ?? []);
  const preco = sheet?.option('formacao_preco')?.value;
  const reajuste = sheet?.option('ultimo_reajuste')?.value;
  const m = sheet?.number('margem_liquida');
  const nps = sheet?.number('recomendacao_clientes');
  const gargalo = sheet?.option('gargalo_funil')?.value;
  const provas = sheet?.yes('provas_resultado');
  const priceWeak = preco === 2 || preco === 4 || (reajuste ?? 0) >= 3 || (m !== undefined && m < 10);
  if (motives.includes(1) && priceWeak)
    return `Sair da disputa por preço: hoje o cliente escolhe ${facts.nome} por ser mais barata, e a margem não sustenta isso. A decisão é eleger um atributo além do preço${nouns.length ? ` (${joinPt(nouns)})` : ''}, mostrá-lo em tudo o que a empresa publica e reajustar a partir dele.`;
  if (nouns.length && priceWeak)
    return `Assumir o lugar de escolha de quem valoriza ${joinPt(nouns)} — e cobrar por isso. ${provas ? 'As provas de resultado que já existem' : 'Depoimentos e casos reais'} devem aparecer antes do preço, para que o reajuste que a margem${m !== undefined ? ` de ${m}%` : ''} pede seja lido como coerente com a entrega, não como aumento.`;
  if (gargalo !== undefined && gargalo <= 2 && nps !== undefined && nps >= 8)
    return `Transformar a recomendação em vitrine: quem compra já indica (nota ${nps} de 10), mas pouca gente chega a conhecer ${facts.nome}. A decisão é pôr a voz dos clientes no centro da comunicação${nouns.length ? `, sempre ligada a ${joinPt(nouns)}` : ''}.`;
  const copia = sheet?.number('dificuldade_copia');
  return copia !== undefined && copia >= 4
    ? `Dizer com clareza o que só ${facts.nome} entrega${nouns.length ? ` (${joinPt(nouns)})` : ''} e repetir isso em cada contato: o diferencial existe, falta ser lembrado.`
    : `Escolher um nicho em que ${facts.nome} possa ser a melhor opção${nouns.length ? `, apoiado em ${joinPt(nouns)}` : ''}, e concentrar nele a comunicação: ser lembrada por uma coisa vale mais que competir por todas.`;
}

/** Dossier section analise_mercado: the business analysis interpreted — what it means together, and what to do. */
export function analiseMercado(facts: DossierFacts): AnaliseMercado {
  const { Nome } = facts;
  const sheet = facts.sheets.business;
  const notRated = 'Não avaliado no diagnóstico do negócio.';
  const readings = marketReadings(facts);
  const motives =
    sheet?.selected('motivos_escolha').flatMap((option) => motiveNouns[option.value] ?? []) ?? [];
  const copia = sheet?.number('dificuldade_copia');
  const nivel = copia === undefined ? 'médio' : copia >= 4 ? 'alto' : copia >= 3 ? 'médio' : 'baixo';
  const entryEasy = (sheet?.optionScale('novos_entrantes') ?? 1) <= 0.4;
  const provas = sheet?.yes('provas_resultado');
  const fase = businessStage(facts);
  const stageWords = {
    validacao: 'em validação',
    tracao: 'em busca de tração',
    escala: 'em fase de escala',
    estagnacao: 'em estagnação',
    reinvencao: 'em reinvenção',
  }[fase];
  const maturity = facts.business?.nivel_de_maturidade;

  const clientesScale = sheet?.optionScale('poder_clientes');
  const fornecedoresScale = sheet?.optionScale('poder_fornecedores');
  const entrantesScale = sheet?.optionScale('novos_entrantes');
  const rivalidadeScale = sheet?.optionScale('rivalidade');
  const c = sheet?.number('concentracao_clientes');
  const substitutos = pieces(sheet?.text('substitutos'));
  const names = competitorNames(sheet?.text('concorrentes'));
  const main = sheet?.distribution('faturamento_por_canal')[0];
  const ticket = sheet?.number('ticket_medio');
  const recorrencia = sheet?.option('recorrencia')?.value;
  const buyer = buyerNouns[sheet?.option('tipo_cliente')?.value ?? 0];
  const move = positioningMove(facts);

  const force = (scale: number | undefined, high: string, mid: string, low: string) => {
    const level = pressure(scale);
    if (!level || scale === undefined) return notRated;
    return `${level}: ${scale >= 0.6 ? high : scale >= 0.34 ? mid : low}`;
  };

  return {
    swot: {
      forcas: orElse(
        readings.strengths.slice(0, 4).map((reading) => reading.strengthMeans),
        `${Nome} ainda não mapeou as suas forças.`,
      ),
      fraquezas: orElse(
        readings.weaknesses.slice(0, 4).map((reading) => reading.weaknessMeans),
        'Fraquezas ainda não mapeadas.',
      ),
      oportunidades: orElse(rankedOpportunities(facts), 'Vender mais para a base atual de clientes.'),
      ameacas: orElse(threats(facts), 'Concorrentes que copiem a oferta.'),
    },
    momento_empresa: [
      `${Nome} está ${stageWords}${maturity ? `, com maturidade do negócio ${maturity}` : ''}.`,
      swotTogether(facts, readings),
    ].join(' '),
    cinco_forcas_porter: {
      poder_compradores: `${force(
        clientesScale,
        'o cliente troca de fornecedor sem esforço, e a experiência é o que o mantém.',
        'trocar dá algum trabalho ao cliente, o que protege a base, mas não para sempre.',
        'o custo de troca protege a base; o risco é se acomodar.',
      )}${
        c !== undefined && clientesScale !== undefined
          ? ` Com ${c}% da receita nos cinco maiores clientes, ${c >= 50 ? 'cada um deles tem poder de negociação' : 'nenhum deles dita as condições'}.`
          : ''
      }`,
      poder_fornecedores: force(
        fornecedoresScale,
        'a dependência de um fornecedor essencial pede um plano B e contratos com prazo.',
        'trocar de fornecedor é possível, mas custa; vale ter um segundo cadastrado.',
        'os fornecedores não são um risco relevante hoje.',
      ),
      novos_entrantes: force(
        entrantesScale === undefined ? undefined : 1 - entrantesScale,
        'qualquer um pode abrir um negócio parecido; marca e prova de resultado são a barreira.',
        'entrar pede investimento e experiência, o que filtra os aventureiros.',
        'entrar é caro e difícil, o que protege quem já está no mercado.',
      ),
      produtos_substitutos: substitutos.length
        ? `Há saídas fora do mercado direto (${substitutos.join('; ')}): a oferta precisa mostrar por que vale mais que elas.`
        : notRated,
      rivalidade_concorrentes: force(
        rivalidadeScale,
        'muitos disputam o mesmo cliente; quem não se diferencia compete por preço.',
        'há concorrência, mas com espaço para ocupar um lugar próprio.',
        'a disputa é pequena; a prioridade é atender a demanda sem perder qualidade.',
      ),
    },
    concorrentes: orElse(
      [
        ...(names.length ? [`Concorrentes diretos que você citou: ${joinPt(names)}.`] : []),
        ...(names.length && motives.length
          ? [
              `A disputa com eles se ganha onde os clientes já dão vantagem a ${facts.nome}: ${joinPt(motives)}.`,
            ]
          : []),
      ],
      'Concorrentes não informados: vale listar os três que o cliente mais compara com a empresa.',
    ),
    tendencias_setor: trends(facts),
    grau_diferenciacao: {
      nivel,
      justificativa:
        copia === undefined
          ? `A dificuldade de cópia não foi avaliada${motives.length ? `; o que os clientes reconhecem é ${joinPt(motives)}` : ''}.`
          : `Nota ${copia} de 5 para a dificuldade de cópia${entryEasy ? ', num mercado em que abrir um concorrente é fácil' : ''}. ${
              motives.length
                ? `O diferencial se apoia em ${joinPt(motives)}, ${provas ? 'com provas de resultado para mostrar' : 'ainda sem provas públicas que o sustentem'}.`
                : 'Os motivos de escolha dos clientes não foram informados.'
            }`,
    },
    icp_atual: buyer
      ? [
          `Hoje a receita vem ${buyer}`,
          ticket !== undefined ? `, que gastam em média ${formatMoney(ticket)} por compra` : '',
          main ? ` e chegam sobretudo por ${main.category.toLowerCase()} (${main.percentage}%)` : '',
          '. ',
          recorrencia !== undefined && recorrencia <= 2
            ? 'Voltam pouco: o cliente ideal está definido, falta dar a ele um motivo para comprar de novo. '
            : '',
          'Esse perfil, que já compra e recomenda, é o que vale replicar antes de buscar um novo.',
        ].join('')
      : 'Cliente ideal ainda não descrito.',
    ajuste_posicionamento: move,
    generatedLocally: true,
  };
}
