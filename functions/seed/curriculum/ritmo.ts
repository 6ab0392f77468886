import type { SeedModule } from '../types';

/** Step 7 of the method: rhythm, routine and ritual. */
export const ritmo: SeedModule = {
  id: 'ritmo-rotina-ritual',
  title: 'Ritmo, rotina e ritual',
  description:
    'OKRs para pequenas empresas, a reunião semanal de indicadores e o ritual mensal que mantém o plano vivo.',
  icon: 'calculator',
  category: null,
  materials: [
    {
      id: 'okrs-pequenas-empresas',
      title: 'OKRs para pequenas empresas',
      description:
        'Objetivos e resultados-chave sem burocracia: um objetivo por trimestre e três números que provam o avanço.',
      type: 'article',
      estimatedTime: 20,
      items: [
        {
          title: 'Objetivo e resultados-chave',
          contentType: 'text',
          content: `## O formato

- **Objetivo**: uma frase qualitativa e inspiradora. "Tornar as vendas previsíveis."
- **Resultados-chave**: de dois a quatro números com prazo que provam que o objetivo foi atingido.
  - Conversão de proposta em cliente de 20% para 30% até o fim do trimestre.
  - 100% das propostas acompanhadas em até 48 horas.
  - Ciclo de venda de 45 para 30 dias.

## OKR não é lista de tarefas

"Contratar um vendedor" é tarefa; "novos clientes por mês de 6 para 10" é resultado-chave. As tarefas moram no Plano de Ação, e cada uma deve empurrar algum resultado-chave.

## Para pequenas empresas

Um objetivo por trimestre para a empresa toda é suficiente. Acompanhe os resultados-chave toda semana, com uma nota de 0 a 1: 0,7 no fim do trimestre já é um bom resultado para metas ambiciosas.

## Exercício

Escreva o objetivo do próximo trimestre a partir do direcionamento estratégico do seu dossiê e três resultados-chave com número de partida e de chegada.`,
        },
      ],
    },
    {
      id: 'reuniao-semanal-indicadores',
      title: 'A reunião semanal de indicadores',
      description: 'Trinta minutos toda segunda-feira: os números, os desvios e as decisões da semana.',
      type: 'article',
      estimatedTime: 15,
      items: [
        {
          title: 'A pauta de 30 minutos',
          contentType: 'presentation',
          content: JSON.stringify([
            { title: 'Quando', content: 'Segunda-feira, logo cedo, no mesmo horário. Sem celular na mesa.' },
            {
              title: '10 min — os números',
              content: 'Faturamento, conversão do funil, caixa e os resultados-chave, comparados com a meta.',
            },
            {
              title: '10 min — os desvios',
              content: 'Só o que está fora da meta. Para cada desvio: causa provável e quem investiga.',
            },
            {
              title: '10 min — as decisões',
              content: 'No máximo três decisões, cada uma com dono e prazo, registradas no Plano de Ação.',
            },
            {
              title: 'O que não entra',
              content: 'Assuntos operacionais de uma pessoa só: viram conversa à parte.',
            },
          ]),
        },
        {
          title: 'Por que toda semana',
          contentType: 'text',
          content: `## Ritmo vence intensidade

Uma reunião de 30 minutos toda semana corrige o rumo 13 vezes por trimestre; uma reunião de quatro horas por trimestre corrige uma vez, tarde demais.

## O painel

Use no máximo oito números. Para cada um: o valor da semana, a meta e uma cor (verde no ritmo, amarelo em atenção, vermelho fora). Quando um número fica vermelho duas semanas seguidas, ele vira tarefa no plano.`,
        },
      ],
    },
    {
      id: 'ritual-mensal-revisao',
      title: 'O ritual mensal de revisão do plano',
      description: 'Uma hora por mês para olhar o plano inteiro: o que foi feito, o que mudou e o que sai.',
      type: 'article',
      estimatedTime: 15,
      items: [
        {
          title: 'Uma hora por mês',
          contentType: 'text',
          content: `## Quatro perguntas

1. **O que entregamos?** Marque as tarefas concluídas e celebre com o time.
2. **O que os números dizem?** Compare os indicadores com o mês anterior.
3. **O que mudou lá fora?** Um concorrente novo, uma lei, um cliente grande que saiu.
4. **O que sai e o que entra?** Tarefas atrasadas há mais de 30 dias sem motivo claro saem; as novas entram em 5W2H.

## Atualize o dossiê quando o mundo mudar

Se algo mudou de verdade — um novo produto, um sócio, uma queda forte de faturamento — refaça o diagnóstico afetado e atualize a seção do dossiê correspondente. O plano acompanha.`,
        },
      ],
    },
    {
      id: 'habitos-do-fundador',
      title: 'Hábitos que sustentam a estratégia',
      description: 'Pequenos rituais diários e semanais que mantêm o fundador no papel de estrategista.',
      type: 'article',
      estimatedTime: 10,
      items: [
        {
          title: 'Rituais pequenos',
          contentType: 'text',
          content: `## Diários

- **Dez minutos de planejamento** antes de abrir o WhatsApp: as três coisas que, se feitas hoje, fazem o dia valer.
- **Uma conversa com cliente** por dia, nem que seja uma mensagem perguntando como foi a experiência.

## Semanais

- **O bloco de estratégia** protegido na agenda.
- **Uma tarefa delegada** por semana, com regra escrita.

## Mensais

- **O ritual de revisão** do plano.
- **Uma hora de aprendizado**: um material desta área, um livro, uma conversa com outro empresário.

## Exercício

Escolha um ritual de cada grupo e coloque na agenda pelos próximos 30 dias. No fim, marque quantos dias você cumpriu.`,
        },
      ],
    },
  ],
};
