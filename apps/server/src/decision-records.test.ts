// The decision records (docs/decisions): every record is in the folder's index, and every record says
// whether it still holds (Status) and since when (Date), so a newcomer reading the folder knows which
// ones to believe.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from './config';

const DECISIONS = path.resolve(SERVER_ROOT, '../../docs/decisions');
const RECORD = /^\d{4}-[a-z0-9-]+\.md$/;
const STATUS = /^Status: (accepted|superseded by \[(\d{4})\]\((\d{4}-[a-z0-9-]+\.md)\))$/m;
const DATE = /^Date: (\d{4}-\d{2}-\d{2})$/m;

/** What is wrong with a folder of records (file name → text) and its index; empty when nothing is. */
function recordProblems(records: Record<string, string>, index: string): string[] {
  const linked = new Set([...index.matchAll(/\]\((\d{4}-[a-z0-9-]+\.md)\)/g)].map((match) => match[1]!));
  const problems: string[] = [];
  for (const [file, text] of Object.entries(records)) {
    if (!linked.has(file)) problems.push(`${file} is not in the index`);
    const head = text.split('\n').slice(0, 6).join('\n');
    const status = STATUS.exec(head);
    if (!status) problems.push(`${file} has no "Status: accepted" or "Status: superseded by [NNNN](file)" line under its title`);
    else if (status[3] && (!(status[3] in records) || !status[3].startsWith(status[2]!))) {
      problems.push(`${file} is superseded by a record that does not exist: ${status[3]}`);
    }
    if (!DATE.test(head)) problems.push(`${file} has no "Date: YYYY-MM-DD" line under its title`);
  }
  for (const file of linked) if (!(file in records)) problems.push(`the index links ${file}, which does not exist`);
  return problems;
}

describe('decision records', () => {
  it('are all in the index, each with its status and date', () => {
    const files = readdirSync(DECISIONS).filter((file) => RECORD.test(file));
    expect(files.length).toBeGreaterThan(30);
    const records = Object.fromEntries(files.map((file) => [file, readFileSync(path.join(DECISIONS, file), 'utf8')]));
    expect(recordProblems(records, readFileSync(path.join(DECISIONS, 'README.md'), 'utf8'))).toEqual([]);
  });

  it('notices a record missing from the index, a missing line, and a link to nothing', () => {
    const good = '# 0001 — A\n\nStatus: accepted\nDate: 2026-01-02\n\n## Context\n';
    const replaced = '# 0002 — B\n\nStatus: superseded by [0001](0001-a.md)\nDate: 2026-01-03\n';
    expect(recordProblems({ '0001-a.md': good, '0002-b.md': replaced }, '- [0001](0001-a.md)\n- [0002](0002-b.md)\n')).toEqual([]);
    expect(
      recordProblems(
        {
          '0001-a.md': good,
          '0002-b.md': '# 0002 — B\n\nDate: 2026-01-03\n',
          '0003-c.md': '# 0003 — C\n\nStatus: superseded by [0009](0009-z.md)\n',
        },
        '- [0001](0001-a.md)\n- [0002](0002-b.md)\n- [0004](0004-d.md)\n',
      ),
    ).toEqual([
      '0002-b.md has no "Status: accepted" or "Status: superseded by [NNNN](file)" line under its title',
      '0003-c.md is not in the index',
      '0003-c.md is superseded by a record that does not exist: 0009-z.md',
      '0003-c.md has no "Date: YYYY-MM-DD" line under its title',
      'the index links 0004-d.md, which does not exist',
    ]);
  });
});
