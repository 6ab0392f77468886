/**
 * Makes the learning curriculum's images (SVG diagrams) and worksheets (PDFs, with pdfmake) in
 * web/public/learning/, which the web build serves at /learning/. Run after changing them:
 *   npx tsx scripts/make-learning-assets.ts
 * The files are committed; the curriculum test checks that every path the seed links exists.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pdfmake from 'pdfmake';

const out = join(import.meta.dirname, '..', 'web', 'public', 'learning');
mkdirSync(out, { recursive: true });

const font = `font-family="DejaVu Sans, Arial, sans-serif"`;
const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const text = (x: number, y: number, value: string, attrs = '') =>
  `<text x="${x}" y="${y}" ${font} ${attrs}>${escape(value)}</text>`;
const svg = (width: number, height: number, title: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escape(title)}">
<title>${escape(title)}</title>
<rect width="${width}" height="${height}" fill="#ffffff"/>
${body}
</svg>
`;

/** A 2 × 2 matrix: four coloured cells with a title and lines each, and the two axes' labels. */
function matrix(
  title: string,
  cells: { title: string; lines: string[]; fill: string }[],
  axes: [string, string],
) {
  const cell = (index: number) => {
    const { title: heading, lines, fill } = cells[index]!;
    const x = 90 + (index % 2) * 320;
    const y = 60 + Math.floor(index / 2) * 200;
    return [
      `<rect x="${x}" y="${y}" width="300" height="180" rx="10" fill="${fill}"/>`,
      text(x + 20, y + 40, heading, 'font-size="24" font-weight="700" fill="#ffffff"'),
      ...lines.map((line, n) => text(x + 20, y + 80 + n * 28, line, 'font-size="17" fill="#ffffff"')),
    ].join('\n');
  };
  return svg(
    720,
    470,
    title,
    [
      text(360, 36, title, 'font-size="24" font-weight="700" fill="#0d3b66" text-anchor="middle"'),
      ...cells.map((_, index) => cell(index)),
      text(
        40,
        250,
        axes[0],
        'font-size="16" fill="#333333" text-anchor="middle" transform="rotate(-90 40 250)"',
      ),
      text(400, 462, axes[1], 'font-size="16" fill="#333333" text-anchor="middle"'),
    ].join('\n'),
  );
}

const images: Record<string, string> = {
  'matriz-swot.svg': matrix(
    'Matriz SWOT',
    [
      { title: 'Forças', lines: ['O que fazemos bem', 'Recursos próprios', 'Diferenciais'], fill: '#2e7d32' },
      {
        title: 'Fraquezas',
        lines: ['O que nos falta', 'Dependências', 'Processos frágeis'],
        fill: '#c62828',
      },
      {
        title: 'Oportunidades',
        lines: ['Clientes novos', 'Tendências a favor', 'Espaços vazios'],
        fill: '#0369a1',
      },
      { title: 'Ameaças', lines: ['Concorrentes', 'Mudanças de regra', 'Custos em alta'], fill: '#a35200' },
    ],
    ['Internos (em cima) · Externos (embaixo)', 'Positivos (à esquerda) · Negativos (à direita)'],
  ),
  'matriz-impacto-esforco.svg': matrix(
    'Impacto × esforço',
    [
      { title: 'Ganhos rápidos', lines: ['Impacto alto', 'Esforço baixo', 'Faça já'], fill: '#2e7d32' },
      {
        title: 'Grandes projetos',
        lines: ['Impacto alto', 'Esforço alto', 'Planeje em etapas'],
        fill: '#0369a1',
      },
      { title: 'Preenchimento', lines: ['Impacto baixo', 'Esforço baixo', 'Delegue'], fill: '#5d6d7e' },
      { title: 'Evitar', lines: ['Impacto baixo', 'Esforço alto', 'Corte do plano'], fill: '#c62828' },
    ],
    ['Impacto (alto em cima)', 'Esforço (baixo à esquerda, alto à direita)'],
  ),
  'escala-maturidade.svg': svg(
    720,
    300,
    'Escala de maturidade',
    [
      text(
        360,
        36,
        'Escala de maturidade do Raio-X',
        'font-size="24" font-weight="700" fill="#0d3b66" text-anchor="middle"',
      ),
      ...[
        ['1', 'Rudimentar', '#c62828', '#ffffff'],
        ['2', 'Básico', '#ef6c00', '#1a1a1a'],
        ['3', 'Intermediário', '#f9a825', '#1a1a1a'],
        ['4', 'Avançado', '#4fc3f7', '#1a1a1a'],
        ['5', 'Excelência', '#2e7d32', '#ffffff'],
      ].map(([level, label, fill, ink], index) => {
        const x = 30 + index * 135;
        const height = 60 + index * 40;
        const y = 270 - height;
        return [
          `<rect x="${x}" y="${y}" width="125" height="${height}" rx="8" fill="${fill}"/>`,
          text(x + 62, y + 32, level!, `font-size="26" font-weight="700" fill="${ink}" text-anchor="middle"`),
          text(x + 62, y + 56, label!, `font-size="15" fill="${ink}" text-anchor="middle"`),
        ].join('\n');
      }),
    ].join('\n'),
  ),
  'funil-de-vendas.svg': svg(
    720,
    360,
    'Funil de vendas',
    [
      text(
        360,
        36,
        'Funil de vendas: conversão por etapa',
        'font-size="24" font-weight="700" fill="#0d3b66" text-anchor="middle"',
      ),
      ...[
        ['200 contatos', '', 600],
        ['60 reuniões', '30%', 470],
        ['30 propostas', '50%', 340],
        ['6 clientes', '20%', 210],
      ].map(([label, rate, width], index) => {
        const y = 60 + index * 72;
        const x = 360 - Number(width) / 2;
        return [
          `<rect x="${x}" y="${y}" width="${width}" height="60" rx="8" fill="${['#0d3b66', '#1565c0', '#0369a1', '#2e7d32'][index]}"/>`,
          text(
            360,
            y + 38,
            `${label}${rate ? ` (${rate})` : ''}`,
            'font-size="20" font-weight="700" fill="#ffffff" text-anchor="middle"',
          ),
        ].join('\n');
      }),
    ].join('\n'),
  ),
};

for (const [name, content] of Object.entries(images)) writeFileSync(join(out, name), content);

/** A worksheet: a title, a short instruction, and a table of empty rows to fill in by hand. */
function worksheet(
  title: string,
  instruction: string,
  headers: string[],
  rows: number,
  widths: (string | number)[],
) {
  return {
    pageSize: 'A4' as const,
    pageOrientation: (headers.length > 4 ? 'landscape' : 'portrait') as 'landscape' | 'portrait',
    pageMargins: [40, 50, 40, 50] as [number, number, number, number],
    info: { title, author: 'Rumo Estratégico' },
    content: [
      { text: title, fontSize: 20, bold: true, color: '#0d3b66', margin: [0, 0, 0, 8] },
      { text: instruction, fontSize: 10, color: '#444444', margin: [0, 0, 0, 14] },
      {
        table: {
          headerRows: 1,
          widths,
          heights: (row: number) => (row === 0 ? 18 : 34),
          body: [
            headers.map((header) => ({ text: header, bold: true, fillColor: '#e3f2fd', fontSize: 10 })),
            ...Array.from({ length: rows }, () => headers.map(() => '')),
          ],
        },
      },
      {
        text: 'Rumo Estratégico · Materiais Educativos',
        fontSize: 8,
        color: '#888888',
        margin: [0, 14, 0, 0],
      },
    ],
    defaultStyle: { font: 'Roboto' },
  };
}

const require = createRequire(import.meta.url);
pdfmake.addFonts(require('pdfmake/fonts/Roboto.js'));

const pdfs: Record<string, ReturnType<typeof worksheet>> = {
  'matriz-de-delegacao.pdf': worksheet(
    'Matriz de delegação',
    'Liste as decisões que hoje passam por você. Classifique a frequência (diária, semanal, mensal) e o risco (baixo, médio, alto). Comece a delegar pelas frequentes e de baixo risco, com uma regra escrita.',
    ['Decisão', 'Frequência', 'Risco', 'Quem pode decidir', 'Regra (até onde, como avisa)'],
    10,
    ['*', 70, 55, 110, '*'],
  ),
  'planilha-fluxo-de-caixa.pdf': worksheet(
    'Planilha de fluxo de caixa — 12 semanas',
    'Para cada semana, some as entradas previstas (recebimentos e parcelas de cartão) e as saídas previstas (fornecedores, folha, impostos, aluguel). O saldo acumulado mostra a primeira semana de aperto.',
    ['Semana', 'Entradas (R$)', 'Saídas (R$)', 'Saldo da semana (R$)', 'Saldo acumulado (R$)'],
    12,
    [60, '*', '*', '*', '*'],
  ),
  'modelo-5w2h.pdf': worksheet(
    'Modelo 5W2H',
    'Uma tarefa por linha. O quê: a entrega verificável. Por quê: o ponto do dossiê que ela resolve. Quem: um nome. Quando: a data. Como: de dois a quatro passos. Quanto: em reais ou horas.',
    ['O quê', 'Por quê', 'Quem', 'Onde', 'Quando', 'Como', 'Quanto custa'],
    8,
    ['*', '*', 70, 65, 60, '*', 70],
  ),
};

for (const [name, definition] of Object.entries(pdfs)) {
  const buffer = await pdfmake.createPdf(definition as never).getBuffer();
  writeFileSync(join(out, name), buffer);
}
console.log(`wrote ${Object.keys(images).length} images and ${Object.keys(pdfs).length} PDFs to ${out}`);
