// A multipart/form-data body (Discord's payload_json and files[n]) made whole in memory and sent as one buffer. undici
// writes a buffer to the connection at once and reports it written in the same turn of the event loop, so the note
// that an ephemeral follow-up was handed over (./handing.ts) is written together with it; a FormData body (discord.js's
// own) is streamed in chunks and reported written turns later, when a busy bot may already have been killed after
// Discord made the message: sent again after the restart, it showed twice.
import { randomBytes } from 'node:crypto';

export interface Part { key: string; name: string; data: Buffer; contentType?: string }

export function multipart(json: unknown, files: readonly Part[]): { body: Buffer; contentType: string } {
  const boundary = `heist-${randomBytes(12).toString('hex')}`;
  const head = (lines: string) => Buffer.from(`--${boundary}\r\n${lines}\r\n\r\n`, 'utf8');
  const crlf = Buffer.from('\r\n');
  const parts: Buffer[] = [head('Content-Disposition: form-data; name="payload_json"\r\nContent-Type: application/json'), Buffer.from(JSON.stringify(json), 'utf8'), crlf];
  for (const f of files) {
    const name = f.name.replace(/["\r\n]/g, '_');
    parts.push(head(`Content-Disposition: form-data; name="${f.key}"; filename="${name}"\r\nContent-Type: ${f.contentType ?? 'image/png'}`), f.data, crlf);
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
