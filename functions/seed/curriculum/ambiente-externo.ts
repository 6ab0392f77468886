import type { SeedModule } from '../types';

/** Step 2 of the method: the market around the company. */
export const ambienteExterno: SeedModule = {
  id: 'ambiente-externo',
  title: 'Ambiente externo: mercado e concorrência',
  description:
    'SWOT, cinco forças de Porter, mapa de concorrentes e tendências: como enxergar o mercado antes de decidir onde competir.',
  icon: 'trending-up',
  category: 'marketing',
  materials: [
    {
      id: 'swot-na-pratica',
      title: 'SWOT na prática',
      description:
        'Forças e fraquezas olham para dentro; oportunidades e ameaças, para fora. Como fazer uma SWOT que gera decisões.',
      type: 'article',
      estimatedTime: 20,
      items: [
        {
          title: 'Como montar a matriz',
          contentType: 'text',
          content: `## Dentro e fora

A SWOT cruza dois olhares:

- **Forças** e **Fraquezas** são internas: dependem de você (equipe, processos, marca, caixa).
- **Oportunidades** e **Ameaças** são externas: acontecem com ou sem você (clientes, concorrentes, leis, tecnologia).

O erro mais comum é misturar os dois. "Temos pouca verba de marketing" é fraqueza; "o custo do anúncio subiu 40% no setor" é ameaça.

## Da matriz para a decisão

Uma SWOT só vale se gera escolhas. Cruze os quadrantes:

- **Força × Oportunidade**: onde atacar. Ex.: uma padaria com fornada própria (força) e vizinhança com novos prédios (oportunidade) → assinatura de café da manhã.
- **Fraqueza × Ameaça**: onde se proteger. Ex.: 70% do faturamento de um único cliente (fraqueza) e um concorrente com preço menor (ameaça) → prioridade em diversificar clientes.

## Exercício

Escreva no máximo cinco itens por quadrante, cada um com um número ou um fato. Depois, escreva **duas decisões**: uma de ataque e uma de proteção.`,
        },
        {
          title: 'A matriz SWOT',
          contentType: 'image',
          content: '/learning/matriz-swot.svg',
          caption: 'Forças e fraquezas (internas) em cima; oportunidades e ameaças (externas) embaixo.',
          alt: 'Matriz 2 por 2: Forças, Fraquezas, Oportunidades e Ameaças, com os fatores internos na linha de cima e os externos na de baixo.',
        },
      ],
    },
    {
      id: 'cinco-forcas-porter',
      title: 'As cinco forças de Porter',
      description:
        'O que define a rentabilidade de um setor: clientes, fornecedores, novos entrantes, substitutos e rivais.',
      type: 'article',
      estimatedTime: 25,
      items: [
        {
          title: 'As cinco forças, uma a uma',
          contentType: 'presentation',
          content: JSON.stringify([
            {
              title: 'Por que cinco forças?',
              content:
                'Michael Porter mostrou que o lucro de um setor não depende só da concorrência direta: cinco forças disputam a margem.',
            },
            {
              title: '1. Poder dos compradores',
              content:
                'Quanto mais concentrados os clientes e mais fácil trocar de fornecedor, maior a pressão por preço. Ex.: um escritório de contabilidade com três grandes clientes.',
            },
            {
              title: '2. Poder dos fornecedores',
              content:
                'Um insumo único ou um fornecedor dominante corta a sua margem. Ex.: a farinha importada de uma padaria artesanal.',
            },
            {
              title: '3. Ameaça de novos entrantes',
              content:
                'Se abrir um negócio igual ao seu é barato e rápido, a margem tende a cair. Marca, escala e contratos são barreiras.',
            },
            {
              title: '4. Produtos substitutos',
              content:
                'Não é o concorrente, é outra forma de resolver o mesmo problema. Para um software de agenda, a planilha e a secretária ligando.',
            },
            {
              title: '5. Rivalidade entre concorrentes',
              content:
                'Muitos rivais parecidos, mercado estagnado e custos fixos altos levam à guerra de preços.',
            },
            {
              title: 'Como usar',
              content:
                'Dê uma nota de 1 a 5 a cada força. As forças mais altas dizem onde a sua estratégia precisa de defesa: diferenciação, contrato ou nicho.',
            },
          ]),
        },
        {
          title: 'Exercício',
          contentType: 'text',
          content: `## Sua análise em uma tabela

Para cada força, escreva:

- a **nota** de 1 (fraca) a 5 (forte);
- o **fato** que justifica a nota (um número, um nome, um contrato);
- a **resposta** da empresa: o que você faz hoje para reduzir essa força.

Uma força com nota 4 ou 5 e sem resposta é uma linha do seu plano de ação.`,
        },
      ],
    },
    {
      id: 'mapa-de-concorrentes',
      title: 'Mapa de concorrentes',
      description: 'Concorrentes diretos, indiretos e substitutos num mapa de preço × especialização.',
      type: 'article',
      estimatedTime: 15,
      items: [
        {
          title: 'Quem disputa o seu cliente',
          contentType: 'text',
          content: `## Três círculos

- **Diretos**: vendem o mesmo produto para o mesmo cliente (a outra loja de roupas femininas da mesma rua).
- **Indiretos**: vendem outro produto que atende a mesma necessidade (o marketplace com frete grátis).
- **Substitutos**: a alternativa de "não comprar" ou de fazer em casa.

## O mapa de posicionamento

Desenhe dois eixos que importam para o seu cliente — por exemplo **preço** (baixo → alto) e **especialização** (generalista → nicho). Coloque cada concorrente no mapa. Os espaços vazios são oportunidades **se** houver clientes neles; os espaços lotados pedem diferenciação.

## O que observar em cada concorrente

Preço e condições, canais de venda, promessa principal (o que dizem na primeira linha do site), avaliações de clientes e o que **reclamam** deles. A reclamação recorrente do cliente do concorrente é a sua melhor pauta de venda.`,
        },
      ],
    },
    {
      id: 'tendencias-do-setor',
      title: 'Tendências do setor',
      description:
        'Tecnológicas, regulatórias e comportamentais: como separar moda de tendência e decidir quando agir.',
      type: 'article',
      estimatedTime: 15,
      items: [
        {
          title: 'Três tipos de tendência',
          contentType: 'text',
          content: `## Tecnológica, regulatória, comportamental

- **Tecnológica**: o que passa a ser possível ou barato (pagamento por Pix, agendamento pelo WhatsApp, inteligência artificial no atendimento).
- **Regulatória**: o que passa a ser obrigatório ou proibido (LGPD, nota fiscal eletrônica, novas regras sanitárias).
- **Comportamental**: o que o cliente passa a esperar (entrega no mesmo dia, compra pelo celular, consumo consciente).

## Moda ou tendência?

Faça três perguntas: **quem já está pagando** por isso? **Quanto custa** testar em pequena escala? **O que acontece** se eu esperar um ano? Se o custo do teste é baixo e o custo de esperar é alto, teste agora.

## Exercício

Liste uma tendência de cada tipo para o seu setor e escreva um teste de até 30 dias para a mais promissora.`,
        },
      ],
    },
  ],
};
