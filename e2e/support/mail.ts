import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The mails the journey server wrote (no SMTP_URL: nodemailer's .eml files in DATA_DIR/mail) that
 * name `address`, as raw .eml text, oldest first.
 */
export function mailsTo(address: string): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'mail');
  let files: string[];
  try {
    files = readdirSync(dir);
  } catch {
    return []; // no mail yet: the folder is made by the first one
  }
  return files
    .map((f) => path.join(dir, f))
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }))
    .filter(({ text }) => text.includes(address))
    .map(({ text }) => text);
}

/** The text body of a single-part .eml, decoded (base64 or quoted-printable, UTF-8). */
export function bodyOf(eml: string): string {
  const split = eml.indexOf('\r\n\r\n') >= 0 ? eml.indexOf('\r\n\r\n') : eml.indexOf('\n\n');
  const head = eml.slice(0, split);
  const body = eml.slice(split).trim();
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}
