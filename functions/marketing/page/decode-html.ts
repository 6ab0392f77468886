/**
 * A page's bytes as text, in the charset the page really uses (many Brazilian sites are ISO-8859-1,
 * and `Response.text()` would always read UTF-8). In order: a byte-order mark, the Content-Type's
 * charset, a `<meta charset>` or `<meta http-equiv="Content-Type">` within the first 4 KB, else UTF-8.
 * WHATWG's TextDecoder reads ISO-8859-1 as windows-1252, as browsers do.
 */
export interface DecodedHtml {
  html: string;
  charset: string;
  /** Where the charset came from. */
  source: 'bom' | 'header' | 'meta' | 'default';
}

const charsetIn = (text: string) => /charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(text)?.[1];

function knownCharset(label: string | undefined): string | undefined {
  if (!label) return undefined;
  try {
    return new TextDecoder(label.toLowerCase()).encoding;
  } catch {
    return undefined;
  }
}

function bomCharset(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return undefined;
}

function metaCharset(bytes: Uint8Array): string | undefined {
  // The prescan reads ASCII only, so latin1 is a lossless view of the first bytes.
  const head = Buffer.from(bytes.subarray(0, 4096)).toString('latin1');
  for (const match of head.matchAll(/<meta\b[^>]*>/gi)) {
    const tag = match[0];
    const direct = /\bcharset\s*=\s*["']?\s*([\w.:-]+)/i.exec(tag)?.[1];
    if (direct && !/http-equiv/i.test(tag)) return direct;
    if (/http-equiv\s*=\s*["']?content-type/i.test(tag)) {
      const content = /\bcontent\s*=\s*("([^"]*)"|'([^']*)')/i.exec(tag);
      const charset = charsetIn(content?.[2] ?? content?.[3] ?? '');
      if (charset) return charset;
    }
  }
  return undefined;
}

export function decodeHtml(bytes: Uint8Array, contentType = ''): DecodedHtml {
  const decode = (charset: string, source: DecodedHtml['source']): DecodedHtml => ({
    html: new TextDecoder(charset).decode(bytes),
    charset,
    source,
  });
  const bom = bomCharset(bytes);
  if (bom) return decode(bom, 'bom');
  const header = knownCharset(charsetIn(contentType));
  if (header) return decode(header, 'header');
  const meta = knownCharset(metaCharset(bytes));
  // A page that declares UTF-16 in a meta tag cannot have been read as ASCII to find it: ignore it.
  if (meta && !meta.startsWith('utf-16')) return decode(meta, 'meta');
  return decode('utf-8', 'default');
}
