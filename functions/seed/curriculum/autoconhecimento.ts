import type { SeedModule } from '../types';

/** Step 1 of the method: the founder. */
export const autoconhecimento: SeedModule = {
  id: 'autoconhecimento',
  title: 'Autoconhecimento do fundador',
  description:
    'Antes da estratégia, o estrategista: seu estilo de liderança, sua ambição, onde vai o seu tempo e como delegar sem perder o controle.',
  icon: 'users',
  category: 'fundamentals',
  materials: [
    {
      id: 'estilo-lideranca-disc',
      title: 'Seu estilo de liderança com o DISC',
      description: 'Os quatro estilos do DISC, como cada um decide e o que cada um costuma negligenciar.',
      type: 'article',
      estimatedTime: 20,
      items: [
        {
          title: 'Os quatro estilos',
          contentType: 'text',
          content: `## O que o DISC mede

O DISC descreve **como** uma pessoa tende a agir, não o quanto ela é capaz. São quatro dimensões, e todo mundo tem um pouco de cada:

- **Dominância (D)**: foco em resultado, decisão rápida, gosto por desafio. Risco: atropelar pessoas e processos.
- **Influência (I)**: foco em pessoas e entusiasmo, facilidade para vender ideias. Risco: prometer mais do que consegue acompanhar.
- **Estabilidade (S)**: foco em constância e cooperação, bom para manter a operação de pé. Risco: adiar mudanças necessárias.
- **Conformidade (C)**: foco em qualidade e regras, decisões baseadas em dados. Risco: paralisar esperando a informação perfeita.

## Por que isso importa para a empresa

Em uma empresa pequena, o estilo do fundador vira o estilo da empresa. Uma clínica odontológica dirigida por um fundador **D** costuma crescer rápido e ter processos frágeis; a mesma clínica com um fundador **C** costuma ter processos impecáveis e dificuldade de vender.

O objetivo não é mudar quem você é, e sim **cercar o seu estilo** com pessoas e rotinas que cubram o que ele negligencia:

- fundador D → alguém que documente processos e cuide do time;
- fundador I → uma rotina semanal de números e prazos;
- fundador S → metas com data e um conselheiro que provoque mudança;
- fundador C → um limite de tempo para cada decisão.

## Exercício

Releia a análise do seu diagnóstico do fundador. Escreva as duas dimensões mais fortes do seu perfil e, para cada uma, **uma situação da última semana** em que ela ajudou e uma em que atrapalhou.`,
        },
      ],
    },
    {
      id: 'ambicao-tempo-energia',
      title: 'Ambição, tempo e energia',
      description: 'O que você quer da empresa nos próximos cinco anos, e se a rotina de hoje leva até lá.',
      type: 'article',
      estimatedTime: 15,
      items: [
        {
          title: 'A empresa a serviço da vida',
          contentType: 'text',
          content: `## Crescer, vender, perpetuar ou sair do dia a dia?

Toda estratégia começa por uma pergunta que muitos fundadores nunca escreveram: **para que serve esta empresa na minha vida?** As respostas mais comuns mudam tudo o que vem depois:

- **Crescer**: reinvestir o lucro, contratar antes da demanda, aceitar mais risco.
- **Vender a empresa**: processos documentados, receita recorrente e números auditáveis valem mais que o talento do dono.
- **Perpetuar**: sucessão, cultura e caixa para atravessar crises.
- **Sair do dia a dia**: formar gestores, delegar decisões e medir a empresa sem estar nela.

## O teste das 60 horas

Se você trabalha 60 horas por semana e a ambição é sair do dia a dia, a distância não é de motivação, é de **desenho**: as decisões continuam passando por você. Anote por uma semana tudo o que só você decide. Cada item dessa lista é um candidato a regra escrita ou a responsável.

## Grau de alinhamento

No dossiê, o *grau de alinhamento* (0 a 10) mede quanto a empresa contribui hoje para a vida que você deseja. Abaixo de 5, o plano de ação deve começar por liberar o seu tempo; acima de 7, por crescer.`,
        },
        {
          title: 'Roteiro de reflexão',
          contentType: 'presentation',
          content: JSON.stringify([
            {
              title: 'Daqui a cinco anos',
              content: 'Como é uma terça-feira comum na sua vida? Onde você está às 10h?',
            },
            {
              title: 'O papel da empresa',
              content: 'Quanto da sua renda depende dela? Quanto deveria depender?',
            },
            {
              title: 'Seu tempo hoje',
              content: 'Quantas horas por semana? Quantas em tarefas que outra pessoa faria?',
            },
            {
              title: 'Energia',
              content: 'Liste três tarefas que consomem sua energia e três que a devolvem.',
            },
            {
              title: 'A escolha',
              content:
                'Crescer, vender, perpetuar ou sair do dia a dia: escolha uma para os próximos 24 meses.',
            },
            {
              title: 'Próximo passo',
              caption: 'Leve essa escolha para o diagnóstico do fundador e para o dossiê.',
            },
          ]),
        },
      ],
    },
    {
      id: 'delegar-sem-perder-controle',
      title: 'Delegar sem perder o controle',
      description: 'Os cinco níveis de delegação e uma matriz para decidir o que sai das suas mãos primeiro.',
      type: 'article',
      estimatedTime: 25,
      items: [
        {
          title: 'Os cinco níveis de delegação',
          contentType: 'text',
          content: `## Delegar não é largar

Quem diz "delegar não funciona comigo" quase sempre pulou do nível 1 para o nível 5 de uma vez. Use os níveis como uma escada:

1. **Faça o que eu disser**: a pessoa executa um passo a passo.
2. **Pesquise e me traga opções**: você decide.
3. **Recomende uma opção**: você aprova.
4. **Decida e me avise**: a pessoa decide dentro de regras escritas.
5. **Decida**: você só acompanha o resultado.

## O que delegar primeiro

Comece pelo que é **frequente, de baixo risco e já tem padrão** — por exemplo, descontos até 5% em uma loja de roupas, ou a agenda de retornos em uma clínica. Deixe para depois o que é raro e de alto risco, como contratar um gerente.

## As regras de decisão

Uma regra boa cabe em três linhas: *quem decide*, *até onde* (valor, prazo, exceções) e *como avisa*. Exemplo: "A gerente aprova descontos até 5% em pedidos acima de R$ 500,00; acima disso, me consulta pelo WhatsApp no mesmo dia."

## Exercício

Use a matriz em PDF deste material: liste dez decisões que hoje passam por você e classifique cada uma por frequência e risco.`,
        },
        {
          title: 'Matriz de delegação (PDF para imprimir)',
          contentType: 'file',
          content: '/learning/matriz-de-delegacao.pdf',
        },
      ],
    },
    {
      id: 'rotina-do-fundador',
      title: 'A semana do fundador',
      description:
        'Um curso prático para redesenhar a sua semana em blocos: estratégia, vendas, gente e operação.',
      type: 'course',
      estimatedTime: 75,
      items: [
        {
          title: 'Aula 1 — Onde vai o seu tempo',
          contentType: 'text',
          content: `## Medir antes de mudar

Durante cinco dias úteis, anote a cada hora o que você fez, em quatro categorias: **estratégia** (pensar o futuro), **vendas e clientes**, **gente** (contratar, treinar, conversar com o time) e **operação** (apagar incêndios, executar).

Em pequenas empresas é comum encontrar 70% ou mais do tempo do fundador em operação. O problema não é a operação em si, e sim que **ninguém pensa o futuro** enquanto isso.

## A meta da aula

Ao fim da semana de registros, some as horas de cada categoria e calcule o percentual. Guarde esse número: ele é o "antes" do seu plano.`,
        },
        {
          title: 'Aula 2 — A semana ideal em blocos',
          contentType: 'text',
          content: `## Blocos fixos

Monte uma semana-modelo com blocos que se repetem:

- **Segunda, 8h–10h**: reunião de indicadores (veja o módulo *Ritmo, rotina e ritual*).
- **Terça e quinta, manhã**: clientes e vendas.
- **Quarta, tarde**: gente — conversas individuais de 30 minutos.
- **Sexta, 9h–11h**: estratégia e revisão do plano de ação.

O restante é operação, e é ele que deve encolher à medida que você delega.

## Proteja os blocos

Um bloco de estratégia que é desmarcado toda semana não existe. Trate-o como uma reunião com o seu maior cliente: só se move com outra data na agenda.

## Exercício

Desenhe a sua semana ideal e compare com o registro da aula 1. Escolha **um** bloco para implantar já na próxima semana.`,
        },
      ],
    },
  ],
};
