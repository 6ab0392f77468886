import { maturityLabel } from '../../contracts/analysis-data/common';
import {
  PLAN_HORIZON_DAYS,
  type GeneratedAreaTasks,
  type GeneratedTask,
} from '../../contracts/analysis-data/action-plan';
import { dossierAreaKeys, type DossierAreaKey } from '../../contracts/analysis-data/dossier/raio-x-negocio';
import { readDossierSection } from '../../contracts/analysis-data/dossier/read-dossier-section';
import { formatDay, formatMoney } from '../answers/answer-sheet';
import type { PlanAreaInput } from '../plan-input';
import { fold, numberedItems, priorityItems, topicOf, type PriorityTopic } from './stated-priorities';

/**
 * The local analyst's action plan, one area at a time, planned as a whole: the user's stated priorities
 * (as the dossier carries them, "1) …; 2) …") and the X-ray's weakest areas come first; each task is
 * placed in the plan area that fits its topic (pricing in Finanças, else Vendas, else Gestão…), has its
 * own what/why/who/where/how/how much, and gets a priority by its impact across the whole plan (a third
 * high, a third medium, a third low). Due dates follow from `today`; no clock, no randomness.
 */

/** A task before its place in the plan. */
interface Candidate {
  title: string;
  what: string;
  why: string;
  steps: string[];
  who: string;
  where: string;
  howMuch: string;
  /** Impact: the higher, the sooner and the higher its priority. */
  score: number;
}

const areaNames: Record<DossierAreaKey, string> = {
  produto: 'Produto',
  canal: 'Canal',
  funil: 'Funil',
  precificacao: 'Precificação',
  mensuracao: 'Mensuração',
  conteudo: 'Conteúdo',
};

/** The plan areas (folded) that host each topic, the best fit first. */
const topicHomes: Record<PriorityTopic, string[]> = {
  precificacao: ['financas', 'vendas', 'comercial', 'gestao'],
  caixa: ['financas', 'gestao', 'vendas'],
  mensuracao: ['gestao', 'financas', 'tecnologia', 'operacoes'],
  pessoas: ['recursos humanos', 'pessoas', 'gestao', 'operacoes'],
  conteudo: ['marketing', 'comunicacao'],
  canal: ['marketing', 'vendas', 'comercial', 'comunicacao'],
  funil: ['vendas', 'comercial', 'marketing', 'tecnologia'],
  oferta: ['vendas', 'comercial', 'produto', 'marketing'],
  produto: ['produto', 'operacoes', 'marketing'],
};

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (today: string, days: number) =>
  new Date(Date.parse(today) + days * DAY_MS).toISOString().slice(0, 10);
const lowerFirst = (value: string) => value.charAt(0).toLocaleLowerCase('pt-BR') + value.slice(1);
const upperFirst = (value: string) => value.charAt(0).toLocaleUpperCase('pt-BR') + value.slice(1);
const sentence = (value: string) => {
  const clean = value.replace(/[“”"]/g, '').replace(/\s+/g, ' ').trim();
  return /[.!?]$/.test(clean) ? clean : `${clean}.`;
};
const short = (value: string, max = 110) => {
  const clean = value.replace(/[“”"]/g, '').replace(/\.$/, '').trim();
  return clean.length <= max ? clean : clean.slice(0, max).replace(/[\s,;]+\S*$/, '');
};
/** A stated priority as a title: whole when short, else up to its last clause that fits. */
const clause = (value: string, max = 110) => {
  const clean = value.replace(/[“”"]/g, '').replace(/\.$/, '').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const at = Math.max(cut.lastIndexOf(', '), cut.lastIndexOf(' e '), cut.lastIndexOf(' — '));
  return at > max / 3 ? cut.slice(0, at) : short(clean, max);
};
const ordinals = ['primeira', 'segunda', 'terceira', 'quarta', 'quinta'];

/** What the generator reads of the dossier, each section leniently (missing sections read as empty). */
function readDossier(input: PlanAreaInput) {
  const raio = readDossierSection('raio_x_negocio', input.sections);
  const plano = readDossierSection('plano_estrategico', input.sections);
  const fundador = readDossierSection('perfil_fundador', input.sections);
  const investidor = readDossierSection('perfil_investidor', input.sections);
  const resumo = readDossierSection('resumo_executivo', input.sections);
  const level = (key: DossierAreaKey) => raio?.areas_avaliadas[key].nivel_maturidade ?? 3;
  return { raio, plano, fundador, investidor, resumo, level };
}
type Dossier = ReturnType<typeof readDossier>;

/**
 * The user's stated priorities: her own answer when the input carries it, else the first numbered (or
 * semicolon) list the dossier carries (the X-ray's strategic clarity, the strategic plan's schedule or
 * the summary's direction).
 */
function statedPriorities(dossier: Dossier, answer: string | undefined): string[] {
  const own = answer ? priorityItems(answer) : [];
  if (own.length) return own;
  if (answer) return [answer];
  const { raio, plano, resumo } = dossier;
  const texts = [
    raio?.clareza_estrategica.visao_longo_prazo,
    raio?.clareza_estrategica.nivel,
    raio?.clareza_estrategica.teoria_vencer,
    ...(plano?.cronograma_tatico.flatMap((phase) => [phase.foco, ...phase.acoes]) ?? []),
    resumo?.direcionamento_estrategico,
    ...(plano?.perguntas_criticas ?? []),
  ];
  for (const text of texts) {
    const items = text ? numberedItems(text) : [];
    if (items.length) return items;
  }
  // A list separated by semicolons counts only where the priorities are written, not in any sentence.
  const vision = raio?.clareza_estrategica.visao_longo_prazo;
  return vision ? priorityItems(vision) : [];
}

/**
 * The decisions the dossier says still wait for the user, as their subject: “Definição de preços” from
 * a quoted name, else the words before the verb (“Contratações e desligamentos passam por você…”).
 * Entries that are not about a decision (the share of the week a task takes) are left out.
 */
const decisionVerb =
  /[;:,]|\s(?:ainda|passa|passam|espera|esperam|sobe|sobem|depende|dependem|é|são|fica|ficam|ocupa|ocupam)\s/i;
function centralisedDecisions(dossier: Dossier): string[] {
  return (dossier.fundador?.areas_centralizadas ?? []).flatMap((entry) => {
    const quoted = /“([^”]+)”/.exec(entry)?.[1];
    if (quoted) return [quoted.replace(/\.$/, '').trim()];
    if (/\d+\s*%/.test(entry)) return [];
    const subject = entry.split(decisionVerb)[0]!.replace(/\.$/, '').trim();
    return subject && subject.split(/\s+/).length <= 8 ? [subject] : [];
  });
}

/** The context every task text draws on. */
interface Context {
  dossier: Dossier;
  company: string;
  /** Who leads: the first name, or "você". */
  lead: string;
  stated: string[];
  indicators: string[];
}

/** Where the stated priority on `topic` sits (its index), if one is about it. */
const statedIndex = (context: Context, topic: PriorityTopic) =>
  context.stated.findIndex((item) => topicOf(item) === topic);

/** The score bonus and the sentence for a stated priority at `index` (-1: none). */
function statedBonus(context: Context, index: number) {
  if (index < 0) return { bonus: 0, why: '' };
  const place = ordinals[index] ?? `${index + 1}ª`;
  return {
    bonus: 12 - 2 * index,
    why: `É a ${place} das suas prioridades para os próximos 12 meses.`,
  };
}

const levelPhrase = (dossier: Dossier, key: DossierAreaKey) => {
  const level = Math.floor(dossier.level(key));
  return `A área de ${areaNames[key]} está no nível ${level} (${maturityLabel(level)})`;
};
const levelScore = (dossier: Dossier, key: DossierAreaKey) => (5 - dossier.level(key)) * 2;

/** What the X-ray says an area lacks, as a sentence (its maturity description). */
const areaState = (dossier: Dossier, key: DossierAreaKey) => {
  const description = dossier.raio?.areas_avaliadas[key].descricao_maturidade;
  return description ? ` Hoje: ${lowerFirst(sentence(description))}` : '';
};

/** The task that strengthens one X-ray area, written for that area. */
function areaTask(key: DossierAreaKey, context: Context): Candidate {
  const { dossier, lead, company, indicators } = context;
  const stated = statedBonus(context, statedIndex(context, key));
  const why = (extra: string) =>
    [stated.why, `${levelPhrase(dossier, key)}.${areaState(dossier, key)}`, extra].filter(Boolean).join(' ');
  const score = levelScore(dossier, key) + stated.bonus;
  const investidor = dossier.investidor;
  const mainChannel = dossier.plano?.mix_canais[0]?.canal?.replace(/[“”]/g, '');
  switch (key) {
    case 'precificacao':
      if (dossier.level(key) >= 3 && !stated.bonus)
        return {
          title: 'Proteger a margem com uma política de descontos e o reajuste anual dos preços',
          what: 'Escrever até onde vão os descontos e marcar a data e a regra do próximo reajuste de preços.',
          why: why(
            'A margem por item já é conhecida; o risco agora é perdê-la em descontos e em custos que sobem.',
          ),
          steps: [
            'Atualizar a margem de cada item com os custos dos últimos três meses.',
            'Definir o desconto máximo por tipo de cliente e quem pode concedê-lo.',
            'Marcar a data do próximo reajuste e o aviso aos clientes, 30 dias antes.',
          ],
          who: `${lead}, com quem cuida do financeiro`,
          where: `Tabela de preços e política comercial da ${company}`,
          howMuch: 'Sem custo direto: cerca de 4 horas',
          score,
        };
      return {
        title: 'Rever os preços a partir do custo real de cada item vendido',
        what: 'Calcular o custo direto e a margem de contribuição dos itens que mais faturam e montar uma nova tabela de preços, com regra de reajuste anual.',
        why: why(
          'Sem a margem de cada item, um desconto ou um custo que sobe sai direto do lucro sem que ninguém perceba.',
        ),
        steps: [
          'Listar os dez itens que mais faturaram nos últimos três meses.',
          'Levantar o custo direto de cada um (insumos, horas de trabalho, taxas de cartão e de entrega) numa ficha de custos.',
          'Calcular a margem de contribuição de cada item e marcar os que ficam abaixo da média.',
          'Definir a nova tabela e avisar os clientes com 30 dias de antecedência, começando pelos pedidos novos.',
        ],
        who: `${lead}, com o contador ou quem cuida do financeiro`,
        where: `Ficha de custos e tabela de preços da ${company}`,
        howMuch:
          'Sem custo direto: cerca de 10 horas de levantamento no primeiro mês, e uma consulta ao contador se houver dúvida sobre impostos e taxas',
        score,
      };
    case 'mensuracao': {
      const list = indicators.length ? indicators : ['faturamento', 'margem', 'caixa', 'conversão'];
      return {
        title: `Acompanhar ${list.length} indicadores num painel mensal`,
        what: `Reunir num só painel, atualizado em data fixa, estes ${list.length} números: ${list.map(lowerFirst).join('; ')}.`,
        why: why(
          'Sem números fechados todo mês, as decisões de preço, de verba e de contratação ficam no palpite.',
        ),
        steps: [
          'Escolher a fonte de cada número (sistema, extrato, planilha) e quem a atualiza.',
          'Preencher o painel com os três últimos meses, para ter com o que comparar.',
          'Fechar os números sempre no mesmo dia do mês, por exemplo no quinto dia útil.',
          'Levar o painel à reunião mensal e decidir uma ação para cada indicador fora da meta.',
        ],
        who: `${lead} e quem cuida do financeiro`,
        where: `Planilha ou painel compartilhado da ${company}`,
        howMuch: 'Sem custo direto: cerca de 4 horas para montar e 2 horas por mês para atualizar',
        score,
      };
    }
    case 'canal': {
      const referral = mainChannel && /indica/i.test(fold(mainChannel));
      const crm = investidor?.alocacao_recomendada.canais.find((channel) =>
        /crm|relacionamento/i.test(channel.nome),
      );
      const perks =
        investidor && crm && investidor.investimento_atual > 0
          ? formatMoney(Math.round((investidor.investimento_atual * crm.porcentagem) / 100))
          : undefined;
      return referral
        ? {
            title: 'Transformar a indicação num programa com meta mensal',
            what: 'Pedir indicação de forma organizada, com uma vantagem para quem indica e para quem chega, e medir quantos clientes o programa traz por mês.',
            why: why(
              'A indicação é o canal que mais fatura e não tem rotina: basta um mês fraco de indicações para o faturamento cair.',
            ),
            steps: [
              'Escolher o momento em que o cliente está mais satisfeito (na entrega, logo após um elogio, na recompra) para pedir a indicação.',
              'Definir a vantagem para quem indica e para quem chega, com limite de custo por cliente.',
              'Registrar quem indicou cada cliente novo e agradecer em até uma semana.',
              'Fixar uma meta mensal de clientes indicados e conferir no fechamento do mês.',
            ],
            who: `Quem atende os clientes, com ${lead} definindo a vantagem`,
            where: 'No atendimento e no pós-venda, com uma lista simples de indicações',
            howMuch: perks
              ? `Até ${perks} por mês em vantagens para quem indica (a parte de relacionamento na verba de hoje)`
              : 'Um brinde ou desconto por indicação, com teto mensal definido antes de começar',
            score,
          }
        : {
            title: `Dar meta e responsável ao canal ${mainChannel ?? 'que mais traz clientes'}`,
            what: `Definir uma meta mensal de clientes novos, uma pessoa responsável e uma rotina semanal para ${mainChannel ?? 'o canal principal'}.`,
            why: why('Um canal sem dono e sem meta não se torna previsível.'),
            steps: [
              'Perguntar a cada cliente novo como conheceu a empresa e anotar, durante um mês.',
              'Escolher o canal que mais traz clientes e fixar uma meta mensal para ele.',
              'Nomear a pessoa responsável e reservar uma hora por semana para o canal.',
              'Comparar no fim do mês o custo e o número de clientes de cada canal.',
            ],
            who: `A pessoa escolhida para o canal, com ${lead} acompanhando a meta`,
            where: mainChannel ?? `Canais de venda da ${company}`,
            howMuch: 'Sem custo direto: uma hora por semana de quem cuida do canal',
            score,
          };
    }
    case 'funil':
      if (dossier.level(key) >= 3)
        return {
          title: 'Medir a conversão de cada etapa do funil e retornar todo orçamento em 48 horas',
          what: 'Descobrir em que etapa as vendas mais se perdem e atacar essa etapa primeiro, com retorno rápido aos orçamentos parados.',
          why: why('Com as etapas registradas, o próximo ganho está em saber onde o cliente desiste.'),
          steps: [
            'Tirar do registro atual a conversão de cada etapa nos últimos três meses.',
            'Escolher a etapa que mais perde clientes e testar uma mudança nela por 30 dias.',
            'Deixar prontas as mensagens de retorno para orçamentos parados há 48 horas.',
            'Comparar a conversão da etapa antes e depois do teste.',
          ],
          who: `Quem atende os pedidos, com ${lead} revisando os números toda semana`,
          where: 'No registro de oportunidades (CRM ou planilha)',
          howMuch: 'Sem custo direto: cerca de 3 horas por mês de análise e 15 minutos por dia de retornos',
          score,
        };
      return {
        title: 'Registrar todos os pedidos e orçamentos num funil simples',
        what: 'Anotar cada contato, do primeiro pedido ao fechamento ou à perda, e retornar todo orçamento sem resposta.',
        why: why(
          'Orçamento que não é registrado não é cobrado: parte das vendas se perde sem que se saiba onde.',
        ),
        steps: [
          'Definir quatro etapas: contato, orçamento enviado, negociação, fechado ou perdido.',
          'Registrar no mesmo dia todo contato que chega por WhatsApp, telefone ou redes sociais.',
          'Retornar em até 48 horas todo orçamento sem resposta, com uma mensagem pronta.',
          'Toda sexta-feira, contar quantos passaram de uma etapa para a outra.',
        ],
        who: `Quem atende os pedidos, com ${lead} revisando o funil toda semana`,
        where: 'CRM gratuito ou planilha compartilhada, ao lado do WhatsApp Business',
        howMuch: 'Sem custo com um CRM gratuito ou uma planilha: cerca de 15 minutos por dia de quem atende',
        score,
      };
    case 'conteudo': {
      const channel = investidor?.alocacao_recomendada.canais.find((entry) =>
        /conteudo/.test(fold(entry.nome)),
      );
      const monthly =
        investidor && channel && investidor.investimento_atual > 0
          ? formatMoney(Math.round((investidor.investimento_atual * channel.porcentagem) / 100))
          : undefined;
      if (dossier.level(key) >= 3)
        return {
          title: 'Ligar cada publicação a um pedido de contato e medir o que o conteúdo traz',
          what: 'Fazer cada post pedir uma ação (agendar, pedir orçamento) e contar os clientes que chegam pelas redes.',
          why: why('O conteúdo já sai com regularidade; falta saber quanto vende.'),
          steps: [
            'Incluir em todo post um convite claro, com o link do WhatsApp ou da agenda.',
            'Perguntar a cada cliente novo se chegou pelas redes e anotar.',
            'No mês seguinte, repetir os temas que trouxeram mais contatos.',
            'Transformar resultados de clientes em depoimentos, com autorização.',
          ],
          who: `Quem cuida das redes sociais, com ${lead} acompanhando os contatos gerados`,
          where: 'Instagram, WhatsApp e a ficha de cada cliente novo',
          howMuch: monthly
            ? `Até ${monthly} por mês (a parte de conteúdo na verba de hoje), sem aumentar o tempo de produção`
            : 'Sem custo direto: 30 minutos por semana para contar os contatos',
          score,
        };
      return {
        title: 'Publicar com calendário, um tema por semana ligado ao que o cliente procura',
        what: 'Sair das publicações soltas para um calendário de quatro semanas, com tema, dia fixo e um pedido de contato em cada post.',
        why: why('Conteúdo com tema e frequência faz o cliente lembrar da empresa antes de precisar dela.'),
        steps: [
          'Listar as dez perguntas que os clientes mais fazem antes de comprar.',
          'Montar o calendário do mês: um tema por semana e um dia fixo de publicação.',
          'Transformar cada depoimento ou resultado de cliente num post, com autorização.',
          'No fim do mês, contar as mensagens e os pedidos que cada post trouxe.',
        ],
        who: `Quem cuida das redes sociais, com ${lead} aprovando o calendário`,
        where: 'Instagram e WhatsApp da empresa',
        howMuch: monthly
          ? `Até ${monthly} por mês (a parte de conteúdo na verba de hoje) e cerca de 3 horas por semana de produção`
          : 'Sem custo direto: cerca de 3 horas por semana de produção',
        score,
      };
    }
    case 'produto':
      return {
        title: 'Transformar a qualidade da entrega em prova de venda',
        what: 'Reunir depoimentos e resultados de clientes e usá-los no atendimento, nos orçamentos e nas redes sociais.',
        why: why('O que já funciona bem na entrega ainda não aparece para quem está decidindo comprar.'),
        steps: [
          'Escolher cinco clientes satisfeitos e pedir um depoimento curto, com o resultado que tiveram.',
          'Montar uma página ou um destaque com os depoimentos e fotos autorizadas.',
          'Incluir um depoimento em cada orçamento enviado.',
        ],
        who: `${lead}, com quem atende os clientes`,
        where: 'Orçamentos, site e redes sociais',
        howMuch: 'Sem custo direto: cerca de 4 horas por mês',
        score,
      };
  }
}

/** A stated priority that no X-ray area covers (hiring, a new offer, collections…), as its own task. */
function statedTask(item: string, index: number, context: Context): Candidate {
  const { lead, company } = context;
  const { bonus, why } = statedBonus(context, index);
  const topic = topicOf(item);
  const title = upperFirst(clause(item));
  const base = { title, why, score: 6 + bonus };
  switch (topic) {
    case 'pessoas':
      return {
        ...base,
        what: 'Definir a função, o custo e o prazo da contratação, fazer a seleção e planejar quatro semanas de transição.',
        why: `${why} Enquanto tudo passar por você, o tempo para as outras prioridades não aparece.`,
        steps: [
          'Listar as tarefas que a nova pessoa assume e as que continuam com você.',
          'Calcular o custo mensal total da vaga (salário, encargos e benefícios, cerca de 1,7 vez o salário) e confirmar que o caixa comporta.',
          'Divulgar a vaga e entrevistar pelo menos três candidatos, com um teste prático.',
          'Planejar quatro semanas de transição, com você acompanhando de perto.',
        ],
        who: `${lead}, com apoio de quem hoje faz as tarefas a passar`,
        where: `Na ${company}`,
        howMuch:
          'O custo mensal da vaga (cerca de 1,7 vez o salário, com encargos) e cerca de 10 horas de seleção',
      };
    case 'caixa':
      return {
        ...base,
        why: `${why} Cada cliente em atraso é caixa que falta para as outras prioridades.`,
        what: 'Organizar a cobrança com uma régua de prazos e levar os clientes novos para o pagamento automático.',
        steps: [
          'Listar quem está em atraso, há quanto tempo e quanto deve.',
          'Definir a régua de cobrança: lembrete antes do vencimento, contato no dia seguinte, proposta de acordo em 15 dias.',
          'Oferecer pagamento automático (cartão recorrente ou débito) aos clientes novos.',
        ],
        who: `Quem cuida do financeiro, com ${lead} aprovando os acordos`,
        where: 'Controle de contas a receber',
        howMuch: 'Sem custo direto: cerca de 2 horas por semana de quem cuida do financeiro',
      };
    default:
      return {
        ...base,
        what: 'Desenhar a oferta (o que inclui, para quem, preço e contrato), testá-la com clientes atuais e fechar os primeiros contratos.',
        why: `${why} Uma oferta nova só vira faturamento com preço, contrato e meta definidos desde o início.`,
        steps: [
          'Escrever a oferta em uma página: o que inclui, para quem, preço e prazo.',
          'Apresentar a cinco clientes atuais e anotar as objeções.',
          'Ajustar a oferta e fechar os primeiros contratos.',
          'Fixar uma meta mensal de contratos e acompanhar no painel.',
        ],
        who: `${lead}, com quem atende os clientes`,
        where: `Na ${company}, começando pelos clientes atuais`,
        howMuch: 'Sem custo direto: cerca de 12 horas para desenhar e apresentar a oferta',
      };
  }
}

/** A marketing channel of the allocation, as the owner would say it. */
function channelLabel(name: string): string {
  const folded = fold(name);
  if (/performance|anuncio/.test(folded)) return 'anúncios pagos';
  if (/crm|relacionamento/.test(folded)) return 'o relacionamento com quem já é cliente';
  if (/credibilidade/.test(folded)) return 'avaliações e depoimentos';
  if (/influenc|parceri/.test(folded)) return 'parcerias com perfis e negócios locais';
  if (/reconhecimento|marca/.test(folded)) return 'uma ação de marca na região';
  return lowerFirst(name);
}

/** Where a marketing channel is worked, by kind of channel. */
function channelPlace(name: string): string {
  const folded = fold(name);
  if (/performance|anuncio/.test(folded))
    return 'Anúncios no Instagram e no Google, para o público da região';
  if (/crm|relacionamento/.test(folded)) return 'Lista de clientes e WhatsApp Business';
  if (/credibilidade/.test(folded)) return 'Perfil no Google e página de depoimentos';
  if (/influenc|parceri/.test(folded)) return 'Parceiros e perfis locais que falam com o mesmo cliente';
  return name;
}

/** Steps to test one marketing channel with a small budget, by kind of channel. */
function channelSteps(name: string): string[] {
  const folded = fold(name);
  if (/performance|anuncio/.test(folded))
    return [
      'Escolher um único produto ou serviço e um público da região para o anúncio.',
      'Criar duas versões do anúncio e dividir a verba entre elas nas duas primeiras semanas.',
      'Ficar com a versão que trouxer o contato mais barato e pausar a outra.',
      'Anotar quantos contatos viraram venda e calcular o custo por cliente.',
    ];
  if (/crm|relacionamento/.test(folded))
    return [
      'Reunir numa lista os clientes dos últimos 12 meses, com a data da última compra.',
      'Enviar uma mensagem pessoal a quem não compra há mais de três meses.',
      'Medir quantos voltaram a comprar em 30 dias.',
    ];
  if (/credibilidade/.test(folded))
    return [
      'Pedir avaliação no Google a cada cliente satisfeito, com o link pronto.',
      'Publicar um caso de cliente por mês, com o resultado em números.',
      'Acompanhar a nota e o número de avaliações todo mês.',
    ];
  if (/influenc|parceri/.test(folded))
    return [
      'Listar cinco parceiros ou perfis locais que falam com o mesmo cliente.',
      'Propor uma ação conjunta com um cupom próprio para medir o retorno.',
      'Manter só as parcerias que trouxerem clientes em 60 dias.',
    ];
  return [
    `Definir uma ação de ${lowerFirst(name)} com início, fim e público claros.`,
    'Medir quantas pessoas novas chegaram até a empresa durante a ação.',
    'Decidir no fim do período se a ação continua.',
  ];
}

/** The marketing budget's biggest channels, each as a small measured test (money reconciled in stages). */
function budgetTasks(context: Context, taken: (name: string) => boolean): Candidate[] {
  const investidor = context.dossier.investidor;
  if (!investidor || investidor.investimento_recomendado <= 0) return [];
  const { investimento_atual: current, investimento_recomendado: recommended } = investidor;
  return [...investidor.alocacao_recomendada.canais]
    .filter((channel) => !taken(channel.nome))
    .sort((a, b) => b.porcentagem - a.porcentagem)
    .slice(0, 2)
    .map((channel, index): Candidate => {
      const target = Math.round((recommended * channel.porcentagem) / 100);
      const start =
        current > 0
          ? Math.min(target, Math.round((current * channel.porcentagem) / 100))
          : Math.round(target / 3);
      return {
        title: `Testar ${channelLabel(channel.nome)} com uma verba pequena e medida`,
        what: `Separar ${formatMoney(start)} por mês para ${channelLabel(channel.nome)} durante 60 dias e só subir a verba se o custo por cliente couber na margem.`,
        why: `O dossiê recomenda ${formatMoney(recommended)} por mês em marketing, contra ${formatMoney(current)} hoje. Subir em etapas, com o resultado medido, protege o caixa e mostra o que funciona.`,
        steps: channelSteps(channel.nome),
        who: `Quem cuida do marketing, com ${context.lead} aprovando a verba`,
        where: channelPlace(channel.nome),
        howMuch: `${formatMoney(start)} por mês nos primeiros 60 dias; depois até ${formatMoney(target)} por mês (${channel.porcentagem}% de ${formatMoney(recommended)})`,
        score: 5 - index,
      };
    });
}

/** Delegating one centralised decision, with rules that fit that decision. */
function delegationTask(decision: string, context: Context, index: number): Candidate {
  const folded = fold(decision);
  const steps = /desconto|condic/.test(folded)
    ? [
        'Definir as alçadas: até que desconto a equipe concede e a partir de quanto passa por você.',
        'Escrever as condições de pagamento aceitas e deixar a tabela à vista de quem vende.',
        'Conferir no fim do mês os descontos dados e o efeito na margem.',
      ]
    : /compra|pagamento/.test(folded)
      ? [
          'Fixar um valor até o qual a equipe compra sem pedir aprovação.',
          'Listar os fornecedores aprovados e os preços de referência.',
          'Revisar as compras da semana em 15 minutos, toda segunda-feira.',
        ]
      : /contrat|deslig/.test(folded)
        ? [
            'Escrever o perfil de cada função e os critérios de contratação.',
            'Incluir uma pessoa de confiança nas entrevistas e na decisão.',
            'Combinar que desligamentos passam por uma conversa com você antes.',
          ]
        : [
            `Escrever em uma página quando a equipe decide sobre ${lowerFirst(decision)} e quando precisa de você.`,
            'Escolher a pessoa que decide e acompanhar as decisões por duas semanas.',
            'Revisar as exceções no fim do mês e ajustar as regras.',
          ];
  return {
    title: `Passar a decisão sobre ${lowerFirst(decision)} para a equipe, com limites claros`,
    what: `Definir regras para que as decisões sobre ${lowerFirst(decision)} deixem de esperar pela sua aprovação.`,
    why: `Hoje as decisões sobre ${lowerFirst(decision)} passam por você: cada decisão parada é tempo que falta para as prioridades do plano.`,
    steps,
    who: `${context.lead} define as regras; a pessoa escolhida passa a decidir`,
    where: `Na rotina da ${context.company}`,
    howMuch:
      'Sem custo direto: cerca de 3 horas para escrever as regras e 30 minutos por semana no primeiro mês',
    score: 4 - index,
  };
}

/** The weekly meeting that keeps the plan moving. */
const ritualTask = (context: Context): Candidate => ({
  title: 'Fazer uma reunião semanal de 30 minutos sobre o plano',
  what: 'Reunir a liderança toda semana, no mesmo dia e horário, para ver o andamento das tarefas e decidir o que destravar.',
  why: 'Plano sem acompanhamento semanal perde ritmo na primeira semana cheia.',
  steps: [
    'Marcar dia e horário fixos e uma pauta de três perguntas: o que foi feito, o que travou, o que vem.',
    'Olhar as tarefas do plano que vencem nas próximas duas semanas.',
    'Sair com cada decisão anotada e com dono.',
  ],
  who: `${context.lead} e as pessoas de referência da equipe`,
  where: `Na ${context.company}, no início da semana`,
  howMuch: 'Sem custo direto: 30 minutos por semana de cada participante',
  score: 3,
});

/** Tasks any area can take when the dossier gives it nothing more (distinct steps each). */
function fillTasks(area: string, context: Context): Candidate[] {
  const name = lowerFirst(area);
  const lead = context.lead;
  return [
    {
      title: `Mapear como funciona hoje a área de ${name}`,
      what: `Descrever em uma página as rotinas de ${name}: quem faz o quê, com que frequência e onde trava.`,
      why: `Sem um retrato de ${name}, não dá para saber o que melhorar primeiro.`,
      steps: [
        `Acompanhar a rotina de ${name} durante uma semana e anotar cada etapa.`,
        'Marcar as etapas que atrasam ou dependem de uma só pessoa.',
        'Escolher o gargalo a atacar primeiro.',
      ],
      who: `A pessoa de referência em ${name}, com ${lead}`,
      where: `Na rotina de ${name}`,
      howMuch: 'Sem custo direto: cerca de 5 horas na semana de observação',
      score: 1.5,
    },
    {
      title: `Definir a meta e o indicador de ${name}`,
      what: `Escolher um número que mostre se ${name} está melhorando e a meta para os próximos 90 dias.`,
      why: 'Uma área sem meta não sabe se está indo bem.',
      steps: [
        `Escolher um indicador de ${name} que dê para medir toda semana.`,
        'Levantar o valor atual e fixar a meta para 90 dias.',
        'Incluir o indicador no painel mensal.',
      ],
      who: `${lead}, com a pessoa de referência em ${name}`,
      where: 'No painel de indicadores da empresa',
      howMuch: 'Sem custo direto: cerca de 2 horas para definir e 15 minutos por semana para medir',
      score: 1.4,
    },
    {
      title: `Escolher quem responde por ${name}`,
      what: `Dar a ${name} uma pessoa responsável, com autonomia e limites combinados.`,
      why: 'Quando todos cuidam de uma área, ninguém cuida.',
      steps: [
        `Listar as decisões do dia a dia de ${name}.`,
        'Combinar com a pessoa escolhida o que ela decide e o que passa por você.',
        'Revisar o combinado depois de 30 dias.',
      ],
      who: lead,
      where: `Na equipe de ${name}`,
      howMuch: 'Sem custo direto: uma conversa de uma hora e uma revisão em 30 dias',
      score: 1.3,
    },
    {
      title: `Padronizar a principal rotina de ${name}`,
      what: `Escrever o passo a passo da rotina mais repetida de ${name}, para que qualquer pessoa da equipe a execute.`,
      why: 'Rotina escrita não depende da memória de ninguém.',
      steps: [
        `Escolher a rotina de ${name} que mais se repete.`,
        'Escrever o passo a passo com quem a executa hoje e testar com outra pessoa.',
        'Guardar a versão final num lugar que toda a equipe acesse.',
      ],
      who: `Quem executa a rotina hoje, com revisão de ${lead}`,
      where: 'Pasta compartilhada de processos',
      howMuch: 'Sem custo direto: cerca de 3 horas',
      score: 1.2,
    },
    {
      title: `Ouvir os clientes sobre ${name}`,
      what: `Conversar com cinco clientes sobre o que ${name} poderia fazer melhor.`,
      why: 'O cliente vê falhas que quem está dentro já não percebe.',
      steps: [
        'Escolher cinco clientes de perfis diferentes.',
        'Fazer três perguntas curtas por telefone ou WhatsApp e anotar as respostas.',
        'Transformar a queixa mais repetida numa tarefa do próximo ciclo.',
      ],
      who: `${lead} ou a pessoa de referência em ${name}`,
      where: 'Por telefone ou WhatsApp',
      howMuch: 'Sem custo direto: cerca de 2 horas',
      score: 1.1,
    },
    {
      title: `Revisar em 60 dias o que mudou em ${name}`,
      what: `Comparar ${name} de hoje com o de 60 dias atrás e decidir o próximo passo.`,
      why: 'Sem uma revisão marcada, as melhorias se perdem no dia a dia.',
      steps: [
        `Reunir os números e as tarefas concluídas de ${name} no período.`,
        'Apontar o que melhorou, o que não andou e por quê.',
        'Definir as duas próximas tarefas da área.',
      ],
      who: `${lead} e a pessoa de referência em ${name}`,
      where: 'Na reunião mensal de resultados',
      howMuch: 'Sem custo direto: uma reunião de uma hora',
      score: 1,
    },
  ];
}

/** A checkpoint on an area, when the dossier gives too little for the count asked (each on its own day). */
function reviewTask(area: string, review: number, context: Context): Candidate {
  const day = Math.min(PLAN_HORIZON_DAYS, 15 * review);
  const name = lowerFirst(area);
  return {
    title: `Ponto de controle ${review} de ${name}, no dia ${day}`,
    what: `Conferir no dia ${day} o andamento das tarefas de ${name} e ajustar a rota.`,
    why: 'Sem revisão periódica, o plano perde ritmo.',
    steps: [
      `No dia ${day}, listar as tarefas de ${name} concluídas e as atrasadas.`,
      `Para cada atraso em ${name}, decidir: nova data, outra pessoa ou cancelar.`,
    ],
    who: context.lead,
    where: `Na reunião da semana do dia ${day}`,
    howMuch: 'Sem custo direto: 30 minutos',
    score: 0.5 - review / 100,
  };
}

/** The plan area (as the user wrote it) that hosts `topic`, or undefined when none fits. */
function homeOf(topic: PriorityTopic, areas: readonly string[]): string | undefined {
  for (const home of topicHomes[topic]) {
    const area = areas.find((candidate) => fold(candidate) === home);
    if (area) return area;
  }
  return undefined;
}

/**
 * The whole plan's candidates by area: the X-ray areas and the stated priorities in the area that fits
 * their topic (the first stated priority in the first area when none fits), the area's own extras, then
 * fills; each area's list sorted by impact.
 */
function candidatesByArea(input: PlanAreaInput, context: Context): Map<string, Candidate[]> {
  const areas = input.areas.includes(input.area) ? input.areas : [...input.areas, input.area];
  const byArea = new Map<string, Candidate[]>(areas.map((area) => [area, []]));
  const add = (area: string | undefined, candidate: Candidate) => {
    if (area) byArea.get(area)!.push(candidate);
  };
  const coveredTopics = new Set<PriorityTopic>();
  const unhosted: DossierAreaKey[] = [];
  for (const key of dossierAreaKeys) {
    const home = homeOf(key, areas) ?? (statedIndex(context, key) === 0 ? areas[0] : undefined);
    if (home) {
      // An area task that carries a stated priority takes the user's own words as its title.
      const stated = context.stated[statedIndex(context, key)];
      const task = areaTask(key, context);
      add(home, stated ? { ...task, title: upperFirst(clause(stated)) } : task);
      coveredTopics.add(key);
    } else unhosted.push(key);
  }
  context.stated.forEach((item, index) => {
    const topic = topicOf(item) ?? 'oferta';
    if (coveredTopics.has(topic) && topic !== 'oferta') return;
    add(homeOf(topic, areas) ?? (index === 0 ? areas[0] : undefined), statedTask(item, index, context));
  });
  const marketing = areas.find((area) => fold(area) === 'marketing');
  if (marketing) {
    const tookContent = coveredTopics.has('conteudo');
    for (const task of budgetTasks(context, (name) => tookContent && /conteudo/.test(fold(name))))
      add(marketing, task);
  }
  const management = homeOf('pessoas', areas);
  if (management) {
    const decisions = centralisedDecisions(context.dossier).filter(
      (decision) => !(coveredTopics.has('precificacao') && /preco/.test(fold(decision))),
    );
    decisions
      .slice(0, 2)
      .forEach((decision, index) => add(management, delegationTask(decision, context, index)));
    add(management, ritualTask(context));
  }
  for (const area of areas) {
    const list = byArea.get(area)!;
    // An area nothing fits takes the weakest X-ray area no other plan area hosts.
    if (list.length === 0)
      for (const key of [...unhosted]
        .sort((a, b) => context.dossier.level(a) - context.dossier.level(b))
        .slice(0, 1)) {
        list.push(areaTask(key, context));
        unhosted.splice(unhosted.indexOf(key), 1);
      }
    list.push(...fillTasks(area, context));
    for (let review = 1; list.length < input.itemsPerArea; review++)
      list.push(reviewTask(area, review, context));
    list.sort((a, b) => b.score - a.score);
  }
  return byArea;
}

/**
 * One area's N tasks (`input.area`). The whole plan is picked (every call the same, so the areas agree),
 * the picked tasks ranked by impact across the plan: the top third high, the bottom third low; within
 * the area, the most important is due first and the due dates spread over the horizon.
 */
export function actionPlanArea(input: PlanAreaInput): GeneratedAreaTasks {
  const dossier = readDossier(input);
  const context: Context = {
    dossier,
    company: input.companyName?.trim() || 'empresa',
    lead: input.userFirstName?.trim() || 'você',
    stated: statedPriorities(dossier, input.statedPriorities?.trim() || undefined),
    indicators: (dossier.plano?.indicadores_principais ?? []).map((entry) => entry.replace(/\.$/, '')),
  };
  const byArea = candidatesByArea(input, context);
  const count = input.itemsPerArea;
  const plan = [...byArea].flatMap(([area, list]) =>
    list.slice(0, count).map((candidate) => ({ area, candidate })),
  );
  const ranked = [...plan].sort((a, b) => b.candidate.score - a.candidate.score);
  const high = Math.ceil(ranked.length / 3);
  const low = ranked.length >= 3 ? Math.floor(ranked.length / 3) : 0;
  const priorityOf = new Map(
    ranked.map(({ candidate }, rank): [Candidate, GeneratedTask['priority']] => [
      candidate,
      rank < high ? 'high' : rank >= ranked.length - low ? 'low' : 'medium',
    ]),
  );
  const picked = byArea.get(input.area)!.slice(0, count);
  const tasks = picked.map((candidate, rank): GeneratedTask => {
    const dueInDays = Math.max(1, Math.round((PLAN_HORIZON_DAYS * (rank + 1)) / picked.length));
    const due = addDays(input.today, dueInDays);
    return {
      title: short(candidate.title, 150),
      priority: priorityOf.get(candidate) ?? 'medium',
      dueInDays,
      what: candidate.what,
      why: candidate.why,
      who: upperFirst(candidate.who),
      where: candidate.where,
      when: `Até ${formatDay(due)}, ${dueInDays} dias a partir de ${formatDay(input.today)}`,
      how: candidate.steps.map((step, index) => `${index + 1}. ${step}`).join('\n'),
      howMuch: candidate.howMuch,
    };
  });
  return { tasks, generatedLocally: true };
}
