import type { SeedModule } from '../types';

/** Step 3 of the method: the company's management system. */
export const ambienteInterno: SeedModule = {
  id: 'ambiente-interno',
  title: 'Ambiente interno: o sistema de gestão',
  description:
    'Produto, canal, funil, precificação, mensuração e conteúdo: as seis áreas do Raio-X, com métricas de funil, preço e proposta de valor.',
  icon: 'settings',
  category: 'management',
  materials: [
    {
      id: 'seis-areas-da-gestao',
      title: 'As seis áreas do sistema de gestão',
      description: 'O que cada área significa, como reconhecer o nível de maturidade e por onde começar.',
      type: 'article',
      estimatedTime: 20,
      items: [
        {
          title: 'Seis áreas, cinco níveis',
          contentType: 'text',
          content: `## As seis áreas

- **Produto**: o que você entrega e como garante a qualidade.
- **Canal**: por onde os clientes chegam (indicação, vendas ativas, anúncios, redes sociais, parceiros).
- **Funil**: as etapas do primeiro contato até a compra, e a conversão entre elas.
- **Precificação**: como o preço é formado e revisado.
- **Mensuração**: quais números a empresa acompanha, com que frequência e quem olha.
- **Conteúdo**: o que a empresa publica para educar e atrair o cliente.

## Os níveis de maturidade

1. **Rudimentar**: acontece quando o dono lembra.
2. **Básico**: existe, mas sem rotina nem meta.
3. **Intermediário**: rotina e responsável definidos.
4. **Avançado**: medido e melhorado com base em números.
5. **Excelência**: vira vantagem competitiva.

## Por onde começar

Comece pela área **mais baixa que trava as outras**. Mensuração no nível 1, por exemplo, impede de saber se qualquer melhoria em canal ou funil funcionou. É por isso que o plano de ação gerado do dossiê começa pelas áreas mais frágeis.`,
        },
        {
          title: 'A escala de maturidade',
          contentType: 'image',
          content: '/learning/escala-maturidade.svg',
          caption: 'Os cinco níveis, de Rudimentar a Excelência, com as cores usadas no Raio-X.',
          alt: 'Escala de cinco degraus: 1 Rudimentar em vermelho, 2 Básico em laranja, 3 Intermediário em amarelo, 4 Avançado em azul-claro e 5 Excelência em verde.',
        },
      ],
    },
    {
      id: 'metricas-de-funil',
      title: 'Métricas de funil',
      description:
        'Taxa de conversão por etapa, ciclo de venda e onde o funil vaza: com um exemplo de escritório de contabilidade.',
      type: 'article',
      estimatedTime: 20,
      items: [
        {
          title: 'O funil em números',
          contentType: 'text',
          content: `## As etapas

Um funil simples de serviço B2B tem quatro etapas: **contato** → **reunião** → **proposta** → **cliente**. A conversão de cada etapa é o número que passa para a próxima dividido pelo número que entrou nela.

## Um exemplo

Um escritório de contabilidade recebeu no trimestre:

- 200 contatos;
- 60 reuniões (60 ÷ 200 = **30%**);
- 30 propostas (30 ÷ 60 = **50%**);
- 6 novos clientes (6 ÷ 30 = **20%**).

A conversão total é 6 ÷ 200 = **3%**. Onde está o vazamento? Das propostas, 80% não fecham: o gargalo é a proposta (preço, clareza, acompanhamento), não a falta de contatos. Dobrar os anúncios traria mais contatos para o mesmo funil furado.

## Ciclo de venda

Meça também quantos dias, em média, um contato leva para virar cliente. Um ciclo de 45 dias significa que o resultado de uma ação de marketing de hoje só aparece no faturamento daqui a um mês e meio.

## Exercício

Monte o seu funil dos últimos 90 dias, calcule a conversão de cada etapa e marque a etapa com a menor taxa.`,
        },
        {
          title: 'O funil de vendas',
          contentType: 'image',
          content: '/learning/funil-de-vendas.svg',
          caption: 'Exemplo de funil: 200 contatos, 60 reuniões, 30 propostas e 6 clientes.',
          alt: 'Funil com quatro faixas que se estreitam: 200 contatos, 60 reuniões (30%), 30 propostas (50%) e 6 clientes (20%).',
        },
      ],
    },
    {
      id: 'precificacao',
      title: 'Precificação: custo, valor e concorrência',
      description:
        'Markup ou margem? Um exemplo numérico, e como usar o valor percebido para sair da guerra de preços.',
      type: 'article',
      estimatedTime: 25,
      items: [
        {
          title: 'Três jeitos de formar preço',
          contentType: 'text',
          content: `## Custo, concorrência e valor

- **Pelo custo**: custo + uma margem. Garante que você não perde dinheiro, mas ignora quanto o cliente pagaria.
- **Pela concorrência**: o preço do mercado. Simples, mas leva à guerra de preços se você não for diferente.
- **Pelo valor**: quanto o resultado vale para o cliente. É o mais rentável e exige saber explicar esse valor.

## Markup não é margem

Uma peça de roupa custa **R$ 60,00** (produto + frete + embalagem) e os impostos e taxas somam **20%** do preço de venda. Você quer **25%** de margem líquida.

O preço que cobre tudo é: preço = custo ÷ (1 − impostos − margem) = 60 ÷ (1 − 0,20 − 0,25) = 60 ÷ 0,55 ≈ **R$ 109,09**.

Conferindo: impostos de 20% sobre R$ 109,09 = R$ 21,82; margem de 25% = R$ 27,27; 60,00 + 21,82 + 27,27 = R$ 109,09.

Quem aplica um "markup de 45%" sobre o custo chega a 60 × 1,45 = R$ 87,00 — e, depois dos 20% de impostos (R$ 17,40), sobra uma margem de só R$ 9,60, ou 11%.

## Revise o preço todo ano

Custos sobem com a inflação. Um preço que não é reajustado há mais de um ano está, na prática, com desconto.

## Exercício

Escolha o seu produto mais vendido e calcule a margem real com a fórmula acima.`,
        },
      ],
    },
    {
      id: 'proposta-de-valor',
      title: 'Proposta de valor: comece pelo porquê',
      description:
        'Uma palestra clássica sobre comunicar o porquê, e um roteiro para escrever a sua proposta de valor em uma frase.',
      type: 'video',
      estimatedTime: 30,
      items: [
        {
          title: 'Simon Sinek: como grandes líderes inspiram ação',
          contentType: 'video',
          content: 'https://www.youtube.com/watch?v=qp0HIF3SfI4',
        },
        {
          title: 'Sua proposta em uma frase',
          contentType: 'text',
          content: `## A fórmula

"Nós ajudamos **[cliente ideal]** a **[resultado que ele quer]** com **[como você faz de um jeito diferente]**."

Exemplo de uma clínica de software odontológico: "Nós ajudamos clínicas com 3 a 10 dentistas a **reduzir as faltas em 30%** com confirmação automática pelo WhatsApp."

## Teste da frase

- Um cliente entenderia sem explicação?
- O resultado tem número ou prazo?
- Um concorrente poderia dizer exatamente a mesma coisa? Se sim, falta o "diferente".

## Exercício

Escreva três versões da sua proposta e leia para três clientes. Fique com a que eles repetirem com as próprias palavras.`,
        },
      ],
    },
  ],
};
