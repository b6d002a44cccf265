/**
 * A small reader for the .eml files the dev outbox writes: headers, and the text and html bodies of a
 * single-part or multipart message in 7bit, 8bit, quoted-printable or base64. Enough to show a mail in
 * the browser; not a general MIME parser.
 */
export interface ParsedMail {
  headers: Record<string, string>;
  subject: string;
  to: string;
  from: string;
  date: string;
  text: string;
  html: string;
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

export function decodeQuotedPrintable(input: string): string {
  const bytes: number[] = [];
  const text = input.replace(/=\n/g, '');
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...new TextEncoder().encode(text[i]));
    }
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') {
    const binary = atob(part.body.replace(/\s+/g, ''));
    return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  }
  return part.body;
}

function collectBodies(part: Part, into: { text: string; html: string }): void {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collectBodies(splitPart(section.replace(/^\n/, '')), into);
    }
    return;
  }
  if (type.toLowerCase().startsWith('text/html')) into.html ||= decodeBody(part);
  else if (type.toLowerCase().startsWith('text/plain')) into.text ||= decodeBody(part);
}

export function parseEml(raw: string): ParsedMail {
  const root = splitPart(raw);
  const bodies = { text: '', html: '' };
  collectBodies(root, bodies);
  return {
    headers: root.headers,
    subject: root.headers['subject'] ?? '(no subject)',
    to: root.headers['to'] ?? '',
    from: root.headers['from'] ?? '',
    date: root.headers['date'] ?? '',
    text: bodies.text.trimEnd(),
    html: bodies.html.trimEnd(),
  };
}
