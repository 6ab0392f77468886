import type { SeedModule } from '../types';

/** Step 4 of the method: risk profile and investment. */
export const investimento: SeedModule = {
  id: 'perfil-risco-investimento',
  title: 'Perfil de risco e investimento',
  description:
    'Unit economics, quanto investir em marketing, fluxo de caixa e os cinco perfis de investidor: números para decidir com segurança.',
  icon: 'pie-chart',
  category: 'finance',
  materials: [
    {
      id: 'unit-economics',
      title: 'Unit economics: CAC, LTV e payback',
      description:
        'Quanto custa conquistar um cliente, quanto ele deixa na empresa e em quanto tempo o investimento volta.',
      type: 'article',
      estimatedTime: 25,
      items: [
        {
          title: 'As três contas',
          contentType: 'text',
          content: `## CAC — custo de aquisição de cliente

Tudo o que você gastou para conquistar clientes num período (anúncios, comissões, salário de vendas, eventos) dividido pelo número de clientes novos. Um software B2B que gastou **R$ 12.000,00** no trimestre e conquistou **15** clientes tem CAC de **R$ 800,00**.

## LTV — valor do cliente no tempo

Margem de contribuição mensal por cliente × meses que ele fica. Se a assinatura é **R$ 890,00** por mês, a margem de contribuição é **60%** (R$ 534,00) e o cliente fica em média **24 meses**, o LTV é 534 × 24 = **R$ 12.816,00**.

## A relação LTV ÷ CAC

12.816 ÷ 800 ≈ **16**. Uma regra prática: abaixo de **3**, o crescimento destrói caixa; acima de **5**, provavelmente você está investindo **pouco** em aquisição.

## Payback

Quantos meses de margem pagam o CAC: 800 ÷ 534 ≈ **1,5 mês**. Quanto menor o payback, mais rápido o caixa volta para ser reinvestido — o que importa muito para quem não tem capital de terceiros.

## Exercício

Calcule o seu CAC e o seu payback do último trimestre. Se não conseguir, o primeiro item do seu plano é medir os clientes novos por canal.`,
        },
      ],
    },
    {
      id: 'quanto-investir-em-marketing',
      title: 'Quanto investir em marketing',
      description:
        'Percentual do faturamento, perfil de risco e a divisão da verba entre conteúdo, performance, marca e relacionamento.',
      type: 'article',
      estimatedTime: 20,
      items: [
        {
          title: 'Da receita à verba',
          contentType: 'text',
          content: `## O ponto de partida

Pequenas e médias empresas costumam investir entre **3% e 12% do faturamento** em marketing. O percentual depende do momento (tração pede mais que manutenção), do tipo de negócio (B2C costuma investir mais que B2B) e do **perfil de risco** do fundador.

Com faturamento de **R$ 180.000,00** por mês e recomendação de **4,5%**, a verba sugerida é 180.000 × 4,5 ÷ 100 = **R$ 8.100,00** por mês.

## A divisão da verba

Uma divisão equilibrada de referência:

- **Conteúdo** (25%): educa o cliente e se acumula com o tempo.
- **Performance** (20%): anúncios com retorno mensurável no curto prazo.
- **Reconhecimento de marca** (20%): ser lembrado antes da necessidade.
- **Credibilidade** (15%): cases, depoimentos e avaliações.
- **Influenciadores e parcerias** (10%): confiança emprestada.
- **CRM e relacionamento** (10%): recompra e indicação da base atual.

## Aumente em degraus

Se hoje você investe R$ 3.000,00 e a recomendação é R$ 8.100,00, não salte de uma vez: suba em degraus mensais e só avance quando o CAC do canal novo estiver dentro da meta.`,
        },
      ],
    },
    {
      id: 'fluxo-de-caixa',
      title: 'Fluxo de caixa do pequeno negócio',
      description: 'Entradas, saídas, capital de giro e a reserva de meses: com uma planilha para imprimir.',
      type: 'article',
      estimatedTime: 20,
      items: [
        {
          title: 'Lucro não é caixa',
          contentType: 'text',
          content: `## Por que empresas lucrativas quebram

Uma loja vende **R$ 50.000,00** no mês, com **60%** no cartão parcelado em três vezes. O lucro do mês aparece no resultado, mas o dinheiro entra ao longo de três meses — enquanto o fornecedor cobra em 30 dias. A diferença é o **capital de giro**, e falta dele é a causa mais comum de aperto em empresas que vendem bem.

## O fluxo semanal

Liste, semana a semana, para as próximas 12 semanas:

- **Entradas** previstas (recebimentos de vendas já feitas, parcelas de cartão);
- **Saídas** previstas (fornecedores, folha, impostos, aluguel, parcelas);
- **Saldo** acumulado.

A primeira semana com saldo negativo é a data do seu próximo problema — e você a conhece com antecedência.

## A reserva

Tenha em caixa de **3 a 6 meses de custos fixos**. Antes de aumentar o investimento em marketing, confira se a reserva aguenta o tempo do ciclo de venda.

## Exercício

Preencha a planilha deste material com as próximas 12 semanas.`,
        },
        {
          title: 'Planilha de fluxo de caixa (PDF)',
          contentType: 'file',
          content: '/learning/planilha-fluxo-de-caixa.pdf',
        },
      ],
    },
    {
      id: 'cinco-perfis-de-investidor',
      title: 'Os cinco perfis de investidor',
      description:
        'Conservador, Moderado, Dinâmico, Arrojado e Agressivo: como o seu perfil muda o ritmo e a divisão do investimento.',
      type: 'course',
      estimatedTime: 60,
      items: [
        {
          title: 'Os perfis',
          contentType: 'presentation',
          content: JSON.stringify([
            {
              title: 'Perfil não é certo ou errado',
              content:
                'É a quantidade de incerteza que você aceita para crescer. O diagnóstico do investidor calcula o seu a partir das respostas.',
            },
            {
              title: 'Conservador',
              content:
                'Prioriza caixa e canais já provados. Investe pouco e aumenta só com retorno comprovado.',
            },
            {
              title: 'Moderado',
              content:
                'Crescimento previsível: a maior parte em canais conhecidos e uma parcela pequena em testes.',
            },
            {
              title: 'Dinâmico',
              content:
                'Aceita testar canais novos todo trimestre, com metas e prazos claros para cortar o que não funciona.',
            },
            {
              title: 'Arrojado',
              content: 'Investe antes da demanda para ganhar mercado; exige caixa ou capital de terceiros.',
            },
            {
              title: 'Agressivo',
              content:
                'Crescimento acima de tudo: aceita meses de prejuízo para conquistar participação de mercado.',
            },
            {
              title: 'Como usar o seu perfil',
              content:
                'No dossiê, o perfil define a verba recomendada e a divisão entre os canais. Reveja-o quando o caixa mudar.',
            },
          ]),
        },
      ],
    },
  ],
};
