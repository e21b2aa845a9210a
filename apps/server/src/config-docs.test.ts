// The settings are written down three times: what loadConfig reads, the table of docs/configuration.md
// and .env.example. These tests fail as soon as one of them names a variable the others do not.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, SERVER_ROOT } from './config';

const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
const VARIABLE = /`([A-Z][A-Z0-9_]*)`/g;

/** The variables named in the first cell of each row of the configuration page's table. */
function documentedVariables(page: string): string[] {
  return page
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(VARIABLE)].map((match) => match[1]!));
}

/** The variables of .env.example, set (`NAME=…`) or commented out (`# NAME=…`). */
function envExampleVariables(text: string): string[] {
  return text.split('\n').flatMap((line) => {
    const match = /^#?\s*([A-Z][A-Z0-9_]*)=/.exec(line);
    return match ? [match[1]!] : [];
  });
}

const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Every variable loadConfig looks at for the given settings, recorded through a watching environment. */
function variablesReadBy(values: Record<string, string>): Set<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hillnest-config-'));
  tempDirs.push(dataDir);
  const read = new Set<string>();
  const env = new Proxy<NodeJS.ProcessEnv>(
    { DATA_DIR: dataDir, ...values },
    {
      get(target, key) {
        if (typeof key === 'string' && /^[A-Z][A-Z0-9_]*$/.test(key)) read.add(key);
        return Reflect.get(target, key);
      },
    },
  );
  try {
    loadConfig(env);
  } catch {
    // A refused combination still shows what was read before refusing.
  }
  return read;
}

const configurationPage = readFileSync(path.join(REPO_ROOT, 'docs/configuration.md'), 'utf8');
const example = readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');

describe('the settings as documented', () => {
  it('docs/configuration.md lists each variable once and .env.example lists the same ones', () => {
    const documented = documentedVariables(configurationPage);
    expect(documented.length).toBeGreaterThan(30);
    expect(documented.filter((name, i) => documented.indexOf(name) !== i)).toEqual([]);
    const listed = envExampleVariables(example);
    expect(listed.filter((name, i) => listed.indexOf(name) !== i)).toEqual([]);
    expect([...listed].sort()).toEqual([...documented].sort());
  });

  it('every variable the configuration reads is documented', () => {
    const documented = new Set(documentedVariables(configurationPage));
    const read = new Set([
      ...variablesReadBy({}),
      ...variablesReadBy({ STORAGE: 's3', S3_BUCKET: 'b', PAYMENT_PROVIDER: 'razorpay', SITE_MODE: 'live' }),
    ]);
    expect(read.size).toBeGreaterThan(30);
    expect([...read].filter((name) => !documented.has(name)).sort()).toEqual([]);
  });

  it('notices a variable missing from either list', () => {
    expect(documentedVariables('# Configuration\n\n| Variable | Default |\n| --- | --- |\n| `A`, `B` | x `E` |\n| `C` | y |\n')).toEqual([
      'A',
      'B',
      'C',
    ]);
    expect(envExampleVariables('# comment\n# A=1\nB=\n#  not a variable\n')).toEqual(['A', 'B']);
    expect(variablesReadBy({})).toContain('PORT');
  });
});
