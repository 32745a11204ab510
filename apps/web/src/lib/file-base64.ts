/**
 * A file's bytes as base64 (the JSON body of the Excel uploads: roster imports, issue 13). The
 * school calendar's import has the same helper in its feature (features/school-calendar/api) and
 * can move to this one.
 */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
