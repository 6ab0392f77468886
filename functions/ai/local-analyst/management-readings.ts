import type { ManagementAreaName } from '../../contracts/analysis-data/management';
import type { AnswerSheet } from '../answers/answer-sheet';

/**
 * What the management diagnostic's answers mean, in a consultant's words: each area's sentences (what a
 * weak level blocks, what a strong one enables, the first concrete moves), each answer read as a finding
 * (never the option's text pasted after a colon), and the user's stated priorities split into items.
 * Shared by the management analysis and the dossier's X-ray and strategic plan.
 */

export interface AreaMeaning {
  /** What stays blocked while the area is weak (continues "Enquanto … estiver fraco, …"). */
  blocks: string;
  /** What a strong area gives the company. */
  enables: string;
  /** Three concrete moves for the next 30 days, in the order to do them. */
  moves: [string, string, string];
  /** Words that tie a stated priority to the area. */
  keywords: RegExp;
  /** What a weak level holds back, for the dossier (a sentence). */
  gates: string;
  /** What a strong level sustains, for the dossier (a sentence). */
  supports: string;
}

export const areaMeanings: Record<ManagementAreaName, AreaMeaning> = {
  Produto: {
    gates: 'Sem padrão, a recompra e a indicação ficam à mercê de cada entrega.',
    supports: 'Sustenta a recompra e a indicação: é o que os clientes já elogiam.',
    blocks: 'cada cliente novo recebe uma entrega diferente, e crescer multiplica retrabalho e reclamações',
    enables: 'uma entrega consistente, que o cliente reconhece e recomenda',
    moves: [
      'Escrever o passo a passo das três entregas mais vendidas e treinar quem executa.',
      'Ouvir dez clientes recentes e listar as três melhorias que mais pedem.',
      'Fixar um padrão de qualidade e conferir cada entrega contra ele por quatro semanas.',
    ],
    keywords: /produto|servi[çc]o|qualidade|entrega|portf[óo]lio|card[áa]pio|lan[çc]ar|processo/i,
  },
  Canal: {
    gates: 'Sem canal previsível, a receita de cada mês é uma incógnita.',
    supports: 'Garante fluxo de clientes novos para alimentar o funil.',
    blocks:
      'os clientes novos continuam chegando por acaso, e nenhum investimento em divulgação tem retorno previsível',
    enables: 'clientes novos chegando todo mês por caminhos conhecidos',
    moves: [
      'Eleger o canal que mais trouxe clientes no último trimestre e dar a ele uma pessoa responsável.',
      'Fixar uma meta mensal de contatos novos nesse canal e conferi-la toda segunda-feira.',
      'Registrar de onde veio cada cliente novo para calcular quanto custa conquistar um.',
    ],
    keywords: /canal|canais|indica[çc]|an[úu]ncio|aquisi[çc]|divulga|parceri|tr[áa]fego|clientes? nov/i,
  },
  Funil: {
    gates: 'Sem registro das vendas, parte do que o marketing traz se perde antes de virar pedido.',
    supports: 'Transforma contatos em pedidos com taxa de conversão conhecida.',
    blocks: 'propostas e pedidos se perdem sem retorno, e não dá para saber em que etapa as vendas caem',
    enables: 'vendas que avançam por etapas conhecidas, com retorno a cada proposta',
    moves: [
      'Desenhar as quatro ou cinco etapas de uma venda, do primeiro contato ao pagamento.',
      'Passar a anotar cada pedido e cada proposta numa lista única, com data do próximo contato.',
      'Retomar toda proposta sem resposta em até dois dias, com uma mensagem pronta.',
    ],
    keywords: /funil|venda|comercial|crm|proposta|follow|convers|contrato/i,
  },
  Precificação: {
    gates: 'Sem margem por produto, não há como saber quanto pode ser gasto para vender mais.',
    supports: 'Dá margem para investir em crescimento sem apertar o caixa.',
    blocks:
      'ninguém sabe quanto cada produto deixa de margem, e todo desconto, reajuste ou gasto com marketing é decidido às cegas',
    enables: 'preços que pagam os custos e deixam margem para investir',
    moves: [
      'Levantar o custo completo do que mais vende: insumos, horas de trabalho, taxas e uma parte das despesas fixas.',
      'Calcular a margem de cada item e marcar os que são vendidos abaixo do custo real.',
      'Aplicar o reajuste começando pelos itens de menor margem e combinar um limite para descontos.',
    ],
    keywords: /pre[çc]o|margem|custo|reajust|desconto|precifica|lucro/i,
  },
  Mensuração: {
    gates: 'Sem números confiáveis, nenhuma melhoria pode ser comprovada.',
    supports: 'Permite provar o que funciona e cortar o que não funciona.',
    blocks: 'as decisões dependem de impressão, e não dá para saber se uma ação funcionou',
    enables: 'decisões tomadas com números confiáveis, revistos em data fixa',
    moves: [
      'Escolher cinco números que mostram a saúde da empresa e onde cada um será anotado.',
      'Reservar uma hora fixa por semana para atualizar esses números.',
      'Levar os números à reunião do mês e decidir uma ação por indicador fora da meta.',
    ],
    keywords: /indicador|n[úu]mero|painel|planilha|meta|medir|mensura|resultado/i,
  },
  Conteúdo: {
    gates: 'Sem conteúdo planejado, quem ainda não conhece a marca não tem por onde chegar.',
    supports: 'Atrai quem ainda não conhece a marca, a custo baixo.',
    blocks:
      'a empresa depende de quem já a conhece, e quem ainda não a conhece não encontra motivos para comprar',
    enables: 'gente nova conhecendo e confiando na empresa antes de pedir um orçamento',
    moves: [
      'Listar as dez perguntas que os clientes mais fazem antes de comprar.',
      'Montar um calendário de quatro semanas com uma publicação por pergunta.',
      'Perguntar a cada cliente novo como conheceu a empresa para saber o que o conteúdo traz.',
    ],
    keywords: /conte[úu]do|post|instagram|v[íi]deo|rede|marca|publica/i,
  },
};

/** A reading of an answer: a strength, a gap, or nothing to say. */
export interface Reading {
  kind: 'forte' | 'gap';
  text: string;
}

/** Sentences per option (in the question's order) or per yes/no answer, by question key. */
const optionReadings: Record<string, string[]> = {
  padronizacao_entrega: [
    'Cada entrega sai de um jeito e depende de quem a executa.',
    'Há um jeito comum de fazer a entrega, mas ele não está escrito.',
    'As etapas principais da entrega estão documentadas e a equipe as segue.',
    'A entrega segue processos documentados, medidos e melhorados com dados.',
  ],
  canais_previsiveis: [
    'Nenhum canal traz clientes de forma previsível: as vendas dependem de indicações espontâneas.',
    'Só um canal traz clientes novos de forma previsível, o que deixa a empresa exposta se ele falhar.',
    'Dois canais trazem clientes de forma previsível.',
    'Três ou mais canais trazem clientes de forma previsível.',
  ],
  registro_oportunidades: [
    'Os pedidos e as oportunidades não ficam registrados: dependem da memória e das conversas no WhatsApp.',
    'As oportunidades ficam em planilhas, sem etapas nem próximos passos.',
    'Só parte da equipe registra as oportunidades no CRM.',
    'Toda a equipe registra as oportunidades no CRM, com etapas definidas.',
  ],
  follow_up: [
    'Quando um cliente não responde a uma proposta, ninguém volta a procurá-lo.',
    'O retorno a propostas sem resposta depende de alguém se lembrar.',
    'Propostas sem resposta têm retorno com prazo definido.',
    'O retorno a propostas segue uma cadência automatizada e registrada.',
  ],
  politica_descontos: [
    'Cada pessoa decide o desconto na hora, sem regra.',
    'Os descontos são aprovados caso a caso por quem lidera, sem regra escrita.',
    'Há uma política de descontos com limites definidos.',
    'A política de descontos tem limites e o efeito na margem é acompanhado.',
  ],
  consolidacao_indicadores: [
    'Os números da empresa não são reunidos em lugar nenhum.',
    'Os números ficam em planilhas atualizadas à mão, quando sobra tempo.',
    'Os números são reunidos em data fixa.',
    'Os números estão num painel automático que a equipe consulta.',
  ],
  frequencia_conteudo: [
    'A empresa não publica conteúdo para o cliente ideal.',
    'As publicações são esporádicas.',
    'Há publicações toda semana, mas sem um calendário que as organize.',
    'As publicações seguem um calendário editorial com frequência definida.',
  ],
  estrutura_lideranca: [
    'Não há líderes abaixo dos sócios: tudo se reporta diretamente a eles.',
    'Há pessoas de referência na equipe, mas sem autonomia formal para decidir.',
    'Algumas áreas já têm líderes.',
    'Todas as áreas-chave têm líderes com metas e autonomia.',
  ],
  capacidade_execucao: [
    'Quase nada do que é planejado sai do papel.',
    'A equipe só executa o planejado com cobrança constante.',
    'A equipe entrega o planejado, mas com atrasos frequentes.',
    'A maioria das entregas sai no prazo.',
    'O que é planejado é entregue com consistência.',
  ],
};

const yesNoReadings: Record<string, [yes: string, no: string]> = {
  ciclo_feedback: [
    'A opinião dos clientes é coletada com regularidade e vira melhoria no produto.',
    'A opinião dos clientes não é coletada com regularidade.',
  ],
  responsavel_canal: [
    'Cada canal ativo tem uma pessoa responsável e uma meta.',
    'Os canais ativos não têm uma pessoa responsável nem meta própria.',
  ],
  processo_comercial: [
    'O processo de venda está documentado, com etapas e roteiros.',
    'Não há um processo de venda escrito, com etapas e roteiros de abordagem.',
  ],
  margem_por_produto: [
    'A margem de contribuição de cada produto é conhecida.',
    'A margem de contribuição de cada produto ainda não é conhecida.',
  ],
  conteudo_gera_negocios: [
    'Já dá para apontar clientes que chegaram por causa do conteúdo.',
    'Ainda não dá para saber se o conteúdo traz clientes.',
  ],
};

/** Multiple-choice practices read as a count: three or more done every month is a strength. */
const COUNTED_PRACTICES: Record<string, { one: string; many: string; verb: string; participle: string }> = {
  canais_ativos: { one: 'canal', many: 'canais', verb: 'trabalha', participle: 'trabalhado' },
  indicadores_acompanhados: {
    one: 'indicador',
    many: 'indicadores',
    verb: 'acompanha',
    participle: 'acompanhado',
  },
};

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

const numberWords = ['zero', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez'];
const feminineWords: Record<number, string> = { 1: 'uma', 2: 'duas' };

/** A count in words up to ten ('dois canais', 'duas áreas'), in digits above. */
export const countWords = (count: number, one: string, many: string, feminine = false) =>
  `${(feminine ? feminineWords[count] : undefined) ?? numberWords[count] ?? String(count)} ${count === 1 ? one : many}`;

/** Option texts as a named list (the options' own names, as the user chose them): 'Redes sociais e Parcerias'. */
export const listOf = (texts: readonly string[]) =>
  texts.length === 1 ? texts[0]! : `${texts.slice(0, -1).join(', ')} e ${texts.at(-1)}`;

/** The reading of one closed answer of an area's section, in the analyst's words. */
export function readAnswer(sheet: AnswerSheet, key: string): Reading | undefined {
  const item = sheet.get(key);
  if (!item) return undefined;
  const { question } = item;
  switch (question.questionType) {
    case 'single_choice':
    case 'rating_stars': {
      const option = sheet.option(key);
      const scale = sheet.optionScale(key);
      if (!option || scale === undefined) return undefined;
      const text =
        optionReadings[key]?.[option.position - 1] ??
        `Sobre ${lowerFirst(question.text.replace(/\?$/, ''))}, a resposta foi ${lowerFirst(option.text)}.`;
      return { kind: scale >= 0.5 ? 'forte' : 'gap', text };
    }
    case 'yes_no': {
      const yes = sheet.yes(key);
      if (yes === undefined) return undefined;
      const pair = yesNoReadings[key];
      const subject = question.text.replace(/\?$/, '');
      const text = pair
        ? pair[yes ? 0 : 1]
        : yes
          ? `Confirmado: ${lowerFirst(subject)}.`
          : `Ainda não acontece: ${lowerFirst(subject)}.`;
      return { kind: yes ? 'forte' : 'gap', text };
    }
    case 'multiple_choice': {
      const texts = sheet.selectedTexts(key).filter((text) => !/^nenhum/i.test(text));
      if (texts.length === 0) return undefined;
      const list = listOf(texts);
      const counted = COUNTED_PRACTICES[key];
      if (counted) {
        const { one, many, verb, participle } = counted;
        return texts.length >= 3
          ? {
              kind: 'forte',
              text: `A empresa ${verb} ${countWords(texts.length, one, many)} todo mês (${list}).`,
            }
          : {
              kind: 'gap',
              text: `Só ${texts.length === 1 ? `um ${one} é ${participle}` : `${countWords(texts.length, one, many)} são ${participle}s`} todo mês (${list}).`,
            };
      }
      return texts.length >= 3
        ? { kind: 'forte', text: `Em prática: ${list}.` }
        : { kind: 'gap', text: `Só ${list} ${texts.length === 1 ? 'está' : 'estão'} em prática.` };
    }
    case 'scale_1_to_10': {
      const value = sheet.number(key);
      if (value === undefined) return undefined;
      if (key === 'confianca_numeros') {
        return value >= 7
          ? { kind: 'forte', text: `A confiança nos números para decidir é alta (${value} de 10).` }
          : {
              kind: 'gap',
              text: `A confiança nos números para decidir é de ${value} de 10: decide-se mais por impressão do que por dado.`,
            };
      }
      return {
        kind: value >= 6 ? 'forte' : 'gap',
        text: `${question.text.replace(/\?$/, '')}: nota ${value} de 10.`,
      };
    }
    default:
      return undefined;
  }
}

/**
 * The items of a stated list of priorities: "1) a; 2) b; 3) c", "a; b; c", or "a, b e c".
 * Each item trimmed, without its number or final period, first letter lower-cased.
 */
export function priorityItems(text: string | undefined): string[] {
  if (!text) return [];
  const clean = text.replace(/\s+/g, ' ').trim();
  let parts = clean.split(/\s*(?:;|\n|(?:^|\s)\(?\d+\s*[).:-]\s*)\s*/).filter((part) => part.trim() !== '');
  if (parts.length <= 1) {
    const commas = clean.split(/\s*,\s*/);
    if (commas.length > 1) {
      const last = commas.pop()!;
      const split = last.split(/\s+e\s+(?=[a-zà-ú]+r\b)/i);
      parts = [...commas, ...split];
    }
  }
  return parts
    .map((part) =>
      part
        .trim()
        .replace(/^\(?\d+\s*[).:-]\s*/, '')
        .replace(/^e\s+/i, '')
        .replace(/[.;,]+$/, '')
        .trim(),
    )
    .filter((part) => part.length > 0)
    .map(lowerFirst);
}

/** The area a priority is about, by its words (undefined when none fits). */
export function areaOfPriority(priority: string): ManagementAreaName | undefined {
  const order: ManagementAreaName[] = ['Precificação', 'Funil', 'Canal', 'Mensuração', 'Conteúdo', 'Produto'];
  return order.find((name) => areaMeanings[name].keywords.test(priority));
}

/**
 * A whole answer quoted to end a sentence: “…” when it ends in punctuation, “…”. otherwise;
 * undefined when too long to quote whole (the caller then says it in its own words).
 */
export function wholeQuote(text: string, max = 280): string | undefined {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean === '' || clean.length > max) return undefined;
  return /[.!?…]$/.test(clean) ? `“${clean}”` : `“${clean}”.`;
}

/** What an execution obstacle says, when its words point to a known pattern. */
export function obstacleTheme(text: string | undefined): string | undefined {
  if (!text) return undefined;
  if (/passa por mim|depende de mim|minha aprova|centraliz|s[óo] eu\b/i.test(text))
    return 'as decisões e os projetos dependem de você, e a rotina da operação consome o tempo que iria para eles';
  if (/prioridades? mud|muda toda|foco/i.test(text))
    return 'as prioridades mudam antes de as iniciativas terminarem';
  if (/tempo|correria|dia a dia|opera[çc][ãa]o|produ[çc][ãa]o/i.test(text))
    return 'a operação do dia a dia consome o tempo reservado para melhorar a empresa';
  if (/gente|equipe|pessoa|contrat/i.test(text)) return 'falta gente com autonomia para tocar os projetos';
  if (/dinheiro|caixa|recurso|verba/i.test(text)) return 'falta caixa para financiar as mudanças';
  return undefined;
}
