import type { SeedModule } from '../types';

/** Steps 5 and 6 of the method: the strategic dossier and the action plan. */
export const dossieEPlano: SeedModule = {
  id: 'dossie-e-plano-de-acao',
  title: 'Do dossiê ao plano de ação',
  description:
    'Como ler o dossiê estratégico, transformar as lacunas em tarefas 5W2H, priorizar por impacto e esforço e montar os próximos 90 dias.',
  icon: 'target',
  category: 'management',
  materials: [
    {
      id: 'como-ler-o-dossie',
      title: 'Como ler o seu dossiê estratégico',
      description: 'As seis seções do dossiê, o que cada uma responde e as perguntas para levar a cada uma.',
      type: 'article',
      estimatedTime: 15,
      items: [
        {
          title: 'Seis seções, seis perguntas',
          contentType: 'text',
          content: `## O que cada seção responde

- **Resumo**: onde a empresa está e para onde deve ir. Leia primeiro e por último.
- **Fundador**: o quanto a empresa depende de você e o que trava a sua agenda.
- **Raio-X**: a maturidade das seis áreas; as mais baixas viram prioridade.
- **Mercado**: SWOT, forças de Porter, concorrentes e tendências.
- **Investidor**: quanto e onde investir, de acordo com o seu perfil de risco.
- **Estratégia**: proposta de valor, posicionamento, persona, mix de canais e o cronograma tático.

## Leia com um lápis

Para cada seção, anote uma frase com que concorda, uma de que discorda e uma pergunta. As discordâncias são valiosas: ou o dossiê não tinha um dado (complete o diagnóstico) ou você descobriu uma suposição sua que merece teste.

## Do dossiê ao plano

O botão **Gerar do Dossiê**, no Plano de Ação, transforma as lacunas e o cronograma em tarefas. Revise-as: o plano é seu, e tarefas que ninguém vai fazer devem sair.`,
        },
      ],
    },
    {
      id: 'metodo-5w2h',
      title: '5W2H: do objetivo à tarefa',
      description:
        'As sete perguntas que transformam uma intenção em uma tarefa com dono, prazo e custo — com um modelo para imprimir.',
      type: 'article',
      estimatedTime: 20,
      items: [
        {
          title: 'As sete perguntas',
          contentType: 'text',
          content: `## 5W2H

- **What — o quê**: a entrega, descrita de forma verificável.
- **Why — por quê**: o problema do dossiê que ela resolve.
- **Who — quem**: um nome, não um departamento.
- **Where — onde**: canal, unidade ou sistema.
- **When — quando**: data de entrega (e marcos intermediários).
- **How — como**: de dois a quatro passos.
- **How much — quanto custa**: em reais ou em horas da equipe.

## Um exemplo bem escrito

- **O quê**: painel com margem, CAC e conversão do funil, atualizado toda segunda.
- **Por quê**: a Mensuração está no nível 1 do Raio-X; decisões sem números.
- **Quem**: Ana Souza, gerente administrativa.
- **Onde**: planilha compartilhada da empresa.
- **Quando**: até 10/12.
- **Como**: 1) definir a fonte de cada número; 2) montar a planilha; 3) revisar na reunião de segunda.
- **Quanto**: cerca de 12 horas da equipe no primeiro mês.

## Exercício

Use o modelo em PDF para escrever três tarefas do seu plano nesse formato.`,
        },
        {
          title: 'Modelo 5W2H (PDF para imprimir)',
          contentType: 'file',
          content: '/learning/modelo-5w2h.pdf',
        },
      ],
    },
    {
      id: 'impacto-esforco',
      title: 'Priorizar: impacto × esforço',
      description:
        'A matriz de quatro quadrantes para decidir o que fazer primeiro quando tudo parece urgente.',
      type: 'article',
      estimatedTime: 15,
      items: [
        {
          title: 'A matriz',
          contentType: 'image',
          content: '/learning/matriz-impacto-esforco.svg',
          caption:
            'Faça já o que tem alto impacto e baixo esforço; planeje os grandes projetos; evite o que custa muito e muda pouco.',
          alt: 'Matriz 2 por 2 com impacto no eixo vertical e esforço no horizontal: Ganhos rápidos, Grandes projetos, Tarefas de preenchimento e Evitar.',
        },
        {
          title: 'Como pontuar',
          contentType: 'text',
          content: `## Notas de 1 a 5

Dê a cada tarefa uma nota de **impacto** (quanto aproxima a empresa do objetivo do dossiê) e uma de **esforço** (horas, dinheiro e dependências).

- **Ganhos rápidos** (impacto alto, esforço baixo): comece por eles nesta semana.
- **Grandes projetos** (impacto alto, esforço alto): quebre em etapas e distribua nos 90 dias.
- **Preenchimento** (impacto baixo, esforço baixo): faça quando sobrar tempo, ou delegue.
- **Evitar** (impacto baixo, esforço alto): corte do plano.

## Cuidado com o viés

Fundadores tendem a subestimar o esforço do que gostam de fazer. Peça a nota de esforço a quem vai executar.`,
        },
      ],
    },
    {
      id: 'plano-de-90-dias',
      title: 'O plano de 90 dias',
      description: 'Três fases de 30 dias, poucas prioridades e uma revisão no fim de cada mês.',
      type: 'course',
      estimatedTime: 90,
      items: [
        {
          title: 'As três fases',
          contentType: 'presentation',
          content: JSON.stringify([
            {
              title: 'Por que 90 dias?',
              content: 'Curto o bastante para manter o foco, longo o bastante para mudar um número.',
            },
            {
              title: 'Regra das três prioridades',
              content: 'No máximo três prioridades por trimestre. Mais que isso vira lista de desejos.',
            },
            {
              title: 'Dias 1 a 30 — arrumar a base',
              content: 'Medir o que não é medido e resolver a área mais frágil do Raio-X.',
            },
            {
              title: 'Dias 31 a 60 — ganhar tração',
              content: 'Tornar previsível o canal principal e corrigir o gargalo do funil.',
            },
            {
              title: 'Dias 61 a 90 — acelerar',
              content: 'Testar um segundo canal com verba e meta definidas.',
            },
            {
              title: 'Revisão mensal',
              content: 'O que foi entregue, o que mudou nos números, o que sai e o que entra no plano.',
            },
            { caption: 'No Plano de Ação, o cronograma tático do dossiê já vem dividido nessas três fases.' },
          ]),
        },
        {
          title: 'Monte o seu',
          contentType: 'text',
          content: `## Passo a passo

1. Abra o cronograma tático na seção **Estratégia** do dossiê.
2. Escolha até três prioridades para o trimestre.
3. Para cada prioridade, escreva as tarefas em 5W2H e distribua os prazos nas três fases.
4. Marque na agenda as três revisões mensais.

## Sinal de alerta

Se no dia 30 nenhuma tarefa da primeira fase foi concluída, o problema não é o plano: é a agenda. Volte ao material *A semana do fundador*.`,
        },
      ],
    },
  ],
};
