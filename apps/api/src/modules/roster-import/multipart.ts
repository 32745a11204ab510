/**
 * A minimal multipart/form-data reader for the roster uploads (spec §3 "Imports: file and year"):
 * the API has no multipart plugin, and these routes need only small text fields and one file.
 * Returns the fields as strings, a file field as base64 (the same shape the JSON body takes), and
 * `fileName` from the file part's filename. Null when the body is not well-formed multipart.
 */
export function parseMultipart(body: Buffer, contentType: string): Record<string, string> | null {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const mark = boundary?.[1] ?? boundary?.[2];
  if (!mark) return null;
  const delimiter = Buffer.from(`--${mark}`);
  const fields: Record<string, string> = {};
  let start = body.indexOf(delimiter);
  if (start < 0) return null;
  while (start >= 0) {
    const partStart = start + delimiter.length;
    if (body.subarray(partStart, partStart + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, partStart);
    if (next < 0) return null;
    const part = body.subarray(partStart + 2, next - 2); // skip CRLF after the delimiter and before the next
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd < 0) return null;
    const headers = part.subarray(0, headerEnd).toString('utf8');
    const content = part.subarray(headerEnd + 4);
    const name = /name="([^"]*)"/i.exec(headers)?.[1];
    const fileName = /filename\*?=(?:UTF-8'')?"?([^";\r\n]*)"?/i.exec(headers)?.[1];
    if (name) {
      if (fileName !== undefined) {
        fields[name] = content.toString('base64');
        fields.fileName = safeDecode(fileName);
      } else fields[name] = content.toString('utf8');
    }
    start = next;
  }
  return fields;
}

/** decodeURIComponent that keeps the raw text when it is not valid percent-encoding (e.g. a file named 100%.xlsx). */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
