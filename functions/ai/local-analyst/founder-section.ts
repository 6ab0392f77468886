import type { FounderSectionAnalysis } from '../../contracts/analysis-data/founder-section';
import { formatMoney, formatNumber, joinPt, type AnswerSheet } from '../answers/answer-sheet';
import { plural } from '../../domain/portuguese';
import { discStatementLabels } from './disc';
import { firstDelegation, whenText } from './founder';
import { countWord, phraseOf, phrasesOf, topicOf } from './founder-readings';

/**
 * What one section's answers show, the risk they carry and the next step, in the analyst's words (the
 * model's prompt asks the same three things). Each part is a sentence or two built from the answers'
 * values; an answer is quoted only as a whole sentence, at most once per section.
 */
interface Reading {
  shows: string[];
  risk: string[];
  next: string[];
}

const upperFirst = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/** The first sentence of a free answer, whole, as a quotation closing its own sentence (≤ 160 characters). */
function firstSentenceQuote(text: string | undefined): string | undefined {
  const sentence = text
    ?.replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+/)[0];
  if (!sentence || sentence.length > 160) return undefined;
  return /[.!?]$/.test(sentence) ? `“${sentence}”` : `“${sentence}”.`;
}

/** The amounts in reais a free answer names ("R$ 200 mil por mês"), as written. */
const amountsIn = (text: string | undefined) =>
  [...(text ?? '').matchAll(/R\$\s?\d[\d.,]*(?:\s?mil)?(?:\s(?:por|ao)\s(?:mês|ano))?/g)].map(
    (match) => match[0],
  );

const ambitionNext: Record<number, string> = {
  1: 'Traduza a ambição numa meta de faturamento e de margem para os próximos 12 meses, e confira se ela paga a retirada que você precisa.',
  2: 'Organize os números e os contratos como um comprador ou investidor pediria: três anos de resultados, margens por produto e o que depende de você.',
  3: 'Escolha o que precisa existir sem você para a empresa durar (processos, uma liderança, uma reserva) e comece pelo mais frágil.',
  4: 'Liste as tarefas que só você faz hoje e escolha a primeira a passar adiante nos próximos 30 dias, com alguém treinado para ela.',
};

const motivationNext: Record<number, string> = {
  1: 'Ligue a motivação aos números: uma meta de retirada e de patrimônio por ano deixa claro o que cada decisão precisa render.',
  2: 'Ligue a motivação ao plano: conte as horas que cada tarefa delegada devolve à sua semana e acompanhe esse número todo mês.',
  3: 'Ligue a motivação ao dia a dia: escolha um resultado para o cliente que mostre o impacto da empresa e acompanhe-o junto com o faturamento.',
  4: 'Ligue a motivação a metas visíveis: um marco por trimestre, celebrado com a equipe, sustenta o ânimo nas fases difíceis.',
  5: 'Ligue a motivação à segurança: uma reserva de caixa e uma retirada fixa protegem a família das oscilações da empresa.',
};

const readings: Record<string, (sheet: AnswerSheet) => Reading> = {
  ambicao_objetivo_vida: (sheet) => {
    const ambition = sheet.option('ambicao_principal');
    const withdrawal = sheet.number('retirada_necessaria');
    const alignment = sheet.number('alinhamento_vida_empresa');
    const life = amountsIn(sheet.text('vida_daqui_cinco_anos'));
    return {
      shows: [
        ambition ? `A sua ambição principal é ${phraseOf(sheet, 'ambicao_principal')}.` : '',
        withdrawal !== undefined
          ? `Para viver como você quer, a empresa precisa pagar uma retirada de ${formatMoney(withdrawal)} por mês${
              life.length
                ? `, e a vida que você descreve para daqui a cinco anos já fala em ${joinPt(life)}`
                : ''
            }.`
          : '',
        alignment !== undefined
          ? `Hoje você dá nota ${formatNumber(alignment)} de 10 para o quanto a empresa contribui para essa vida.`
          : '',
      ],
      risk: [
        alignment !== undefined && alignment <= 5
          ? 'Com essa nota, a empresa consome mais da sua vida do que devolve: crescer sem mudar o seu papel tende a aumentar essa distância.'
          : 'O risco é o crescimento puxar você de volta para a operação e afastar a empresa da vida que você quer.',
      ],
      next: [ambitionNext[ambition?.value ?? 0] ?? ambitionNext[3]!],
    };
  },

  tempo_energia_disponivel: (sheet) => {
    const hours = sheet.number('horas_semanais');
    const start = sheet.text('inicio_jornada');
    const time = [...sheet.distribution('distribuicao_tempo')].sort((a, b) => b.percentage - a.percentage);
    const top = time[0];
    const strategy = time.find((item) => /estrat/i.test(item.category));
    const energy = sheet.option('nivel_energia');
    const drains = phrasesOf(sheet, 'consumidores_energia');
    const overloaded = (hours ?? 0) > 50 || (energy?.value ?? 5) <= 2;
    return {
      shows: [
        hours !== undefined
          ? `Você trabalha cerca de ${formatNumber(hours)} horas por semana${start && /^\d{1,2}:\d{2}$/.test(start) ? `, começando às ${start}` : ''}.`
          : '',
        top
          ? `A maior parte do tempo (${formatNumber(top.percentage)}%) vai para ${lowerFirst(top.category)}${
              strategy && strategy !== top
                ? strategy.percentage > 0
                  ? `, e estratégia e novos projetos ficam com ${formatNumber(strategy.percentage)}%`
                  : ', e nada fica para estratégia e novos projetos'
                : ''
            }.`
          : '',
        energy ? `Quanto à energia, você descreve ${phraseOf(sheet, 'nivel_energia')}.` : '',
      ],
      risk: [
        overloaded
          ? 'Esse ritmo não se sustenta: o risco é de esgotamento, e quando ele chega a empresa para junto com você.'
          : 'A carga está sob controle; o risco é o tempo livre ser tomado de novo pela operação à medida que a empresa cresce.',
        drains.length ? `O que mais drena a sua energia: ${joinPt(drains)}.` : '',
      ],
      next: [
        top
          ? `Escolha uma parte de ${lowerFirst(top.category)} para sair da sua agenda e reserve um bloco fixo por semana, sem interrupções, para estratégia.`
          : 'Reserve um bloco fixo por semana, sem interrupções, para estratégia.',
      ],
    };
  },

  conhecimento_experiencia: (sheet) => {
    const years = phraseOf(sheet, 'tempo_empreendendo');
    const sector = phraseOf(sheet, 'experiencia_setor');
    const skills = phrasesOf(sheet, 'competencias_dominadas');
    const gap = topicOf(sheet.text('lacuna_conhecimento'));
    return {
      shows: [
        years ? `São ${years} de empreendedorismo${sector ? `, e você ${sector}` : ''}.` : '',
        skills.length ? `Você domina ${joinPt(skills)}.` : '',
        gap ? `A lacuna que você aponta é ${gap}.` : '',
      ],
      risk: [
        skills.length >= 3
          ? 'Quem domina várias frentes tende a fazer tudo pessoalmente, e a empresa passa a crescer só até onde o seu tempo alcança.'
          : 'Com o domínio concentrado em poucas frentes, as outras ficam sem dono ou dependem de improviso.',
      ],
      next: [
        gap
          ? `Para ${gap}, busque apoio específico (um curso curto, um mentor ou um profissional) e aplique o que aprender num caso real da empresa no próximo mês.`
          : 'Escolha a frente que você menos domina e encontre quem a complemente: um sócio, uma liderança ou um profissional de fora.',
      ],
    };
  },

  perfil_tomada_decisao: (sheet) => {
    const style = sheet.option('estilo_decisao');
    const afterMistake = phraseOf(sheet, 'decisao_errada');
    const statements = ['disc_decide_rapido', 'disc_analisa_detalhes', 'disc_assume_comando'];
    const agrees = statements
      .filter((key) => (sheet.number(key) ?? 0) >= 4)
      .map((key) => discStatementLabels[key]!);
    const disagrees = statements
      .filter((key) => (sheet.number(key) ?? 5) <= 2)
      .map((key) => discStatementLabels[key]!);
    const postponed = firstSentenceQuote(sheet.text('decisao_adiada'));
    const intuitive = style?.value === 1 && disagrees.includes(discStatementLabels.disc_analisa_detalhes!);
    return {
      shows: [
        style ? `Você ${phraseOf(sheet, 'estilo_decisao')}.` : '',
        afterMistake ? `Quando erra, ${afterMistake}.` : '',
        agrees.length
          ? `Você se reconhece em ${joinPt(agrees)}${disagrees.length ? `, e pouco em ${joinPt(disagrees)}` : ''}.`
          : '',
      ],
      risk: [
        intuitive
          ? 'Decidir pela intuição funciona na operação; em preço, contratação e investimento, sem números, o erro custa mais caro.'
          : style?.value === 4
            ? 'Esperar pela certeza deixa decisões importantes paradas, e a decisão adiada também tem custo.'
            : 'O risco é cada decisão continuar passando por você, porque os critérios estão na sua cabeça e não no papel.',
        postponed ? `A decisão que você vem adiando: ${postponed}` : '',
      ],
      next: [
        postponed
          ? 'Marque uma data para essa decisão e defina antes o número que decide, por exemplo quanto o caixa precisa ter para ela caber.'
          : 'Escreva os critérios das decisões que se repetem, para que a equipe decida como você decidiria.',
      ],
    };
  },

  motivacao_resiliencia: (sheet) => {
    const motivation = sheet.option('motivacao_principal');
    const confidence = sheet.number('confianca_futuro');
    const quit = sheet.yes('pensou_desistir');
    const crisis = sheet.text('maior_crise');
    const tired = (sheet.option('nivel_energia')?.value ?? 5) <= 2;
    return {
      shows: [
        motivation ? `O que move você é ${phraseOf(sheet, 'motivacao_principal')}.` : '',
        confidence !== undefined
          ? `A sua confiança no futuro da empresa está em ${formatNumber(confidence)} de 10${quit ? ', mesmo depois de ter pensado em desistir no último ano' : ''}.`
          : '',
        crisis
          ? 'Você já atravessou uma crise séria e seguiu em frente: é a melhor prova de resiliência que um plano pode ter.'
          : '',
      ],
      risk: [
        quit
          ? `Ter pensado em desistir é um sinal a levar a sério${tired ? ': costuma vir do cansaço acumulado, e não da falta de capacidade' : ''}.`
          : 'A motivação está preservada; o risco é gastá-la em frentes demais ao mesmo tempo.',
      ],
      next: [motivationNext[motivation?.value ?? 0] ?? motivationNext[3]!],
    };
  },

  visao_negocio: (sheet) => {
    const vision = sheet.text('visao_empresa');
    const deadline = sheet.text('prazo_visao');
    const shared = sheet.option('visao_compartilhada');
    const amounts = amountsIn(vision);
    const opportunity = sheet.text('oportunidade_enxergada');
    return {
      shows: [
        vision
          ? `Você tem uma visão para a empresa${deadline ? ` com prazo (${whenText(deadline)})` : ''}${amounts.length ? ` e uma meta em números (${joinPt(amounts)})` : ''}.`
          : '',
        shared ? `Hoje essa visão ${phraseOf(sheet, 'visao_compartilhada')}.` : '',
        opportunity ? 'E você já enxerga uma oportunidade de mercado para crescer.' : '',
      ],
      risk: [
        shared?.value === 1
          ? 'Uma visão que só você conhece não orienta a equipe: cada decisão volta para a sua mesa.'
          : shared?.value === 2
            ? 'Comentada de forma solta, a visão não orienta a equipe: cada um entende uma coisa, e as decisões voltam para a sua mesa.'
            : 'O risco é a visão ficar no discurso: sem metas por ano, ninguém sabe se a empresa está perto ou longe dela.',
      ],
      next: [
        `Escreva a visão em uma página, com a meta e o prazo, e apresente à equipe${opportunity ? '; teste a oportunidade com poucos clientes antes de investir nela' : ''}.`,
      ],
    };
  },

  estilo_lideranca_gestao: (sheet) => {
    const style = phraseOf(sheet, 'estilo_lideranca');
    const runsAlone = sheet.yes('empresa_sem_fundador');
    const decisions = sheet.selectedTexts('decisoes_centralizadas').map(lowerFirst);
    const delegation = firstDelegation(sheet);
    return {
      shows: [
        style ? `Você ${style}.` : '',
        decisions.length
          ? `${upperFirst(countWord(decisions.length))} ${decisions.length === 1 ? 'decisão ainda passa' : 'decisões ainda passam'} só por você${decisions.length > 3 ? ', entre elas' : ':'} ${joinPt(decisions.slice(0, 3))}.`
          : '',
      ],
      risk: [
        runsAlone === false || decisions.length >= 3
          ? 'A empresa depende de você para funcionar: cada decisão que espera a sua aprovação é tempo que falta para a estratégia.'
          : 'A empresa já anda sem a sua presença constante; o risco é perder essa autonomia quando ela crescer.',
      ],
      next: [
        delegation
          ? `Comece a delegar por ${delegation}.`
          : 'Mantenha os rituais que preservam a autonomia da equipe: uma reunião semanal curta e metas por pessoa.',
      ],
    };
  },

  riscos: (sheet) => {
    const dependence = sheet.number('dependencia_renda');
    const runway = phraseOf(sheet, 'folego_caixa');
    const runwayValue = sheet.option('folego_caixa')?.value;
    const risks = phrasesOf(sheet, 'riscos_reconhecidos');
    const biggest = firstSentenceQuote(sheet.text('maior_risco'));
    const exposed = (runwayValue ?? 4) <= 2 || (dependence ?? 0) >= 80;
    return {
      shows: [
        dependence !== undefined
          ? `${formatNumber(dependence)}% da renda da sua família vem da empresa${runway ? `, e o caixa cobre ${runway} de despesas` : ''}.`
          : runway
            ? `O caixa cobre ${runway} de despesas.`
            : '',
        risks.length ? `Você reconhece ${plural(risks.length, 'risco', 'riscos')}: ${joinPt(risks)}.` : '',
      ],
      risk: [
        exposed
          ? 'A exposição é alta: um mês ruim atinge ao mesmo tempo a empresa e a casa.'
          : 'A exposição financeira está sob controle; o foco pode ir para os riscos do negócio.',
        biggest ? `O maior risco, nas suas palavras: ${biggest}` : '',
      ],
      next: [
        exposed
          ? 'Antes de novas apostas, monte uma reserva de pelo menos três meses de despesas fixas, separando todo mês uma parte fixa do faturamento.'
          : 'Para cada risco que você reconhece, escreva o que faria se ele acontecesse amanhã e quem assumiria no seu lugar.',
      ],
    };
  },
};

const paragraph = (parts: string[]) => parts.filter(Boolean).join(' ');

/** The analysis of one founder-diagnostic section (input.sectionKey), in the analyst's words. */
export function founderSectionAnalysis(sheet: AnswerSheet, sectionKey: string): FounderSectionAnalysis {
  const title = sheet.sectionTitle(sectionKey) ?? sectionKey;
  const answered = sheet.section(sectionKey).some((item) => item.answer);
  const reading = answered ? readings[sectionKey]?.(sheet) : undefined;
  const parts = reading
    ? [
        paragraph(reading.shows),
        paragraph(reading.risk) && `**Ponto de atenção.** ${paragraph(reading.risk)}`,
        paragraph(reading.next) && `**Próximo passo.** ${paragraph(reading.next)}`,
      ].filter(Boolean)
    : [];
  const analysis = [
    `## ${title}`,
    '',
    parts.length ? parts.join('\n\n') : 'Esta seção ainda não tem respostas suficientes para uma leitura.',
  ].join('\n');
  return { analysis, generatedLocally: true };
}
