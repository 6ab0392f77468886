import type { PerfilFundador } from '../../../contracts/analysis-data/dossier/perfil-fundador';
import { FOUNDER_ALIGNMENT_MAX } from '../../../contracts/analysis-data/dossier/sections';
import { joinPt, quote } from '../../answers/answer-sheet';
import { unique } from '../signals';
import { firstText, lowerFirst, orElse, type DossierFacts } from './facts';

/** The symbolic name of each founder profile the screens know (others: 'O Fundador <perfil>'). */
const symbolicNames: Record<string, string> = {
  Executor: 'O Executor Incansável',
  Visionário: 'O Visionário Inquieto',
  Analítico: 'O Analista Criterioso',
  Comunicador: 'O Comunicador Inspirador',
  Estrategista: 'O Estrategista Paciente',
  Colaborador: 'O Colaborador Agregador',
};

/** The founder's 0-10 alignment: their own grade of how much the company serves the life they want. */
function alignment(facts: DossierFacts): { grade: number; reason: string } {
  const sheet = facts.sheets.founder;
  const grade = sheet?.number('alinhamento_vida_empresa');
  const vida = sheet?.text('vida_daqui_cinco_anos');
  const horas = sheet?.number('horas_semanais');
  const dependencia = sheet?.number('dependencia_renda');
  if (grade === undefined) {
    return {
      grade: FOUNDER_ALIGNMENT_MAX / 2,
      reason: `O fundador não avaliou o quanto ${facts.nome} contribui para a vida que deseja; o grau médio fica como referência até essa conversa acontecer.`,
    };
  }
  const details = [
    vida ? ` A vida desejada daqui a cinco anos: ${quote(vida)}.` : '',
    horas !== undefined ? ` Hoje são cerca de ${horas} horas semanais dedicadas à empresa.` : '',
    dependencia !== undefined ? ` ${dependencia}% da renda pessoal depende dela.` : '',
  ].join('');
  return {
    grade: Math.min(FOUNDER_ALIGNMENT_MAX, Math.max(0, grade)),
    reason: `Na avaliação do próprio fundador, ${facts.nome} contribui ${grade}/10 para a vida que ele deseja.${details}`,
  };
}

/** Dossier section perfil_fundador: the founder analysis with the founder's own answers. */
export function perfilFundador(facts: DossierFacts): PerfilFundador {
  const { founder } = facts;
  const sheet = facts.sheets.founder;
  const perfil = firstText(founder.perfil) ?? 'Empreendedor';
  const ambicao = sheet?.optionText('ambicao_principal');
  const lideranca = sheet?.optionText('estilo_lideranca');
  const decisaoAdiada = sheet?.text('decisao_adiada');
  const maiorRisco = sheet?.text('maior_risco');
  const lacuna = sheet?.text('lacuna_conhecimento');
  const semFundador = sheet?.yes('empresa_sem_fundador');
  const centralizadas = sheet?.selectedTexts('decisoes_centralizadas') ?? [];
  const drenos = sheet?.selectedTexts('consumidores_energia') ?? [];
  const energia = sheet?.optionText('nivel_energia');
  const competencias = sheet?.selectedTexts('competencias_dominadas') ?? [];
  const tempo = sheet?.distribution('distribuicao_tempo') ?? [];
  const { grade, reason } = alignment(facts);

  const travas = unique([
    ...(decisaoAdiada ? [`Decisão adiada: ${quote(decisaoAdiada)}.`] : []),
    ...(maiorRisco ? [`Maior risco apontado: ${quote(maiorRisco)}.`] : []),
    ...(semFundador === false
      ? [`Sem o fundador por 30 dias, ${facts.nome} não seguiria vendendo e entregando.`]
      : []),
    ...founder.desenvolvimento.slice(0, 1),
  ]);
  const areasCentralizadas = centralizadas.length
    ? centralizadas.map((decision) => `${quote(decision)} depende da aprovação do fundador.`)
    : tempo
        .filter((item) => item.percentage >= 20)
        .map((item) => `${item.category}: ${item.percentage}% do tempo do fundador.`);
  const zonas = unique([
    ...competencias.map((competence) => `Domina ${quote(competence)}.`),
    ...founder.forcas.slice(0, 2),
  ]);

  const apoio =
    centralizadas.length >= 2 || semFundador === false
      ? `Formar um braço direito que assuma ${joinPt(centralizadas.slice(0, 2).map(quote)) || 'a operação'}, com regras claras de decisão, para liberar o fundador para a estratégia.`
      : `Manter uma mentoria mensal focada em ${lacuna ? quote(lacuna) : 'gestão e estratégia'} e em proteger o tempo de estratégia da agenda.`;

  return {
    nome_simbolico: symbolicNames[perfil] ?? `O Fundador ${perfil}`,
    estilo_lideranca:
      firstText(lideranca && `Jeito de liderar: ${quote(lideranca)}.`, founder.lideranca) ??
      `Perfil ${perfil}, com estilo de liderança ainda a descrever.`,
    travas_identificadas: orElse(
      travas,
      `Nenhuma trava foi declarada: vale revisar com o fundador o que ele vem adiando.`,
    ),
    relacao_empresa_vida: [
      ambicao ? `Ambição para os próximos cinco anos: ${quote(ambicao)}.` : '',
      ` ${reason}`,
    ]
      .join('')
      .trim(),
    areas_centralizadas: orElse(areasCentralizadas, 'Nenhuma decisão declarada como exclusiva do fundador.'),
    consumidores_energia: orElse(
      drenos.map((dreno) => `${quote(dreno)}.`),
      energia
        ? `Nível de energia: ${quote(energia)}.`
        : 'O que consome a energia do fundador não foi informado.',
    ),
    zonas_potencia: orElse(
      zonas,
      `Perfil ${perfil}: ${lowerFirst(founder.resumo || 'pontos fortes a mapear.')}`,
    ),
    grau_alinhamento: grade,
    justificativa_alinhamento: reason,
    frase_resumo: `${symbolicNames[perfil] ?? `Fundador de perfil ${perfil}`}${ambicao ? `, cuja ambição é ${quote(ambicao)}` : ''}${
      centralizadas.length ? `, mas ainda concentra ${joinPt(centralizadas.map(quote))}` : ''
    }.`,
    recomendacao_apoio: apoio,
    generatedLocally: true,
  };
}
