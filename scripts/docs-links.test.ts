// The README and the docs are read in the repository: every link they make points at a file or folder of the
// repository, by a relative path, and that file exists. A link to the web (http, https, any other scheme, or a
// bare URL that Markdown turns into a link) or out of the repository fails.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/** README.md and every Markdown file under docs/, as paths from the repository root. */
function documents(): string[] {
  const docs = readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join('docs', file));
  return ['README.md', ...docs.sort()];
}

/** The Markdown without fenced code blocks and code spans, where nothing is a link. */
function withoutCode(markdown: string): string {
  return markdown
    .replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$/gm, '')
    .replace(/`+[^`\n]*`+/g, '');
}

/** Every link target of a Markdown text: inline links and images, reference definitions, autolinks, bare URLs. */
function linkTargets(markdown: string): string[] {
  const text = withoutCode(markdown);
  const targets: string[] = [];
  for (const match of text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g))
    targets.push(match[1]!);
  for (const match of text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/gm)) targets.push(match[1]!);
  for (const match of text.matchAll(/<([a-z][a-z0-9+.-]*:[^>\s]*)>/gi)) targets.push(match[1]!);
  // Bare URLs outside the links above (GitHub makes links of them too).
  const rest = text
    .replace(/!?\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/^ {0,3}\[[^\]]+\]:.*$/gm, '')
    .replace(/<[a-z][a-z0-9+.-]*:[^>\s]*>/gi, '');
  for (const match of rest.matchAll(/\b(?:https?:\/\/|www\.)[^\s)>\]]+/gi)) targets.push(match[0]);
  return targets;
}

/** Why a link of `document` (a path from the repository root) is refused, or null when it resolves in the repo. */
function refusal(document: string, target: string, root = ROOT): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//') || /^www\./i.test(target))
    return 'leaves the repository';
  const file = decodeURI(target.replace(/[#?].*$/, ''));
  if (file === '') return null; // an anchor in the same document
  if (file.startsWith('/')) return 'is not relative';
  const resolved = path.resolve(root, path.dirname(document), file);
  const inside = path.relative(root, resolved);
  if (inside.startsWith('..') || path.isAbsolute(inside)) return 'leaves the repository';
  return existsSync(resolved) ? null : 'points at nothing';
}

describe('links of the README and the docs', () => {
  it('reads the README and the docs, which link to the repository', () => {
    const files = documents();
    expect(files).toContain('README.md');
    expect(files).toContain(path.join('docs', 'operations.md'));
    expect(linkTargets(readFileSync(path.join(ROOT, 'README.md'), 'utf8')).length).toBeGreaterThan(10);
  });

  it.each(documents())('every link of %s resolves to a file inside the repository', (document) => {
    const markdown = readFileSync(path.join(ROOT, document), 'utf8');
    const refused = linkTargets(markdown)
      .map((target) => ({ target, why: refusal(document, target) }))
      .filter(({ why }) => why !== null);
    expect(refused).toEqual([]);
  });
});

describe('the link check', () => {
  const sample = [
    '# Sample',
    'See [the deploy notes](../deploy/README.md#containers), ![a screen](screens/home-bn.png) and [top](#sample).',
    '[web]: https://example.com/guide',
    'Mail <mailto:ops@example.com> or read https://example.com/bare.',
    'A path in code is no link: `[x](nowhere.md)` and',
    '```sh',
    'curl http://localhost:8080/ # [y](nowhere-either.md)',
    '```',
  ].join('\n');

  it('finds inline links, images, reference definitions, autolinks and bare URLs, not code', () => {
    expect(linkTargets(sample)).toEqual([
      '../deploy/README.md#containers',
      'screens/home-bn.png',
      '#sample',
      'https://example.com/guide',
      'mailto:ops@example.com',
      'https://example.com/bare.',
    ]);
  });

  it('accepts a relative path to an existing file, with or without an anchor', () => {
    expect(refusal('docs/operations.md', '../deploy/README.md#containers')).toBeNull();
    expect(refusal('docs/operations.md', 'screens/home-bn.png')).toBeNull();
    expect(refusal('README.md', 'shared/src/routes/route-table.ts')).toBeNull();
    expect(refusal('docs/operations.md', '#sample')).toBeNull();
  });

  it('refuses web links, absolute paths, paths out of the repository and missing files', () => {
    expect(refusal('README.md', 'https://example.com/guide')).toBe('leaves the repository');
    expect(refusal('README.md', 'http://localhost:8080/')).toBe('leaves the repository');
    expect(refusal('README.md', 'mailto:ops@example.com')).toBe('leaves the repository');
    expect(refusal('README.md', '/etc/hosts')).toBe('is not relative');
    expect(refusal('README.md', '../shared/spec/')).toBe('leaves the repository');
    expect(refusal('docs/where-is.md', '../../README.md')).toBe('leaves the repository');
    expect(refusal('README.md', 'docs/no-such-page.md')).toBe('points at nothing');
  });
});
