import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeHtml } from './decode-html';
import { extractFacts } from './extract-facts';
import { validateHtml } from './validate-html';

const demoPage = (file: string) =>
  readFileSync(new URL(`../../local/demo-site/${file}`, import.meta.url), 'utf8');

describe('the facts of a page', () => {
  const facts = extractFacts({ html: demoPage('index.html'), url: 'http://127.0.0.1:8080/' });

  it('reports the planted faults of the demo home page', () => {
    expect(facts.metaDescription).toBeNull();
    expect(facts.viewport).toBeNull();
    expect(facts.images).toEqual({
      total: 4,
      withoutAlt: 1,
      withoutAltSamples: ['/bolo-morango.svg'],
      decorative: 0,
    });
    expect(facts.headings.skippedLevels).toBe(true);
    expect(facts.forms).toEqual({ count: 1, fields: 4, fieldsWithoutLabel: 1 });
  });

  it('reads what the page does have', () => {
    expect(facts.title).toBe(
      'Doce Ponto Confeitaria Artesanal | Bolos e doces sob encomenda em Belo Horizonte',
    );
    expect(facts.lang).toBe('pt-BR');
    expect(facts.headings.h1).toEqual(['Bolos artesanais para os seus melhores momentos']);
    expect(facts.headings.counts).toMatchObject({ h1: 1, h2: 4, h3: 3, h4: 1 });
    expect(facts.openGraph).toEqual({
      title: 'Doce Ponto Confeitaria Artesanal',
      description: null,
      image: null,
    });
    expect(facts.structuredData).toEqual({ jsonLd: 1, types: ['Bakery'], microdata: 0 });
    expect(facts.favicon).toBe(true);
    expect(facts.links).toMatchObject({ phone: 1, email: 1, whatsapp: 1, internal: 2, external: 2 });
    expect(facts.callsToAction).toEqual(
      expect.arrayContaining(['Peça pelo WhatsApp', 'Contato', 'Solicitar orçamento']),
    );
    expect(facts.wordCount).toBeGreaterThan(200);
    expect(facts.wordCount).toBeLessThan(260);
  });

  it('counts only words a visitor reads (no script, style or JSON-LD)', () => {
    const counted = extractFacts({
      html: '<html><body><p>Três palavras aqui</p><script>var a = "não conta";</script><style>p{}</style></body></html>',
      url: 'https://exemplo.com.br/',
    });
    expect(counted.wordCount).toBe(3);
  });

  it('treats alt="" as decorative, not missing, and finds trackers', () => {
    const page = extractFacts({
      html: '<img src="a.png" alt=""><img src="b.png"><script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script><script>fbq("init","1")</script>',
      url: 'https://exemplo.com.br/',
    });
    expect(page.images).toMatchObject({ total: 2, withoutAlt: 1, decorative: 1 });
    expect(page.tracking).toEqual(['Google Analytics', 'Meta Pixel']);
  });
});

describe('decoding a page in its own charset', () => {
  const latin1Page = Buffer.from(demoPage('encomendas.html'), 'latin1');

  it('reads an ISO-8859-1 page from its <meta http-equiv> when the header has no charset', () => {
    const decoded = decodeHtml(latin1Page, 'text/html');
    expect(decoded).toMatchObject({ charset: 'windows-1252', source: 'meta' });
    expect(decoded.html).toContain('Cafés da manhã, coffee breaks');
    const facts = extractFacts({ html: decoded.html, url: 'http://127.0.0.1:8080/encomendas' });
    expect(facts.metaDescription).toBe(
      'Cafés da manhã, coffee breaks e brindes doces para empresas em Belo Horizonte, com nota fiscal e entrega agendada.',
    );
    expect(facts.headings.h1).toEqual(['Encomendas corporativas']);
  });

  it('prefers the Content-Type header to the meta tag, and a BOM to both', () => {
    expect(decodeHtml(latin1Page, 'text/html; charset=ISO-8859-1').source).toBe('header');
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<p>ação</p>', 'utf8')]);
    expect(decodeHtml(withBom, 'text/html; charset=iso-8859-1')).toMatchObject({
      charset: 'utf-8',
      source: 'bom',
    });
    expect(decodeHtml(withBom).html).toContain('ação');
  });

  it('falls back to UTF-8, and ignores an unknown charset label', () => {
    const utf8 = Buffer.from('<meta charset="x-inventado"><p>Coração</p>', 'utf8');
    expect(decodeHtml(utf8, 'text/html')).toMatchObject({ charset: 'utf-8', source: 'default' });
    expect(decodeHtml(utf8).html).toContain('Coração');
  });

  it('reading ISO-8859-1 bytes as UTF-8 would garble the accents (why the decoding matters)', () => {
    expect(latin1Page.toString('utf8')).not.toContain('Cafés');
  });
});

describe('HTML validation', () => {
  it('reports the validator errors of a broken page with their rules', async () => {
    const report = await validateHtml(
      '<!doctype html><html><head><title>x</title></head><body><p>oi<div></p></body></html>',
    );
    expect(report.errorCount).toBeGreaterThan(0);
    expect(report.rules.map((rule) => rule.ruleId)).toEqual(
      expect.arrayContaining(['close-order', 'element-required-attributes']),
    );
    expect(report.messages[0]).toMatchObject({ severity: 'error', line: 1 });
  });

  it('passes a valid page', async () => {
    const report = await validateHtml(
      '<!doctype html><html lang="pt-BR"><head><title>Loja</title></head><body><p>Olá</p></body></html>',
    );
    expect(report).toMatchObject({ errorCount: 0, truncated: false });
  });
});
