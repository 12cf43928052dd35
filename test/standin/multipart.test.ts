// The stand-in's hand-written multipart parser agrees with the platform's (Response.formData) on what discord.js sends.
import { describe, expect, it } from 'vitest';
import { parseMultipart } from '../../src/local/standin/rest.js';

async function encode(fd: FormData): Promise<{ raw: Buffer; type: string }> {
  const req = new Request('http://127.0.0.1/', { method: 'POST', body: fd });
  return { raw: Buffer.from(await req.arrayBuffer()), type: req.headers.get('content-type')! };
}

describe('multipart uploads', () => {
  it('finds payload_json and every file with its name, type and exact bytes (even bytes that look like a boundary)', async () => {
    const tricky = Buffer.concat([Buffer.from('\r\n--not-the-boundary\r\n\r\n'), Buffer.from([0, 255, 13, 10, 45, 45])]);
    const fd = new FormData();
    fd.append('payload_json', JSON.stringify({ content: 'héllo', attachments: [{ id: 0 }, { id: 1 }] }));
    fd.append('files[0]', new Blob([tricky], { type: 'image/png' }), 'board.png');
    fd.append('files[1]', new Blob([Buffer.alloc(0)]), 'empty.txt');
    const { raw, type } = await encode(fd);
    const parts = parseMultipart(raw, type);
    expect(parts.map((p) => [p.name, p.filename, p.contentType])).toEqual([
      ['payload_json', undefined, undefined],
      ['files[0]', 'board.png', 'image/png'],
      ['files[1]', 'empty.txt', 'application/octet-stream'],
    ]);
    expect(JSON.parse(parts[0].bytes.toString('utf8')).content).toBe('héllo');
    expect(parts[1].bytes.equals(tricky)).toBe(true);
    expect(parts[2].bytes.length).toBe(0);
  });

  it('accepts a quoted boundary and refuses a body cut short', () => {
    const body = Buffer.from('--abc\r\nContent-Disposition: form-data; name="payload_json"\r\n\r\n{}\r\n--abc--\r\n');
    expect(parseMultipart(body, 'multipart/form-data; boundary="abc"').map((p) => p.name)).toEqual(['payload_json']);
    expect(() => parseMultipart(body.subarray(0, 40), 'multipart/form-data; boundary=abc')).toThrow(/cut short|headers/);
  });
});
