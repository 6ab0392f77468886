import { maturityLabel } from '../../contracts/analysis-data/common';
import {
  PLAN_HORIZON_DAYS,
  type GeneratedAreaTasks,
  type GeneratedTask,
} from '../../contracts/analysis-data/action-plan';
import { dossierAreaKeys, type DossierAreaKey } from '../../contracts/analysis-data/dossier/raio-x-negocio';
import { readDossierSection } from '../../contracts/analysis-data/dossier/read-dossier-section';
import { formatMoney } from '../answers/answer-sheet';
import type { PlanAreaInput } from '../plan-input';

/**
 * The local analyst's action plan, one area at a time: tasks derived from the user's own dossier (the
 * X-ray's weakest areas and critical gaps, the tactical schedule, the channel mix and allocation, the
 * founder's centralised decisions, the indicators), the weakest first, every 5W2H field filled, due
 * dates spread over the next 90 days. No clock: dates follow from `today`.
 */

/** A task before its place in the plan: what it is, where it comes from, and how weak that area is. */
interface Candidate {
  title: string;
  what: string;
  why: string;
  steps: string[];
  who?: string;
  where?: string;
  howMuch?: string;
  /** The maturity (0-5) of the X-ray area it strengthens; undefined when it is not one area's. */
  level?: number;
}

const areaNames: Record<DossierAreaKey, string> = {
  produto: 'Produto',
  canal: 'Canal',
  funil: 'Funil',
  precificacao: 'Precificação',
  mensuracao: 'Mensuração',
  conteudo: 'Conteúdo',
};

/** The X-ray areas each offered plan area strengthens (the custom areas use the weakest overall). */
const relatedAreas: Record<string, DossierAreaKey[]> = {
  marketing: ['conteudo', 'canal'],
  vendas: ['funil', 'canal'],
  gestao: ['mensuracao'],
  financas: ['precificacao', 'mensuracao'],
  operacoes: ['produto', 'mensuracao'],
  produto: ['produto'],
  'recursos humanos': [],
  tecnologia: ['mensuracao', 'funil'],
  comunicacao: ['conteudo'],
};

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
const unquote = (value: string) => value.replace(/[“”"]/g, '').replace(/\.$/, '').trim();
const short = (value: string, max = 90) => {
  const clean = unquote(value);
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
};
const lowerFirst = (value: string) => value.charAt(0).toLocaleLowerCase('pt-BR') + value.slice(1);

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (today: string, days: number) =>
  new Date(Date.parse(today) + days * DAY_MS).toISOString().slice(0, 10);
const ddMMyyyy = (day: string) => day.split('-').reverse().join('/');

/** What the generator reads of the dossier, each section leniently (missing sections read as empty). */
function readSections(sections: PlanAreaInput['sections']) {
  return {
    raio: readDossierSection('raio_x_negocio', sections),
    plano: readDossierSection('plano_estrategico', sections),
    fundador: readDossierSection('perfil_fundador', sections),
    investidor: readDossierSection('perfil_investidor', sections),
    mercado: readDossierSection('analise_mercado', sections),
  };
}
type Dossier = ReturnType<typeof readSections>;

function levelOf(dossier: Dossier, key: DossierAreaKey): number {
  return dossier.raio?.areas_avaliadas[key].nivel_maturidade ?? 3;
}

/** The "raise this X-ray area one level" task, with the schedule's actions for it when there are some. */
function raiseArea(dossier: Dossier, key: DossierAreaKey): Candidate {
  const level = levelOf(dossier, key);
  const name = areaNames[key];
  const area = dossier.raio?.areas_avaliadas[key];
  const phase = dossier.plano?.cronograma_tatico.find((entry) => fold(entry.foco).startsWith(fold(name)));
  const target = Math.min(5, Math.floor(level) + 1);
  return {
    title: `Elevar ${name} do nível ${Math.floor(level)} (${maturityLabel(level)}) ao nível ${target}`,
    what: `Levar a área de ${name} ao nível ${target} (${maturityLabel(target)}) de maturidade.`,
    why: area?.descricao_maturidade
      ? `O Raio-X do dossiê avalia ${name} no nível ${Math.floor(level)}: “${unquote(area.descricao_maturidade)}”.`
      : `O Raio-X do dossiê avalia ${name} no nível ${Math.floor(level)} (${maturityLabel(level)}).`,
    steps: phase?.acoes.length ? phase.acoes.map(unquote) : [],
    level,
  };
}

/** Every candidate the dossier gives for one plan area, in no particular order. */
function candidatesFor(area: string, dossier: Dossier, company: string): Candidate[] {
  const key = fold(area);
  const related = relatedAreas[key];
  const { raio, plano, fundador, investidor, mercado } = dossier;
  const weakest = [...dossierAreaKeys].sort((a, b) => levelOf(dossier, a) - levelOf(dossier, b));
  const list: Candidate[] = (related ?? weakest.slice(0, 1)).map((areaKey) => raiseArea(dossier, areaKey));
  const recommended = investidor?.investimento_recomendado ?? 0;
  const amount = (share: number) => formatMoney(Math.round((recommended * share) / 100));

  if (key === 'marketing') {
    for (const channel of investidor?.alocacao_recomendada.canais ?? [])
      list.push({
        title: `Ativar o canal ${channel.nome} com ${channel.porcentagem}% da verba`,
        what: `Investir ${recommended > 0 ? `${amount(channel.porcentagem)} por mês` : `${channel.porcentagem}% da verba`} em ${channel.nome}.`,
        why:
          channel.justificativa ||
          `Alocação recomendada pelo perfil de investidor ${investidor?.classificacao ?? ''}.`,
        steps: [],
        where: channel.nome,
        howMuch:
          recommended > 0
            ? `${amount(channel.porcentagem)} por mês (${channel.porcentagem}% de ${formatMoney(recommended)})`
            : undefined,
        level: levelOf(dossier, 'canal'),
      });
    for (const content of plano?.conteudo_recomendado ?? [])
      list.push({
        title: `Produzir: ${short(content, 80)}`,
        what: unquote(content),
        why: `Conteúdo recomendado pelo plano estratégico para ${company}.`,
        steps: [],
        level: levelOf(dossier, 'conteudo'),
      });
  }
  if (key === 'vendas' || key === 'marketing') {
    for (const channel of plano?.mix_canais ?? [])
      if (channel.prioridade === 'alta' || key === 'vendas')
        list.push({
          title: `Tornar previsível o canal ${short(channel.canal, 60)}`,
          what: `Definir meta, rotina e responsável para ${unquote(channel.canal)}.`,
          why: `No mix de canais: ${unquote(channel.papel)}.`,
          steps: [],
          where: unquote(channel.canal),
          level: levelOf(dossier, 'canal'),
        });
  }
  if (key === 'vendas' || key === 'produto' || key === 'comunicacao')
    for (const pain of plano?.persona_principal.dores ?? [])
      list.push({
        title: `Responder à dor do cliente: ${short(pain, 70)}`,
        what: `Criar uma oferta e um argumento de venda para a dor ${pain}`,
        why: `É uma dor da persona principal (${plano?.persona_principal.nome || 'cliente ideal'}).`,
        steps: [],
      });
  if (key === 'gestao' || key === 'financas' || key === 'tecnologia') {
    const indicators = plano?.indicadores_principais ?? [];
    if (indicators.length)
      list.push({
        title: 'Montar o painel dos indicadores principais',
        what: `Acompanhar todo mês: ${indicators.join(', ')}.`,
        why: 'O plano estratégico define estes indicadores; sem eles as decisões seguem no escuro.',
        steps: [
          'Definir a fonte e o responsável de cada indicador.',
          'Montar uma planilha ou painel com os números do último trimestre.',
          'Revisar os números numa reunião mensal fixa.',
        ],
        where: 'Planilha ou painel compartilhado da empresa',
        level: levelOf(dossier, 'mensuracao'),
      });
  }
  if (key === 'gestao' || key === 'operacoes' || key === 'recursos humanos')
    for (const centralized of fundador?.areas_centralizadas ?? [])
      list.push({
        title: `Delegar: ${short(centralized.replace(/ depende da aprovação do fundador\.?$/, ''), 70)}`,
        what: `Tirar do fundador a decisão sobre ${unquote(centralized.replace(/ depende da aprovação do fundador\.?$/, ''))}, com regras claras.`,
        why: `Hoje ${lowerFirst(unquote(centralized))}. ${fundador?.recomendacao_apoio ?? ''}`.trim(),
        steps: [
          'Escrever as regras de decisão (limites, exceções).',
          'Escolher quem decide e treinar por duas semanas.',
          'Revisar as decisões tomadas no fim do mês.',
        ],
        who: 'Fundador (define as regras) e o responsável escolhido',
      });
  if (key === 'operacoes' || key === 'recursos humanos')
    for (const blocker of fundador?.travas_identificadas ?? [])
      list.push({
        title: `Destravar: ${short(blocker, 80)}`,
        what: unquote(blocker),
        why: 'Trava identificada no perfil do fundador.',
        steps: [],
      });
  if (key === 'recursos humanos' && fundador?.recomendacao_apoio)
    list.push({
      title: 'Definir o braço direito do fundador',
      what: unquote(fundador.recomendacao_apoio),
      why: `Alinhamento entre empresa e vida: ${fundador.grau_alinhamento}/10.`,
      steps: [],
    });
  if (key === 'financas' && investidor && investidor.investimento_recomendado > 0)
    list.push({
      title: `Ajustar o investimento em marketing para ${formatMoney(investidor.investimento_recomendado)} por mês`,
      what: `Sair de ${formatMoney(investidor.investimento_atual)} para ${formatMoney(investidor.investimento_recomendado)} por mês, em etapas.`,
      why: investidor.justificativa_investimento,
      steps: [],
      howMuch: `${formatMoney(investidor.investimento_recomendado)} por mês`,
    });
  if (key === 'tecnologia')
    for (const trend of mercado?.tendencias_setor ?? [])
      if (fold(trend.tipo).startsWith('tecnolog'))
        list.push({
          title: `Avaliar a tendência: ${short(trend.tendencia, 70)}`,
          what: `Testar como ${unquote(trend.tendencia)} pode servir a ${company}.`,
          why: trend.impacto || 'Tendência tecnológica do setor.',
          steps: [],
        });
  if (key === 'comunicacao' && mercado?.ajuste_posicionamento)
    list.push({
      title: 'Reescrever a mensagem de posicionamento',
      what: unquote(mercado.ajuste_posicionamento),
      why: `Posicionamento atual: ${plano?.posicionamento ?? 'a definir'}.`,
      steps: [],
    });
  // What every area can take on: the X-ray's critical gaps and the schedule's actions, in the area's words.
  for (const gap of raio?.gaps_criticos ?? [])
    list.push({
      title: `${area}: resolver ${lowerFirst(short(gap, 80))}`,
      what: unquote(gap),
      why: 'Gap crítico apontado pelo Raio-X do dossiê.',
      steps: [],
    });
  for (const phase of plano?.cronograma_tatico ?? [])
    for (const action of phase.acoes)
      list.push({
        title: `${area}: ${lowerFirst(short(action, 90))}`,
        what: unquote(action),
        why: `Ação do cronograma tático (${phase.fase}, ${phase.periodo}): ${unquote(phase.foco)}.`,
        steps: [],
      });
  return list;
}

const priorityOf = (level: number | undefined): GeneratedTask['priority'] =>
  level === undefined ? 'medium' : level <= 2 ? 'high' : level < 4 ? 'medium' : 'low';

const defaultWho: Record<string, string> = {
  marketing: 'Responsável por marketing (o fundador, até haver alguém na função)',
  vendas: 'Responsável comercial, com o fundador nas negociações-chave',
  gestao: 'Fundador, com apoio do responsável administrativo',
  financas: 'Responsável financeiro ou contador, com o fundador',
  operacoes: 'Responsável pela operação',
  produto: 'Responsável pelo produto, ouvindo o time de atendimento',
  'recursos humanos': 'Fundador, com apoio de RH ou de um consultor',
  tecnologia: 'Responsável por tecnologia ou o fornecedor de sistemas',
  comunicacao: 'Responsável por comunicação e marca',
};

/**
 * The N candidates of one area, weakest first, leaving out what an earlier area took (`used`, which
 * it extends): a task is planned once, under the first area that asks for it (Marketing and Vendas
 * share Canal). A dossier too thin for N tasks gets follow-up reviews of the area's first task.
 */
function pickFor(area: string, dossier: Dossier, company: string, count: number, used: Set<string>) {
  const candidates = candidatesFor(area, dossier, company)
    .filter((candidate) => !used.has(fold(candidate.title)) && used.add(fold(candidate.title)))
    .sort((a, b) => (a.level ?? 3) - (b.level ?? 3));
  for (const candidate of candidates.slice(count)) used.delete(fold(candidate.title));
  const picked = candidates.slice(0, count);
  for (let review = 1; picked.length < count; review++) {
    const base = picked[0]?.title ?? `${area} de ${company}`;
    picked.push({
      title: `${area}: revisão ${review} — ${lowerFirst(short(base, 80))}`,
      what: `Revisar o andamento de “${short(base, 80)}” e ajustar a rota.`,
      why: 'Sem revisão periódica, o plano perde ritmo.',
      steps: [],
    });
  }
  return picked;
}

/**
 * One area's N tasks (`input.area`), after what the areas before it in the plan took; due dates: the
 * weakest (highest priority) first, spread evenly over the horizon.
 */
export function actionPlanArea(input: PlanAreaInput): GeneratedAreaTasks {
  const { area } = input;
  const dossier = readSections(input.sections);
  const company = input.companyName?.trim() || 'a empresa';
  const indicators = dossier.plano?.indicadores_principais ?? [];
  const used = new Set<string>();
  const position = input.areas.indexOf(area);
  for (const earlier of position >= 0 ? input.areas.slice(0, position) : input.areas)
    pickFor(earlier, dossier, company, input.itemsPerArea, used);
  const picked = pickFor(area, dossier, company, input.itemsPerArea, used);
  const ranked = picked
    .map((candidate, index) => ({ candidate, index }))
    .sort((a, b) => (a.candidate.level ?? 3) - (b.candidate.level ?? 3) || a.index - b.index);
  const dueOf = new Map(
    ranked.map(({ candidate }, rank) => [
      candidate,
      Math.max(1, Math.round((PLAN_HORIZON_DAYS * (rank + 1)) / ranked.length)),
    ]),
  );
  const tasks = picked.map((candidate): GeneratedTask => {
    const dueInDays = dueOf.get(candidate)!;
    const due = addDays(input.today, dueInDays);
    const steps = candidate.steps.length
      ? candidate.steps
      : [
          `Detalhar com o responsável o que será entregue: ${lowerFirst(short(candidate.what, 120))}`,
          'Dividir em entregas semanais e colocar na agenda da equipe.',
          indicators.length
            ? `Medir o efeito em ${indicators.slice(0, 2).join(' e ')}.`
            : 'Registrar o resultado e o que aprendeu.',
        ];
    return {
      title: short(candidate.title, 150),
      priority: priorityOf(candidate.level),
      dueInDays,
      what: candidate.what,
      why: candidate.why,
      who: candidate.who ?? defaultWho[fold(area)] ?? `Responsável pela área de ${area}`,
      where: candidate.where ?? `Na ${company}, na rotina da área de ${area}`,
      when: `Até ${ddMMyyyy(due)} (${dueInDays} dias a partir de ${ddMMyyyy(input.today)})`,
      how: steps.map((step, index) => `${index + 1}. ${step}`).join('\n'),
      howMuch:
        candidate.howMuch ??
        `Sem custo direto: cerca de ${priorityOf(candidate.level) === 'high' ? 12 : 6} horas da equipe por mês`,
    };
  });
  return { tasks, generatedLocally: true };
}
