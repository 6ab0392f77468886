import type { SeedDiagnostic } from '../types';

/** Anchors of the agreement statement (scale 1-5). */
const concordanciaInformation =
  '1 = discordo totalmente · 3 = nem concordo nem discordo · 5 = concordo totalmente';

/**
 * Diagnóstico do Perfil de Investidor.
 *
 * The first section carries the numbers of the investor report: revenue (role revenue), current marketing
 * budget (role marketingBudget) and business type (role businessType, options exactly 'B2B' and 'B2C'),
 * plus two unscored context questions (current allocation, past results).
 *
 * Every other single_choice, yes_no, scale and rating question is a risk question. Its option values (or,
 * for scales without options, the scale's range) grow from the most conservative answer to the most
 * aggressive one, and its `weight` sets how much it counts. The profile score is
 *   round(100 × Σ weight × (value − min) / Σ weight × (max − min))
 * over those questions, so all-conservative answers score 0 and all-aggressive answers score 100; the
 * profile is then the one with the highest minScore ≤ score (see investor-profiles.ts).
 */
export const investidor: SeedDiagnostic = {
  id: 'investidor',
  slug: 'investidor',
  title: 'Diagnóstico do Perfil de Investidor',
  description:
    'Descubra o seu perfil de investimento em marketing — de Conservador a Agressivo — e compare o quanto você investe hoje com o orçamento e a distribuição entre canais recomendados para o seu faturamento.',
  icon: 'PieChart',
  sections: [
    {
      key: 'numeros',
      title: 'Faturamento e investimento atual',
      description:
        'Os números que servem de base para a recomendação: quanto a empresa fatura, quanto investe em marketing hoje e para quem vende.',
    },
    {
      key: 'objetivos_horizonte',
      title: 'Objetivos e horizonte de retorno',
      description:
        'O que você espera do investimento em marketing e quanto tempo está disposto a esperar pelo retorno.',
    },
    {
      key: 'tolerancia_perdas',
      title: 'Tolerância a perdas e à incerteza',
      description:
        'Como você reage quando um investimento não dá o retorno esperado ou o resultado é difícil de medir.',
    },
    {
      key: 'comportamento',
      title: 'Comportamento diante de oportunidades',
      description: 'Como você age diante de novidades, da concorrência e de apostas de crescimento.',
    },
    {
      key: 'capacidade_financeira',
      title: 'Capacidade financeira',
      description: 'O fôlego da empresa para sustentar investimentos com retorno incerto.',
    },
  ],
  questions: [
    // Faturamento e investimento atual (unscored)
    {
      key: 'faturamento_mensal',
      section: 'numeros',
      text: 'Qual é o faturamento bruto médio mensal da empresa, em reais?',
      type: 'numeric_input',
      metadata: {
        unit: 'BRL',
        role: 'revenue',
        information: 'Considere a média dos últimos 12 meses. Digite apenas números, sem pontos ou vírgulas.',
        placeholder: 'Ex.: 150000',
        info: 'É a partir desse valor que calculamos o orçamento de marketing recomendado para a sua empresa.',
      },
    },
    {
      key: 'investimento_marketing',
      section: 'numeros',
      text: 'Quanto a empresa investe hoje em marketing por mês, em reais?',
      type: 'numeric_input',
      metadata: {
        unit: 'BRL',
        role: 'marketingBudget',
        information: 'Digite apenas números. Se hoje a empresa não investe em marketing, informe 0.',
        placeholder: 'Ex.: 7500',
        bullet_points: [
          'Mídia paga (Google, Meta, LinkedIn etc.)',
          'Agência, freelancers e produção de conteúdo',
          'Ferramentas de marketing e CRM',
          'Eventos, patrocínios e materiais',
          'Salários da equipe de marketing',
        ],
      },
    },
    {
      key: 'tipo_negocio',
      section: 'numeros',
      text: 'A empresa vende principalmente para empresas ou para consumidores finais?',
      type: 'single_choice',
      options: [
        { text: 'B2B', value: 1 },
        { text: 'B2C', value: 2 },
      ],
      metadata: {
        role: 'businessType',
        information:
          'B2B = vende para outras empresas · B2C = vende para consumidores finais. Se atende os dois, escolha o que gera a maior parte do faturamento.',
      },
    },
    {
      key: 'alocacao_atual',
      section: 'numeros',
      text: 'Como o seu investimento atual em marketing se divide entre estas frentes?',
      type: 'distribution',
      metadata: {
        information:
          'Distribua 100% entre as frentes. Se ainda não investe em marketing, coloque 100% na frente em que pretende começar.',
        categories: [
          'Conteúdo (redes sociais, blog, vídeos, e-mail)',
          'Performance (anúncios com foco em conversão)',
          'Reconhecimento de marca (mídia de alcance, patrocínios)',
          'Credibilidade (assessoria de imprensa, cases, prêmios, avaliações)',
          'Influenciadores e parcerias',
          'CRM e relacionamento com clientes',
        ],
      },
    },
    {
      key: 'historico_resultados',
      section: 'numeros',
      text: 'Qual investimento em marketing trouxe mais resultado até hoje — e qual mais decepcionou?',
      type: 'open_text',
      metadata: {
        information:
          'Se a empresa ainda não investiu em marketing, conte o que já tentou para atrair clientes e o que aprendeu.',
        placeholder:
          'Ex.: Google Ads trouxe clientes a um custo baixo; a feira do setor custou R$ 40 mil e não gerou nenhum contrato.',
      },
    },

    // Objetivos e horizonte de retorno
    {
      key: 'objetivo_investimento',
      section: 'objetivos_horizonte',
      text: 'Qual é o principal objetivo do seu investimento em marketing nos próximos 12 meses?',
      type: 'single_choice',
      weight: 1.5,
      options: [
        { text: 'Manter a base atual de clientes, sem arriscar o caixa', value: 1 },
        { text: 'Crescer de forma gradual e previsível', value: 2 },
        { text: 'Crescer acima do mercado, com risco controlado', value: 3 },
        { text: 'Ganhar participação de mercado rapidamente', value: 4 },
        { text: 'Liderar o mercado ou um nicho, mesmo sacrificando lucro no curto prazo', value: 5 },
      ],
    },
    {
      key: 'prazo_retorno',
      section: 'objetivos_horizonte',
      text: 'Em quanto tempo você espera que um investimento em marketing se pague?',
      type: 'single_choice',
      weight: 1.5,
      options: [
        { text: 'No mesmo mês — preciso de retorno imediato', value: 1 },
        { text: 'Em até 3 meses', value: 2 },
        { text: 'De 3 a 6 meses', value: 3 },
        { text: 'De 6 a 12 meses', value: 4 },
        { text: 'Aceito mais de 12 meses se o potencial for grande', value: 5 },
      ],
    },
    {
      key: 'ritmo_crescimento',
      section: 'objetivos_horizonte',
      text: 'Qual ritmo de crescimento anual do faturamento você busca?',
      type: 'single_choice',
      options: [
        { text: 'Até 10% ao ano', value: 1 },
        { text: 'Acima de 10% e até 30% ao ano', value: 2 },
        { text: 'Acima de 30% e até 60% ao ano', value: 3 },
        { text: 'Acima de 60% e até 100% ao ano', value: 4 },
        { text: 'Mais do que dobrar a cada ano', value: 5 },
      ],
    },
    {
      key: 'reinvestimento_lucro',
      section: 'objetivos_horizonte',
      text: 'Que parte do lucro da empresa você está disposto a reinvestir em marketing e crescimento, em vez de distribuir aos sócios?',
      type: 'single_choice',
      options: [
        { text: 'Nenhuma — o lucro é distribuído', value: 1 },
        { text: 'Até 10%', value: 2 },
        { text: 'Mais de 10% e até 30%', value: 3 },
        { text: 'Mais de 30% e até 60%', value: 4 },
        { text: 'Mais de 60%', value: 5 },
      ],
    },

    // Tolerância a perdas e à incerteza
    {
      key: 'reacao_campanha_fraca',
      section: 'tolerancia_perdas',
      text: 'Você investiu R$ 20 mil em uma campanha e, depois de 30 dias, o retorno foi metade do esperado. O que você faz?',
      type: 'single_choice',
      weight: 2,
      options: [
        { text: 'Encerro imediatamente e volto ao que já funcionava', value: 1 },
        { text: 'Pauso e só retomo com mais garantias', value: 2 },
        { text: 'Mantenho o investimento e ajusto a campanha', value: 3 },
        { text: 'Aumento a verba nos anúncios que tiveram melhor desempenho', value: 4 },
        { text: 'Dobro a aposta — 30 dias é pouco para avaliar', value: 5 },
      ],
    },
    {
      key: 'perda_aceitavel',
      section: 'tolerancia_perdas',
      text: 'Que parte do orçamento de marketing você aceitaria perder testando um canal novo que pode não funcionar?',
      type: 'single_choice',
      weight: 2,
      options: [
        { text: 'Nada — só invisto no que já está comprovado', value: 1 },
        { text: 'Até 5%', value: 2 },
        { text: 'Mais de 5% e até 15%', value: 3 },
        { text: 'Mais de 15% e até 30%', value: 4 },
        { text: 'Mais de 30%', value: 5 },
      ],
    },
    {
      key: 'conforto_incerteza',
      section: 'tolerancia_perdas',
      text: 'Quão confortável você se sente investindo em ações cujo retorno não pode ser medido com precisão, como marca, conteúdo e eventos?',
      type: 'scale_1_to_10',
      metadata: {
        information: '1 = nada confortável, só invisto no que consigo medir · 10 = totalmente confortável',
      },
    },
    {
      key: 'marketing_na_crise',
      section: 'tolerancia_perdas',
      text: 'Se as vendas caíssem 30% em um trimestre, o que você faria com o orçamento de marketing?',
      type: 'single_choice',
      weight: 1.5,
      options: [
        { text: 'Cortaria totalmente', value: 1 },
        { text: 'Cortaria pela metade ou mais', value: 2 },
        { text: 'Manteria o mesmo valor', value: 3 },
        { text: 'Aumentaria um pouco para recuperar as vendas', value: 4 },
        { text: 'Aumentaria de forma significativa — crise é hora de ganhar mercado', value: 5 },
      ],
    },
    {
      key: 'reduzir_retirada',
      section: 'tolerancia_perdas',
      text: 'Você aceitaria reduzir temporariamente a sua retirada (pró-labore) para financiar uma aposta de crescimento?',
      type: 'yes_no',
      options: [
        { text: 'Sim', value: 1 },
        { text: 'Não', value: 0 },
      ],
    },

    // Comportamento diante de oportunidades
    {
      key: 'adocao_novidades',
      section: 'comportamento',
      text: 'Quando surge um canal ou uma ferramenta de marketing nova, como você costuma agir?',
      type: 'single_choice',
      options: [
        { text: 'Espero até ter certeza absoluta de que funciona', value: 1 },
        { text: 'Adoto quando já virou padrão no mercado', value: 2 },
        { text: 'Testo com pouco dinheiro depois dos primeiros casos de sucesso', value: 3 },
        { text: 'Estou entre os primeiros a testar', value: 4 },
        { text: 'Invisto pesado cedo para sair na frente', value: 5 },
      ],
    },
    {
      key: 'reacao_concorrente',
      section: 'comportamento',
      text: 'Um concorrente dobra a verba de anúncios e começa a tomar seus clientes. Qual é a sua reação mais provável?',
      type: 'single_choice',
      options: [
        { text: 'Corto custos e protejo o caixa', value: 1 },
        { text: 'Reforço o relacionamento com os clientes atuais, sem aumentar a verba', value: 2 },
        { text: 'Aumento a verba de forma moderada e acompanho os resultados', value: 3 },
        { text: 'Igualo o investimento do concorrente', value: 4 },
        { text: 'Invisto mais do que ele para vencer a disputa', value: 5 },
      ],
    },
    {
      key: 'resultado_negativo_aceitavel',
      section: 'comportamento',
      text: 'O quanto você concorda com a frase: “Aceito meses de resultado negativo em marketing para construir uma posição forte no mercado”?',
      type: 'scale_1_to_5',
      metadata: { information: concordanciaInformation },
    },
    {
      key: 'apetite_risco',
      section: 'comportamento',
      text: 'Como você avalia o seu apetite a risco nas decisões de negócio?',
      type: 'rating_stars',
      options: [
        { text: 'Muito avesso a risco', value: 1 },
        { text: 'Cauteloso', value: 2 },
        { text: 'Equilibrado', value: 3 },
        { text: 'Disposto a arriscar', value: 4 },
        { text: 'Muito disposto a arriscar', value: 5 },
      ],
      metadata: { information: '1 estrela = muito avesso a risco · 5 estrelas = muito disposto a arriscar' },
    },

    // Capacidade financeira
    {
      key: 'reserva_caixa',
      section: 'capacidade_financeira',
      text: 'Quantos meses de custos fixos a empresa tem em caixa hoje?',
      type: 'single_choice',
      weight: 1.5,
      options: [
        { text: 'Menos de 1 mês', value: 1 },
        { text: 'De 1 a 3 meses', value: 2 },
        { text: 'Mais de 3 e até 6 meses', value: 3 },
        { text: 'Mais de 6 e até 12 meses', value: 4 },
        { text: 'Mais de 12 meses', value: 5 },
      ],
    },
    {
      key: 'previsibilidade_receita',
      section: 'capacidade_financeira',
      text: 'Quão previsível é o faturamento da empresa de um mês para o outro?',
      type: 'single_choice',
      options: [
        { text: 'Muito instável — varia mais de 50%', value: 1 },
        { text: 'Variável — oscila entre 20% e 50%', value: 2 },
        { text: 'Relativamente estável — oscila até 20%', value: 3 },
        { text: 'Estável, com boa parte da receita recorrente', value: 4 },
        { text: 'Altamente previsível — receita recorrente e contratos longos', value: 5 },
      ],
    },
    {
      key: 'uso_credito',
      section: 'capacidade_financeira',
      text: 'Como você vê o uso de crédito para financiar marketing e crescimento?',
      type: 'single_choice',
      options: [
        { text: 'Não uso crédito em hipótese alguma', value: 1 },
        { text: 'Apenas em emergências', value: 2 },
        { text: 'Uso quando o retorno é bem previsível', value: 3 },
        { text: 'Uso com frequência como alavanca de crescimento', value: 4 },
        { text: 'Uso intensamente — crescer rápido justifica o custo financeiro', value: 5 },
      ],
    },
  ],
};
