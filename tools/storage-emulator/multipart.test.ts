import { describe, expect, it } from 'vitest';
import { boundaryOf, parseMultipart } from './multipart.ts';

/** The body exactly as @firebase/storage's multipartUpload builds it. */
function sdkBody(boundary: string, metadata: object, contentType: string, data: Buffer): Buffer {
  const pre = `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${JSON.stringify(metadata)}\r\n--${boundary}\r\nContent-Type: ${contentType}\r\n\r\n`;
  return Buffer.concat([Buffer.from(pre), data, Buffer.from(`\r\n--${boundary}--`)]);
}

describe('multipart/related uploads', () => {
  it('reads the boundary from the Content-Type', () => {
    expect(boundaryOf('multipart/related; boundary=123456')).toBe('123456');
    expect(boundaryOf('multipart/related; boundary="abc"')).toBe('abc');
    expect(boundaryOf('application/json')).toBeUndefined();
  });

  it('splits the metadata part from binary data that contains CRLFs and dashes', () => {
    const data = Buffer.from([0xff, 0xd8, 0x0d, 0x0a, 0x2d, 0x2d, 0x00, 0x0d, 0x0a, 0xff, 0xd9]);
    const metadata = { name: 'stores/s1/menu/i.jpg', contentType: 'image/jpeg' };
    const [meta, file] = parseMultipart(sdkBody('4711', metadata, 'image/jpeg', data), '4711');
    expect(meta?.contentType).toBe('application/json; charset=utf-8');
    expect(JSON.parse(meta?.body.toString() ?? '')).toEqual(metadata);
    expect(file?.contentType).toBe('image/jpeg');
    expect(file?.body.equals(data)).toBe(true);
  });

  it('keeps an empty file empty', () => {
    const parts = parseMultipart(sdkBody('b', {}, 'text/plain', Buffer.alloc(0)), 'b');
    expect(parts[1]?.body.length).toBe(0);
  });

  it('rejects a body without its closing boundary', () => {
    expect(() => parseMultipart(Buffer.from('--b\r\nContent-Type: x\r\n\r\nabc'), 'b')).toThrow(/closing boundary/);
    expect(() => parseMultipart(Buffer.from('nothing here'), 'b')).toThrow(/boundary/);
  });
});
