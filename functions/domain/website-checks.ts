import type { HtmlValidation, PageFacts } from '../contracts/website-analysis';
import { plural } from './portuguese';

/**
 * The checks a page's measured facts are scored by. Each has a weight (they sum to 100), the block of
 * the analysis it belongs to and, once evaluated, how far it passed (0–1) with the Portuguese finding
 * that says so. The overall score, the local analyst's text and the facts the model is given all come
 * from this one list, so every statement of an analysis can be traced to a measured fact.
 */
export type CheckBlock = 'design' | 'content' | 'seo' | 'usability' | 'conversion';

export interface CheckResult {
  id: string;
  block: CheckBlock;
  weight: number;
  /** 1 = fully met, 0 = not met. */
  passed: number;
  /** What was measured, in Portuguese, as a strength (passed) or a weakness (not passed). */
  finding: string;
  /** What to do about it; only for checks not fully met. */
  recommendation: string | null;
}

interface Check {
  id: string;
  block: CheckBlock;
  weight: number;
  evaluate(facts: PageFacts, validation: HtmlValidation): { passed: number; finding: string; fix?: string };
}

const quote = (text: string) => `“${text}”`;
const ratio = (part: number, whole: number) => (whole === 0 ? 1 : Math.max(0, Math.min(1, part / whole)));

const checks: Check[] = [
  {
    id: 'title',
    block: 'seo',
    weight: 10,
    evaluate: ({ title }) => {
      if (!title)
        return {
          passed: 0,
          finding: 'A página não tem a tag <title>: o Google e a aba do navegador ficam sem nome.',
          fix: 'Escreva um título de 30 a 65 caracteres com o que a empresa faz e onde atua.',
        };
      const length = title.length;
      if (length >= 30 && length <= 65)
        return {
          passed: 1,
          finding: `O título tem ${length} caracteres, dentro do que o Google exibe inteiro: ${quote(title)}.`,
        };
      return {
        passed: 0.7,
        finding:
          length < 30
            ? `O título ${quote(title)} tem só ${length} caracteres: aproveita pouco o espaço do resultado de busca.`
            : `O título tem ${length} caracteres: o Google corta o que passa de cerca de 65.`,
        fix: 'Ajuste o título para 30 a 65 caracteres, com a palavra-chave principal no começo.',
      };
    },
  },
  {
    id: 'meta-description',
    block: 'seo',
    weight: 10,
    evaluate: ({ metaDescription }) => {
      if (!metaDescription)
        return {
          passed: 0,
          finding: 'Falta a meta description: o Google escolhe sozinho o trecho exibido no resultado.',
          fix: 'Inclua uma meta description de 70 a 160 caracteres que convide ao clique, com a oferta e a cidade.',
        };
      const length = metaDescription.length;
      if (length >= 70 && length <= 160)
        return {
          passed: 1,
          finding: `Há meta description com ${length} caracteres, que o Google exibe sem cortes.`,
        };
      return {
        passed: 0.7,
        finding: `A meta description tem ${length} caracteres, fora da faixa de 70 a 160.`,
        fix: 'Reescreva a meta description com 70 a 160 caracteres.',
      };
    },
  },
  {
    id: 'https',
    block: 'seo',
    weight: 8,
    evaluate: ({ fetch }) =>
      fetch.https
        ? { passed: 1, finding: 'O site abre em HTTPS, com conexão segura.' }
        : {
            passed: 0,
            finding: 'O site abre sem HTTPS: o navegador mostra “Não seguro” e o Google penaliza.',
            fix: 'Instale um certificado (Let’s Encrypt é gratuito) e redirecione todo o tráfego para HTTPS.',
          },
  },
  {
    id: 'open-graph',
    block: 'seo',
    weight: 5,
    evaluate: ({ openGraph }) => {
      const present = [openGraph.title, openGraph.description, openGraph.image].filter(Boolean).length;
      if (present === 3)
        return { passed: 1, finding: 'As tags Open Graph (título, descrição e imagem) estão completas.' };
      return {
        passed: present / 3,
        finding:
          present === 0
            ? 'Não há tags Open Graph: links compartilhados no WhatsApp e nas redes aparecem sem imagem nem resumo.'
            : `Das tags Open Graph há só ${present} de 3 (título, descrição, imagem): o link compartilhado aparece incompleto.`,
        fix: 'Preencha og:title, og:description e og:image (1200 × 630 px) para o link aparecer bem no WhatsApp e nas redes.',
      };
    },
  },
  {
    id: 'structured-data',
    block: 'seo',
    weight: 3,
    evaluate: ({ structuredData }) =>
      structuredData.jsonLd + structuredData.microdata > 0
        ? {
            passed: 1,
            finding: `Há dados estruturados${structuredData.types.length ? ` (${structuredData.types.join(', ')})` : ''}, que ajudam o Google a entender o negócio.`,
          }
        : {
            passed: 0,
            finding:
              'Não há dados estruturados (schema.org): o Google não lê endereço, telefone e horário de forma confiável.',
            fix: 'Adicione JSON-LD do tipo LocalBusiness (ou o tipo do seu negócio) com nome, endereço, telefone e horário.',
          },
  },
  {
    id: 'viewport',
    block: 'usability',
    weight: 12,
    evaluate: ({ viewport }) =>
      viewport
        ? { passed: 1, finding: 'A página declara a meta viewport, base para se adaptar ao celular.' }
        : {
            passed: 0,
            finding:
              'Falta a meta viewport: no celular a página abre miniaturizada, como a versão de computador.',
            fix: 'Inclua <meta name="viewport" content="width=device-width, initial-scale=1"> e teste a página no celular.',
          },
  },
  {
    id: 'lang',
    block: 'usability',
    weight: 4,
    evaluate: ({ lang }) =>
      lang
        ? { passed: 1, finding: `O idioma da página está declarado (${lang}).` }
        : {
            passed: 0,
            finding: 'O idioma da página não está declarado: leitores de tela e tradutores podem ler errado.',
            fix: 'Declare o idioma em <html lang="pt-BR">.',
          },
  },
  {
    id: 'form-labels',
    block: 'usability',
    weight: 3,
    evaluate: ({ forms }) => {
      if (forms.fields === 0)
        return { passed: 1, finding: 'A página não tem campos de formulário a rotular.' };
      if (forms.fieldsWithoutLabel === 0)
        return {
          passed: 1,
          finding: `Os ${plural(forms.fields, 'campo', 'campos')} do formulário têm rótulo.`,
        };
      return {
        passed: 1 - ratio(forms.fieldsWithoutLabel, forms.fields),
        finding: `${plural(forms.fieldsWithoutLabel, 'campo de formulário está', 'campos de formulário estão')} sem rótulo (só com placeholder ou nada).`,
        fix: 'Dê a cada campo um <label> visível: o placeholder some quando a pessoa começa a digitar.',
      };
    },
  },
  {
    id: 'links-text',
    block: 'usability',
    weight: 1,
    evaluate: ({ links }) =>
      links.withoutText === 0
        ? { passed: 1, finding: 'Todos os links têm texto ou rótulo.' }
        : {
            passed: 0,
            finding: `${plural(links.withoutText, 'link não tem', 'links não têm')} texto nem rótulo: quem usa leitor de tela não sabe aonde leva.`,
            fix: 'Dê texto (ou aria-label) a links feitos só de ícone.',
          },
  },
  {
    id: 'image-alt',
    block: 'design',
    weight: 8,
    evaluate: ({ images }) => {
      if (images.total === 0) return { passed: 1, finding: 'A página não usa imagens de conteúdo.' };
      if (images.withoutAlt === 0)
        return {
          passed: 1,
          finding: `As ${plural(images.total, 'imagem tem', 'imagens têm')} texto alternativo (alt).`,
        };
      return {
        passed: 1 - ratio(images.withoutAlt, images.total),
        finding: `${plural(images.withoutAlt, 'imagem', 'imagens')} de ${images.total} sem texto alternativo (alt)${images.withoutAltSamples.length ? `, por exemplo ${images.withoutAltSamples.slice(0, 2).join(' e ')}` : ''}.`,
        fix: 'Descreva cada imagem no atributo alt (o que ela mostra); use alt="" só nas decorativas.',
      };
    },
  },
  {
    id: 'single-h1',
    block: 'design',
    weight: 6,
    evaluate: ({ headings }) => {
      const count = headings.counts.h1;
      if (count === 1)
        return { passed: 1, finding: `Há um título principal (h1) claro: ${quote(headings.h1[0] ?? '')}.` };
      return {
        passed: count === 0 ? 0 : 0.5,
        finding:
          count === 0
            ? 'A página não tem título principal (h1): falta a frase que diz ao visitante e ao Google do que ela trata.'
            : `A página tem ${count} títulos principais (h1): a mensagem central se divide.`,
        fix: 'Use um único h1 com a promessa principal do negócio; os demais títulos em h2 e h3.',
      };
    },
  },
  {
    id: 'heading-order',
    block: 'design',
    weight: 3,
    evaluate: ({ headings }) =>
      headings.skippedLevels
        ? {
            passed: 0,
            finding:
              'A hierarquia de títulos pula níveis (por exemplo de h2 para h4), o que confunde a leitura da estrutura.',
            fix: 'Siga a ordem h1 → h2 → h3 sem pular níveis; ajuste o tamanho pelo CSS, não pela tag.',
          }
        : { passed: 1, finding: 'Os títulos seguem uma hierarquia sem pular níveis.' },
  },
  {
    id: 'html-validity',
    block: 'design',
    weight: 6,
    evaluate: (_, validation) =>
      validation.errorCount === 0
        ? { passed: 1, finding: 'O HTML passou na validação sem erros.' }
        : {
            passed: Math.max(0, 1 - validation.errorCount / 20),
            finding: `O validador de HTML encontrou ${plural(validation.errorCount, 'erro', 'erros')}${validation.rules[0] ? ` (o mais comum: ${validation.rules[0].ruleId})` : ''}.`,
            fix: 'Corrija os erros de HTML listados nos detalhes técnicos: marcação quebrada pode desalinhar a página em alguns navegadores.',
          },
  },
  {
    id: 'favicon',
    block: 'design',
    weight: 1,
    evaluate: ({ favicon }) =>
      favicon
        ? { passed: 1, finding: 'Há favicon: a marca aparece na aba e nos favoritos.' }
        : {
            passed: 0,
            finding: 'Não há favicon: a aba do navegador mostra um ícone genérico.',
            fix: 'Adicione um favicon com o símbolo da marca.',
          },
  },
  {
    id: 'word-count',
    block: 'content',
    weight: 5,
    evaluate: ({ wordCount }) =>
      wordCount >= 300
        ? {
            passed: 1,
            finding: `A página tem cerca de ${wordCount} palavras de texto, o bastante para explicar a oferta.`,
          }
        : {
            passed: ratio(wordCount, 300),
            finding: `A página tem só cerca de ${wordCount} palavras: pouco texto para convencer o visitante e para o Google entender a oferta.`,
            fix: 'Amplie o texto para pelo menos 300 palavras: para quem é, o que resolve, como funciona, prova social e perguntas frequentes.',
          },
  },
  {
    id: 'call-to-action',
    block: 'conversion',
    weight: 8,
    evaluate: ({ callsToAction }) =>
      callsToAction.length > 0
        ? {
            passed: 1,
            finding: `Há chamadas para ação: ${callsToAction.slice(0, 3).map(quote).join(', ')}.`,
          }
        : {
            passed: 0,
            finding:
              'Não encontramos nenhuma chamada para ação (botão ou link como “Fale conosco”, “Peça um orçamento”).',
            fix: 'Coloque uma chamada para ação clara no topo da página e repita ao final de cada seção.',
          },
  },
  {
    id: 'contact-channel',
    block: 'conversion',
    weight: 5,
    evaluate: ({ links, forms }) => {
      const channels = [
        links.whatsapp > 0 && 'WhatsApp',
        links.phone > 0 && 'telefone clicável',
        links.email > 0 && 'e-mail',
        forms.count > 0 && 'formulário',
      ].filter((channel): channel is string => Boolean(channel));
      return channels.length > 0
        ? { passed: 1, finding: `O visitante tem como falar com a empresa: ${channels.join(', ')}.` }
        : {
            passed: 0,
            finding: 'Não há canal de contato direto (WhatsApp, telefone clicável, e-mail ou formulário).',
            fix: 'Ofereça um botão de WhatsApp e um telefone clicável (tel:) visíveis em todas as páginas.',
          };
    },
  },
  {
    id: 'tracking',
    block: 'conversion',
    weight: 2,
    evaluate: ({ tracking }) =>
      tracking.length > 0
        ? { passed: 1, finding: `A página mede visitas e conversões (${tracking.join(', ')}).` }
        : {
            passed: 0,
            finding:
              'Não encontramos ferramenta de medição (Google Analytics, Tag Manager ou Meta Pixel): não dá para saber de onde vêm os clientes.',
            fix: 'Instale o Google Analytics 4 (ou o Tag Manager) e marque como conversão o clique no WhatsApp e o envio do formulário.',
          },
  },
];

/** Every check evaluated on the page's facts, in the list's order. */
export function evaluateChecks(facts: PageFacts, validation: HtmlValidation): CheckResult[] {
  return checks.map((check) => {
    const outcome = check.evaluate(facts, validation);
    const passed = Math.round(Math.max(0, Math.min(1, outcome.passed)) * 100) / 100;
    return {
      id: check.id,
      block: check.block,
      weight: check.weight,
      passed,
      finding: outcome.finding,
      recommendation: passed < 1 ? (outcome.fix ?? null) : null,
    };
  });
}

export const CHECK_WEIGHT_TOTAL = checks.reduce((sum, check) => sum + check.weight, 0);

/** The failing checks, costliest first (weight × how far from passing): the priorities. */
export function failingChecks(results: readonly CheckResult[]): CheckResult[] {
  return results
    .filter((result) => result.passed < 1)
    .sort((a, b) => b.weight * (1 - b.passed) - a.weight * (1 - a.passed));
}
