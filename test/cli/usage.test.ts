import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ROOT, urlsmith } from './support';

test('--help and --version exit 0', async () => {
  const help = await urlsmith(['--help']);
  assert.equal(help.code, 0);
  assert.match(help.stdout, /^Usage:/m);
  // Every format and the colour switches are named in the help.
  for (const word of ['stylish', 'compact', 'json', 'sarif', 'github', 'NO_COLOR', 'FORCE_COLOR']) assert.match(help.stdout, new RegExp(`\\b${word}\\b`), word);
  // The documentation: the copies beside the CLI (offline) and the project's home page.
  const docs = /^Options, config format and rule codes: (\S+) and (\S+) \(installed with urlsmith\), or (\S+)$/m.exec(help.stdout);
  assert.ok(docs, help.stdout);
  assert.deepEqual([docs[1], docs[2]], [path.join(ROOT, 'docs', 'cli.md'), path.join(ROOT, 'docs', 'rules.md')]);
  assert.ok(fs.existsSync(docs[1]!) && fs.existsSync(docs[2]!));
  assert.equal(docs[3], (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { homepage: string }).homepage);
  const version = await urlsmith(['-v']);
  assert.equal(version.code, 0);
  assert.equal(version.stdout, `${(JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version}\n`);
});

test('bad usage is exit 2 with a message naming the problem', async () => {
  const cases: Array<[string[], RegExp]> = [
    [['--bogus'], /Unknown option '--bogus'\n/],
    [['--fromat', 'json'], /Unknown option '--fromat': did you mean "--format"\?/],
    [['-f', 'jsn'], /not "jsn": did you mean "json"\?/],
    [['--rule', 'pasword=off'], /--rule pasword=off: Unknown rule code "pasword": did you mean "password"\?/],
    [['-f', 'xml'], /--format must be one of stylish, compact, json, sarif, github, not "xml"/],
    [['--max-warnings', 'many'], /--max-warnings needs a whole number/],
    [['--rule', 'tilde'], /--rule needs code=severity/],
    [['--rule', 'tilde=loud'], /severity must be one of/],
    [['--rule', 'no-such-rule=off'], /Unknown rule code "no-such-rule"/],
    [['--fix', '-'], /cannot be used with standard input/],
    [['explain'], /explain needs URLs/],
    [['find', '--fix', '.'], /--fix does not apply to "urlsmith find"/],
    [['--json', '.'], /--json is for "urlsmith explain" and "urlsmith find"/],
    // Each states its limits (issue 29, N13).
    [['--shard', '1/1000000'], /--shard needs i\/n, .*1 to n .*1 to 999999/],
    [['--shard', '5/4'], /--shard 5\/4: .*1 to n.*1 to 999999/],
    [['--concurrency', '1000'], /--concurrency needs .*from 1 to 999 \(got "1000"\)/],
    [['--concurrency', '0'], /--concurrency needs .*from 1 to 999 \(got "0"\)/],
  ];
  for (const [args, message] of cases) {
    const run = await urlsmith(args);
    assert.equal(run.code, 2, args.join(' '));
    assert.equal(run.stdout, '', args.join(' '));
    assert.match(run.stderr, message, args.join(' '));
  }
});
