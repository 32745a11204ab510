import { parse } from 'csv-parse/sync';
import type { OneRosterIssue } from '@sukoyaka/contracts/roster-import';
import { inflateZipSafely } from './safe-zip.ts';
import { decodeCsv, type CsvEncoding } from './text-encoding.ts';

/** One CSV of the zip: its records keyed by header, each record's line in the file, the header as written. */
export interface CsvTable {
  name: string;
  header: string[];
  records: Record<string, string>[];
  lines: number[];
  encoding: CsvEncoding;
  /** Only ASCII characters: the same bytes in every encoding, so it says nothing about the file's encoding. */
  ascii: boolean;
}

/** The CSV files of a OneRoster bulk zip, the manifest's properties and the broken file-level rules. */
export interface OneRosterFiles {
  tables: Map<string, CsvTable>;
  manifest: Map<string, string>;
  issues: OneRosterIssue[];
}

/** The files the import needs (the people, their classes, schools and 年度); roles.csv too in the 1.2 layout. */
export const NEEDED = ['orgs.csv', 'academicSessions.csv', 'classes.csv', 'users.csv', 'enrollments.csv'] as const;
/** The files the import reads besides (checked when present). */
const READ = [...NEEDED, 'roles.csv', 'userProfiles.csv', 'courses.csv', 'demographics.csv'] as const;

/**
 * Opens a OneRoster CSV bulk zip (decision 045): the zip-bomb guard, then each CSV found (in the
 * root or one folder) decoded by its detected encoding (UTF-8 with or without BOM, Shift_JIS) and
 * parsed with csv-parse; manifest.csv read as propertyName → value. Returns one Japanese reason
 * instead when the upload cannot be read at all: not a zip, a zip bomb, a zip of something else
 * (an .xlsx), a needed CSV missing, an encoding that is neither, or a CSV that does not parse.
 */
export function openOneRosterZip(bytes: Buffer): OneRosterFiles | { reason: string } {
  const files = inflateZipSafely(bytes);
  if (files === 'too_large') return { reason: 'ファイルを展開すると大きすぎます（圧縮爆弾の疑い）。OneRosterのCSVをまとめたzipを選んでください' };
  if (files === 'not_zip') return { reason: 'zipファイルではありません。校務支援システムから書き出したOneRosterのzipファイルを選んでください' };
  if (files.has('[Content_Types].xml')) return { reason: 'Excelファイル（.xlsx）です。Excelの名簿は「Excel（テンプレート）」のタブから取り込んでください' };
  const byName = new Map<string, Uint8Array>();
  for (const [path, content] of files) {
    const parts = path.split('/');
    if (parts.length > 2 || path.endsWith('/')) continue;
    byName.set(parts.at(-1)!, content);
  }
  const missing = NEEDED.filter((n) => !byName.has(n));
  if (missing.length === NEEDED.length) return { reason: 'zipの中にOneRosterのCSV（users.csv など）がありません' };
  if (missing.length > 0) return { reason: `OneRosterのCSVが足りません: ${missing.join('、')}` };
  const tables = new Map<string, CsvTable>();
  for (const name of [...READ, 'manifest.csv']) {
    const content = byName.get(name);
    if (!content) continue;
    const decoded = decodeCsv(content, name);
    if ('problem' in decoded) return { reason: decoded.problem };
    try {
      tables.set(name, parseTable(name, decoded.text, decoded.encoding));
    } catch (error) {
      const line = (error as { lines?: number }).lines;
      return { reason: `${name}${line ? ` ${line}行目` : ''}: CSVとして読み取れません（区切りはカンマ、値の中の " は "" にしてください）` };
    }
  }
  const issues: OneRosterIssue[] = [];
  const manifestTable = tables.get('manifest.csv');
  const manifest = new Map<string, string>();
  if (!manifestTable)
    issues.push({ file: 'manifest.csv', line: null, level: 'warning', message: 'manifest.csv がありません（OneRosterのzipには必ず入れる決まりです）' });
  else {
    if (manifestTable.header[0] !== 'propertyName' || manifestTable.header[1] !== 'value')
      issues.push({ file: 'manifest.csv', line: 1, level: 'warning', message: '見出しは propertyName,value の順です' });
    for (const r of manifestTable.records) manifest.set(r.propertyName ?? Object.values(r)[0] ?? '', r.value ?? Object.values(r)[1] ?? '');
    checkManifest(manifest, manifestTable, byName, issues);
  }
  return { tables, manifest, issues };
}

/** A CSV as records keyed by its header (blank lines skipped, cells trimmed), with each record's line. */
function parseTable(name: string, text: string, encoding: CsvEncoding): CsvTable {
  const rows = parse(text, { skip_empty_lines: true, relax_column_count: true, trim: true, info: true }) as unknown as {
    record: string[];
    info: { lines: number };
  }[];
  const [head, ...body] = rows;
  const header = head?.record ?? [];
  return {
    name,
    header,
    encoding,
    ascii: !/[^\x20-\x7e\t\r\n]/.test(text),
    records: body.map(({ record }) => Object.fromEntries(header.map((h, i) => [h, record[i] ?? '']))),
    lines: body.map(({ info }) => info.lines),
  };
}

/** manifest.csv rules (OneRoster 1.2 CSV binding §3): versions, processing modes, the files they name. */
function checkManifest(manifest: Map<string, string>, table: CsvTable, files: Map<string, Uint8Array>, issues: OneRosterIssue[]): void {
  const lineOf = (property: string) => table.lines[table.records.findIndex((r) => r.propertyName === property)] ?? null;
  const warn = (property: string, message: string, level: OneRosterIssue['level'] = 'warning') =>
    issues.push({ file: 'manifest.csv', line: lineOf(property), level, message });
  if (manifest.get('manifest.version') !== '1.0') warn('manifest.version', `manifest.version は 1.0 です（「${manifest.get('manifest.version') ?? ''}」）`);
  const version = manifest.get('oneroster.version') ?? '';
  if (!/^1\.[12]/.test(version)) warn('oneroster.version', `oneroster.version は 1.1 か 1.2 です（「${version}」）`);
  for (const [property, mode] of manifest) {
    if (!property.startsWith('file.')) continue;
    const file = `${property.slice(5)}.csv`;
    if (!['bulk', 'delta', 'absent'].includes(mode)) warn(property, `${property} は bulk・delta・absent のどれかです（「${mode}」）`);
    else if (mode !== 'absent' && !files.has(file)) warn(property, `${property} が ${mode} ですが、${file} がzipにありません`, 'error');
    else if (mode === 'absent' && files.has(file)) warn(property, `${property} が absent ですが、${file} がzipに入っています`);
  }
}
