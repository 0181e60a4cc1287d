// Parses the `multipart/related` body the Storage web SDK sends for a one-shot
// upload: a JSON metadata part, then the file's bytes, each with a Content-Type.
// The bytes are binary, so parsing works on Buffers, never on strings.

export interface MultipartPart {
  contentType: string;
  body: Buffer;
}

export function boundaryOf(contentType: string | undefined): string | undefined {
  const match = /^multipart\/related\s*;.*\bboundary=("?)([^";]+)\1/i.exec(contentType ?? '');
  return match?.[2];
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** Every part between `--boundary` delimiters; throws on a malformed body. */
export function parseMultipart(body: Buffer, boundary: string): MultipartPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: MultipartPart[] = [];
  let start = body.indexOf(delimiter);
  if (start < 0) throw new Error('multipart body without its boundary');
  for (;;) {
    const afterDelimiter = start + delimiter.length;
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString() === '--') return parts;
    const headersStart = afterDelimiter + 2; // skip CRLF after the delimiter
    const headersEnd = body.indexOf('\r\n\r\n', headersStart);
    if (headersEnd < 0) throw new Error('multipart part without a blank line after its headers');
    // A part's body ends at CRLF + the next delimiter.
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headersEnd + 4);
    if (next < 0) throw new Error('multipart body without its closing boundary');
    const headers = parseHeaders(body.subarray(headersStart, headersEnd).toString('utf8'));
    parts.push({ contentType: headers['content-type'] ?? 'application/octet-stream', body: body.subarray(headersEnd + 4, next) });
    start = next + 2;
  }
}
