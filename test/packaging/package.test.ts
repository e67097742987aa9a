/**
 * Packaging (issue 11, item 4): the `npm pack` tarball installs into an empty project with its one run-time
 * dependency (chalk; npm's cache first, the registry if need be), `npx swisspair` runs from it and pairs as the
 * sources do, the library reads a latin1 file (TextDecoder, no Node module: issue 34), and a TypeScript consumer compiles against its types (and fails on a type error, so the
 * types are real, not `any`).
 * Packs what `npm run build` made; builds it first when dist/ has no bundle.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import { useTempDirs } from '../support/tmp.js';

const tmp = useTempDirs('swisspair-pack-');
const root = resolve('.');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const sample = join(root, 'samples', 'worked-example-after-round-4.trf');

const CONSUMER = `import { readTrf, buildTournament, deriveRoundState, pairRound, InputError, type RoundPairing, type Tournament } from 'swisspair';
const bytes = new TextEncoder().encode('012 x\\n');
const t: Tournament = buildTournament(readTrf(bytes, { fileName: 'x.trf' }), { fileName: 'x.trf' });
const p: RoundPairing = pairRound(deriveRoundState(t, 1), 'dutch');
export const round: number = p.round;
export const code: 3 = new InputError([]).exitCode;
`;

/** Compiles `source` as consumer.ts of `project` (strict, NodeNext, no @types/node, library checking on). */
function compile(project: string, source: string): { status: number | null; output: string } {
  writeFileSync(join(project, 'consumer.ts'), source);
  const config = {
    compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', strict: true, noEmit: true, skipLibCheck: false, types: [] },
    files: ['consumer.ts'],
  };
  writeFileSync(join(project, 'tsconfig.json'), JSON.stringify(config));
  const r = spawnSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', project], { encoding: 'utf8' });
  return { status: r.status, output: r.stdout + r.stderr };
}

describe('npm pack', () => {
  let tarball = '';
  let files: string[] = [];
  let project = '';

  beforeAll(() => {
    if (!existsSync(join(root, 'dist', 'swisspair.cjs')) || !existsSync(join(root, 'dist', 'cjs', 'index.d.ts'))) execFileSync(npm, ['run', 'build'], { cwd: root, stdio: 'ignore' });
    const out = tmp();
    execFileSync(npm, ['pack', '--ignore-scripts', '--pack-destination', out], { cwd: root, stdio: 'ignore' });
    tarball = join(out, readdirSync(out).find((f) => f.endsWith('.tgz'))!);
    files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).trim().split('\n');
    project = tmp();
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    execFileSync(npm, ['install', '--prefer-offline', '--no-audit', '--no-fund', tarball], { cwd: project, stdio: 'ignore' });
  }, 300_000);

  it('holds the launcher, the bundle, its code cache and the library with its types; no sources, tests or maps', () => {
    for (const f of ['bin/swisspair.cjs', 'dist/swisspair.cjs', 'dist/swisspair.cjs.cache', 'dist/src/index.js', 'dist/src/index.d.ts']) {
      expect(files).toContain(`package/${f}`);
    }
    expect(files.filter((f) => /^package\/(src|test|scripts)\//.test(f) || f.endsWith('.map'))).toEqual([]);
    // The CLI's modules are not published as library (their declarations import commander, a devDependency).
    expect(files.filter((f) => f.startsWith('package/dist/src/cli/') || f.startsWith('package/dist/cjs/cli/'))).toEqual([]);
    expect(files).toContain('package/dist/cjs/index.d.ts');
  });

  it('depends on chalk only, and the bundle runs without it', () => {
    const installed = JSON.parse(readFileSync(join(project, 'node_modules', 'swisspair', 'package.json'), 'utf8')) as { dependencies?: object };
    expect(Object.keys(installed.dependencies ?? {}).sort()).toEqual(['chalk']);
    // The bundle carries it: run alone, with no node_modules above it, it still reads windows-1252.
    const alone = tmp();
    for (const f of ['swisspair.cjs', 'swisspair.cjs.cache']) writeFileSync(join(alone, f), readFileSync(join(project, 'node_modules', 'swisspair', 'dist', f)));
    const r = spawnSync(process.execPath, [join(alone, 'swisspair.cjs'), 'pair', sample, '--encoding', 'windows-1252', '-p', '-'], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(cli(['pair', sample, '-p', '-']).stdout);
  });

  it('the installed library decodes latin1', () => {
    const script = `import { readTrf } from 'swisspair';
const doc = readTrf(Uint8Array.from([0x30, 0x31, 0x32, 0x20, 0x47, 0xe9, 0x0a]), { encoding: 'latin1' });
process.stdout.write(JSON.stringify(doc.records[0]));`;
    writeFileSync(join(project, 'latin1.mjs'), script);
    const r = spawnSync(process.execPath, [join(project, 'latin1.mjs')], { cwd: project, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('G\u00e9');
  });

  it('installs into an empty project, and `npx swisspair` pairs as the sources do', () => {
    expect(existsSync(join(project, 'node_modules', '.bin', 'swisspair'))).toBe(true);
    const r = spawnSync(npm, ['exec', '--offline', '--', 'swisspair', 'pair', sample, '-p', '-'], { cwd: project, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(cli(['pair', sample, '-p', '-']).stdout);
    const missing = spawnSync(join(project, 'node_modules', '.bin', 'swisspair'), ['pair', join(project, 'none.trf')], { encoding: 'utf8' });
    expect(missing.status).toBe(5);
    expect(missing.stderr).toMatch(/^error: .*none\.trf: cannot read: no such file\n$/);
  });

  it('a TypeScript consumer compiles against the installed types, and a type error in it is caught', () => {
    const ok = compile(project, CONSUMER);
    expect(ok.output).toBe('');
    expect(ok.status).toBe(0);
    const bad = compile(project, `${CONSUMER}export const wrong: string = round;\n`);
    expect(bad.status).not.toBe(0);
    expect(bad.output).toMatch(/TS2322/);
    // Two whole compiles with library checking: over two minutes on a loaded 2-core machine.
  }, 300_000);

  it('a CommonJS consumer (module node16) compiles against the types and runs with require()', () => {
    const cjs = join(project, 'cjs');
    mkdirSync(cjs, { recursive: true });
    writeFileSync(join(cjs, 'package.json'), JSON.stringify({ name: 'cjs-consumer', private: true, type: 'commonjs' }));
    writeFileSync(
      join(cjs, 'consumer.ts'),
      `import { readTrf, pairNextRound, InputError, type RoundPairing } from 'swisspair';
declare const process: { argv: string[]; stdout: { write(s: string): void } };
declare function require(id: string): { readFileSync(p: string): Uint8Array };
const next = pairNextRound(readTrf(require('fs').readFileSync(process.argv[2]!), { fileName: 'x.trf' }));
const p: RoundPairing = next.pairing;
export const code: 3 = new InputError([]).exitCode;
process.stdout.write(p.round + ' ' + p.pairs.map((x) => x.white + '-' + x.black).join(' '));
`,
    );
    const config = { compilerOptions: { module: 'node16', moduleResolution: 'node16', target: 'es2022', strict: true, skipLibCheck: false, types: [], outDir: 'out' }, files: ['consumer.ts'] };
    writeFileSync(join(cjs, 'tsconfig.json'), JSON.stringify(config));
    const built = spawnSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', cjs], { encoding: 'utf8' });
    expect(built.stdout + built.stderr).toBe('');
    const r = spawnSync(process.execPath, [join(cjs, 'out', 'consumer.js'), sample], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    const pairs = cli(['pair', sample, '-p', '-']).stdout.trim().split('\n').slice(1).map((l) => l.replace(' ', '-'));
    expect(r.stdout).toBe(`5 ${pairs.join(' ')}`);
  }, 300_000);
});
