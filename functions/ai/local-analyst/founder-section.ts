import type { FounderSectionAnalysis } from '../../contracts/analysis-data/founder-section';
import type { AnswerSheet } from '../answers/answer-sheet';
import { describeAnswer } from '../answers/describe-answer';

/** The reading of each section: one sentence that follows from its key answers. */
const readings: Record<string, (sheet: AnswerSheet) => string | undefined> = {
  ambicao_objetivo_vida: (sheet) => {
    const alinhamento = sheet.number('alinhamento_vida_empresa');
    if (alinhamento === undefined) return undefined;
    return alinhamento <= 5
      ? `Com a empresa contribuindo apenas ${alinhamento}/10 para a vida desejada, o primeiro passo é redesenhar o seu papel no negócio.`
      : `A empresa contribui ${alinhamento}/10 para a vida desejada: a ambição e o negócio caminham juntos, e o desafio é sustentar esse alinhamento no crescimento.`;
  },
  tempo_energia_disponivel: (sheet) => {
    const horas = sheet.number('horas_semanais');
    const energia = sheet.option('nivel_energia');
    if (horas === undefined && !energia) return undefined;
    const sobrecarga = (horas ?? 0) > 50 || (energia?.value ?? 5) <= 2;
    return sobrecarga
      ? 'A combinação de carga horária e energia indica risco de esgotamento: proteja tempo para a estratégia e delegue o operacional.'
      : 'A carga e a energia estão sob controle: o ganho agora está em direcionar mais horas para vendas e estratégia.';
  },
  conhecimento_experiencia: (sheet) => {
    const competencias = sheet.selectedTexts('competencias_dominadas');
    return competencias.length >= 3
      ? 'Há domínio em várias áreas — o risco é querer fazer tudo; use esse conhecimento para formar o time.'
      : 'O domínio concentrado em poucas áreas pede parceiros ou líderes que complementem o que falta.';
  },
  perfil_tomada_decisao: (sheet) => {
    const estilo = sheet.option('estilo_decisao');
    if (!estilo) return undefined;
    return estilo.value === 4
      ? 'Decisões paradas custam caro: defina um prazo e um critério para cada decisão importante.'
      : 'O estilo de decisão é claro; o próximo passo é registrar critérios para que o time decida como você decidiria.';
  },
  motivacao_resiliencia: (sheet) => {
    const desistir = sheet.yes('pensou_desistir');
    if (desistir === undefined) return undefined;
    return desistir
      ? 'Ter pensado em desistir no último ano é um alerta: vale rever o que drena energia e o que reacenderia a motivação.'
      : 'A motivação está preservada — um ativo para atravessar as próximas fases de crescimento.';
  },
  visao_negocio: (sheet) => {
    const compartilhada = sheet.option('visao_compartilhada');
    if (!compartilhada) return undefined;
    return compartilhada.value <= 2
      ? 'A visão ainda vive na sua cabeça: escrevê-la e apresentá-la ao time é o passo de maior alavancagem.'
      : 'A visão já é conhecida pelo time; use-a para orientar prioridades e decisões do dia a dia.';
  },
  estilo_lideranca_gestao: (sheet) => {
    const semFundador = sheet.yes('empresa_sem_fundador');
    const centralizadas = sheet.selectedTexts('decisoes_centralizadas');
    if (semFundador === undefined && centralizadas.length === 0) return undefined;
    return semFundador === false || centralizadas.length >= 3
      ? 'A empresa depende de você para funcionar: delegar com regras claras é a prioridade de liderança.'
      : 'A empresa já funciona sem a sua presença constante — mantenha rituais que preservem essa autonomia.';
  },
  riscos: (sheet) => {
    const folego = sheet.option('folego_caixa');
    const dependencia = sheet.number('dependencia_renda');
    if (!folego && dependencia === undefined) return undefined;
    return (folego?.value ?? 4) <= 2 || (dependencia ?? 0) >= 80
      ? 'A exposição é alta: pouco fôlego de caixa ou renda familiar concentrada na empresa pedem uma reserva antes de novas apostas.'
      : 'A exposição financeira está sob controle; o foco pode ir para os riscos do negócio que você reconheceu.';
  },
};

/** The analysis of one founder-diagnostic section (input.sectionKey), quoting the user's answers. */
export function founderSectionAnalysis(sheet: AnswerSheet, sectionKey: string): FounderSectionAnalysis {
  const items = sheet.section(sectionKey);
  const title = sheet.sectionTitle(sectionKey) ?? sectionKey;
  const lines = items.flatMap((item) => {
    const described = describeAnswer(sheet, item);
    return described ? [`- ${item.question.text} → ${described}`] : [];
  });
  const reading = readings[sectionKey]?.(sheet);
  const analysis = [
    `## ${title}`,
    '',
    lines.length > 0
      ? 'O que você respondeu nesta seção:'
      : 'Esta seção ainda não tem respostas suficientes para uma leitura.',
    ...lines,
    ...(reading ? ['', reading] : []),
  ].join('\n');
  return { analysis, generatedLocally: true };
}
