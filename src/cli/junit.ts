/**
 * JUnit XML for `check --junit FILE`, the format CI systems read: one test suite per file, one test case per
 * round; a round that differs is a failure (its reason as the message), a round that cannot be paired or a file
 * that cannot be read is an error. No timestamps or durations: the same input gives the same bytes.
 */
import type { PairingSummary, RoundCheck } from '../check/check.js';
import type { FileOutcome } from './checkFile.js';

const escape = (s: string): string =>
  s
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

const pairs = (s: PairingSummary | null): string =>
  s === null ? '-' : [...s.pairs.map(([w, b]) => `${w}-${b}`), ...(s.bye === null ? [] : [`${s.bye}-bye`])].join(' ');

function testcase(file: string, r: RoundCheck): string {
  const open = `    <testcase classname="${escape(file)}" name="round ${r.round}"`;
  if (r.status === 'match') return `${open}/>\n`;
  const detail = escape(`the file: ${pairs(r.expected)}\nthe rules: ${pairs(r.actual)}`);
  if (r.status === 'differ') {
    const message = r.reason?.text ?? 'the round differs from the rules\' pairing';
    const type = r.reason === undefined ? 'differ' : `${r.reason.kind} ${r.reason.article}`;
    return `${open}>\n      <failure message="${escape(message)}" type="${escape(type)}">${detail}</failure>\n    </testcase>\n`;
  }
  const message = r.reason === undefined ? (r.message ?? '') : `${r.message ?? ''}; ${r.reason.text}`;
  return `${open}>\n      <error message="${escape(message)}" type="error">${detail}</error>\n    </testcase>\n`;
}

/** The whole report. O(total rounds). */
export function junitReport(outcomes: readonly FileOutcome[]): string {
  let tests = 0;
  let failures = 0;
  let errors = 0;
  let body = '';
  for (const o of outcomes) {
    if (o.error !== undefined) {
      tests++;
      errors++;
      body += `  <testsuite name="${escape(o.file)}" tests="1" failures="0" errors="1">\n`;
      body += `    <testcase classname="${escape(o.file)}" name="read">\n      <error message="${escape(o.error)}" type="unreadable"/>\n    </testcase>\n`;
      body += '  </testsuite>\n';
      continue;
    }
    const f = o.rounds.filter((r) => r.status === 'differ').length;
    const e = o.rounds.filter((r) => r.status === 'error').length;
    tests += o.rounds.length;
    failures += f;
    errors += e;
    body += `  <testsuite name="${escape(o.file)}" tests="${o.rounds.length}" failures="${f}" errors="${e}">\n`;
    for (const r of o.rounds) body += testcase(o.file, r);
    body += '  </testsuite>\n';
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<testsuites name="swisspair check" tests="${tests}" failures="${failures}" errors="${errors}">\n${body}</testsuites>\n`
  );
}
