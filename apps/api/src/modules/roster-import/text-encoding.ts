import Encoding from 'encoding-japanese';
import iconv from 'iconv-lite';

/** The encodings a roster CSV may come in: what 校務支援 systems and Excel write. */
export type CsvEncoding = 'UTF-8' | 'UTF-8 (BOM)' | 'Shift_JIS';

/** A decoded text file, or why it cannot be read (Japanese, names the file). */
export type DecodedText = { text: string; encoding: CsvEncoding } | { problem: string };

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Detects and decodes one CSV of an upload (issue 23 item 4, decision 045): UTF-8 with or without
 * BOM, or Shift_JIS as Windows writes it (CP932: NEC and IBM extensions such as ①, 髙, ㈱). The
 * encoding is detected by encoding-japanese (a UTF-8 candidate is then decoded strictly, so a
 * single broken byte is not taken for text) and Shift_JIS is decoded by iconv-lite's cp932 table.
 * Anything else (UTF-16, EUC-JP, JIS, a binary file) gets one clear reason naming it.
 */
export function decodeCsv(bytes: Uint8Array, fileName: string): DecodedText {
  if (UTF8_BOM.every((b, i) => bytes[i] === b)) {
    try {
      return { text: strictUtf8.decode(bytes.subarray(3)), encoding: 'UTF-8 (BOM)' };
    } catch {
      return { problem: `${fileName}: UTF-8のBOMがありますが、途中にUTF-8ではない文字があります。文字コードを確認して保存し直してください` };
    }
  }
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    return { problem: `${fileName}: 文字コードがUTF-16（Unicode テキスト）です。UTF-8かShift_JISのCSVで保存してください` };
  const detected = Encoding.detect(bytes);
  if (detected === 'ASCII' || detected === 'UTF8') {
    try {
      return { text: strictUtf8.decode(bytes), encoding: 'UTF-8' };
    } catch {
      // encoding-japanese accepts some sequences a strict decoder refuses; try Shift_JIS below.
    }
  }
  if (detected === 'SJIS' || Encoding.detect(bytes, 'SJIS')) {
    const text = iconv.decode(Buffer.from(bytes), 'cp932');
    // EUC-JP bytes read as Shift_JIS become runs of half-width katakana: then it is EUC-JP.
    const eucLike = detected === 'EUCJP' && /[\uFF61-\uFF9F]/.test(text);
    if (!text.includes('\uFFFD') && !eucLike) return { text, encoding: 'Shift_JIS' };
  }
  if (detected === 'EUCJP') return { problem: `${fileName}: 文字コードがEUC-JPです。UTF-8かShift_JISのCSVで保存してください` };
  if (detected === 'JIS') return { problem: `${fileName}: 文字コードがJIS（ISO-2022-JP）です。UTF-8かShift_JISのCSVで保存してください` };
  if (detected === 'UTF16' || detected === 'UTF16BE' || detected === 'UTF16LE' || detected === 'UTF32')
    return { problem: `${fileName}: 文字コードが${detected.replace('UTF', 'UTF-')}です。UTF-8かShift_JISのCSVで保存してください` };
  if (detected === 'BINARY') return { problem: `${fileName}: テキスト（CSV）ではありません` };
  return { problem: `${fileName}: 文字コードを判別できません（UTF-8でもShift_JISでもない文字があります）` };
}
