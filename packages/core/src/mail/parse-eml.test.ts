import { describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, parseEml } from './parse-eml';

const multipart = [
  'From: Lodestar <no-reply@lodestar.local>',
  'To: ada@example.com',
  'Subject: Sign in to',
  ' Lodestar',
  'Content-Type: multipart/alternative; boundary="--_b1"',
  '',
  '----_b1',
  'Content-Type: text/plain; charset=utf-8',
  'Content-Transfer-Encoding: quoted-printable',
  '',
  'Open http://localhost:3000/login?email=3Dada%40example.com&token=3Dabc=',
  'def to sign in =E2=80=94 thanks',
  '----_b1',
  'Content-Type: text/html; charset=utf-8',
  'Content-Transfer-Encoding: base64',
  '',
  btoa('<p>Hello</p>'),
  '----_b1--',
  '',
].join('\r\n');

describe('parseEml', () => {
  it('reads folded headers and decodes both parts of a multipart message', () => {
    const mail = parseEml(multipart);
    expect(mail.subject).toBe('Sign in to Lodestar');
    expect(mail.to).toBe('ada@example.com');
    expect(mail.text).toBe('Open http://localhost:3000/login?email=ada%40example.com&token=abcdef to sign in — thanks');
    expect(mail.html).toBe('<p>Hello</p>');
  });

  it('reads a single-part message', () => {
    expect(parseEml('Subject: Hi\n\nbody line').text).toBe('body line');
  });

  it('decodes quoted-printable soft breaks and escapes', () => {
    expect(decodeQuotedPrintable('a=3Db=\nc')).toBe('a=bc');
  });
});
