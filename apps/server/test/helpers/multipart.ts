/** A multipart form body carrying one file in the field `file`, for `app.inject`. */
export function multipartBody(name: string, type: string, content: Buffer) {
  const boundary = `----trustfront${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One part of a multipart form: a field (no file name) or a file. */
export interface FormPart {
  name: string;
  content: Buffer | string;
  filename?: string;
  type?: string;
}

/** A multipart form body of several parts, in their order, for `app.inject`. */
export function multipartParts(parts: readonly FormPart[]) {
  const boundary = `----trustfront${Date.now()}`;
  const chunks = parts.flatMap((part) => {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`
      : `form-data; name="${part.name}"`;
    return [
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    ];
  });
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
