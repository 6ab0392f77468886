import type { AnswerSheet } from '../answers/answer-sheet';

/** How much effort or impact a growth front carries. */
export type Grade = 'baixo' | 'médio' | 'alto';

/** One growth front the user considers, with its effort, its impact and the computed reason for them. */
export interface RankedFront {
  /** The option value of frentes_crescimento (1-7). */
  value: number;
  /** The front as a short infinitive phrase ('reajustar preços e melhorar a margem'). */
  action: string;
  effort: Grade;
  impact: Grade;
  /** Why, from the answers' numbers (a clause, lower case, no final period). */
  reason: string;
}

const gradeScore: Record<Grade, number> = { baixo: 1, médio: 2, alto: 3 };

/** The fronts of frentes_crescimento as actions, their usual effort (options 1-7). */
const fronts: Record<number, { action: string; effort: Grade }> = {
  1: { action: 'vender mais para quem já é cliente', effort: 'baixo' },
  2: { action: 'conquistar novos clientes no mesmo mercado', effort: 'médio' },
  3: { action: 'entrar em novas cidades ou regiões', effort: 'alto' },
  4: { action: 'lançar novos produtos ou serviços', effort: 'alto' },
  5: { action: 'atender um novo perfil de cliente', effort: 'alto' },
  6: { action: 'reajustar preços e melhorar a margem', effort: 'baixo' },
  7: { action: 'abrir parcerias e canais indiretos', effort: 'médio' },
};

/** Impact and reason of each front, from the business answers. */
function impactOf(value: number, sheet: AnswerSheet): { impact: Grade; reason: string } {
  const nps = sheet.number('recomendacao_clientes');
  const recorrencia = sheet.option('recorrencia')?.value;
  const margem = sheet.number('margem_liquida');
  const reajuste = sheet.option('ultimo_reajuste')?.value;
  const gargalo = sheet.option('gargalo_funil')?.value;
  const estagio = sheet.option('estagio')?.value;
  const principal = sheet.distribution('faturamento_por_canal')[0];
  switch (value) {
    case 1: {
      const loyal = nps !== undefined && nps >= 8;
      const irregular = recorrencia !== undefined && recorrencia <= 2;
      if (loyal && irregular)
        return {
          impact: 'alto',
          reason: `quem compra recomenda (nota ${nps} de 10), mas não volta com regularidade; falta uma rotina de recompra`,
        };
      return {
        impact: 'médio',
        reason: 'a base atual já conhece a entrega; falta uma oferta que dê motivo para voltar',
      };
    }
    case 2:
      return gargalo !== undefined && gargalo <= 2
        ? {
            impact: 'alto',
            reason: 'a maior perda está no topo do funil, e cada cliente novo que chega já converte',
          }
        : { impact: 'médio', reason: 'pede investimento em atração antes de render' };
    case 3:
      return estagio === 3
        ? { impact: 'alto', reason: 'o modelo já está validado e pode ser replicado em outra praça' }
        : {
            impact: 'médio',
            reason: 'pede estrutura de entrega e marca em um lugar onde ninguém conhece a empresa',
          };
    case 4:
      return {
        impact: 'médio',
        reason:
          'aproveita os clientes atuais, mas exige desenvolver, produzir e vender algo novo ao mesmo tempo',
      };
    case 5:
      return {
        impact: 'médio',
        reason: 'abre um mercado novo, mas pede outra abordagem de venda e outra forma de entrega',
      };
    case 6: {
      const thin = margem !== undefined && margem < 10;
      const stale = reajuste !== undefined && reajuste >= 3;
      if (thin || stale)
        return {
          impact: 'alto',
          reason: thin
            ? `com margem líquida de cerca de ${margem}%, cada real de reajuste vai quase inteiro para o lucro`
            : 'os preços estão parados há mais de um ano enquanto os custos subiram',
        };
      return { impact: 'médio', reason: 'a margem já é razoável; o ganho vem de rever o mix e os descontos' };
    }
    case 7:
      return principal && principal.percentage >= 60
        ? {
            impact: 'alto',
            reason: `${principal.percentage}% do faturamento depende de um só canal, e um parceiro traz clientes sem custo fixo`,
          }
        : { impact: 'médio', reason: 'amplia o alcance, mas divide a margem com o parceiro' };
    default:
      return { impact: 'baixo', reason: 'sem sinal claro nas respostas' };
  }
}

/**
 * The growth fronts the user chose, ranked: highest impact for the least effort first (impact counts
 * twice), repricing first among equals when the margin is thin, then the questionnaire's order.
 */
export function rankedFronts(sheet: AnswerSheet): RankedFront[] {
  const margem = sheet.number('margem_liquida');
  return sheet
    .selected('frentes_crescimento')
    .flatMap((option, index) => {
      const front = fronts[option.value];
      if (!front) return [];
      // A thin margin makes repricing urgent: growing volume at a 5% margin grows the work, not the cash.
      const urgent = option.value === 6 && (margem ?? 100) < 10 ? 1 : 0;
      return [{ value: option.value, ...front, ...impactOf(option.value, sheet), index, urgent }];
    })
    .sort(
      (a, b) =>
        2 * gradeScore[b.impact] - gradeScore[b.effort] - (2 * gradeScore[a.impact] - gradeScore[a.effort]) ||
        b.urgent - a.urgent ||
        a.index - b.index,
    )
    .map(({ index: _index, urgent: _urgent, ...front }) => front);
}
