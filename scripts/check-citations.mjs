// Every citation of the project's docs in the tree must resolve: `SPEC.md 2.3`, `SPEC.md section 7`,
// `SPEC.md 4, 7.1`, `SPEC.md 2.1 and 5` name numbered sections of docs/SPEC.md, `ARCHITECTURE.md 8` one of
// docs/ARCHITECTURE.md; a bare `SPEC.md` needs only the file, and a term quoted after one section
// (`SPEC.md 4 'Purchase flow'`) must be defined in bold in that section. `node scripts/check-citations.mjs` lists the
// broken ones and exits 1 if there are any; scripts/test/citations.test.mjs runs it in `npm test`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
export const DOCS = { 'SPEC.md': 'docs/SPEC.md', 'ARCHITECTURE.md': 'docs/ARCHITECTURE.md' };

const NUMBER = String.raw`\d+(?:\.\d+)*`;
// Between words of one citation: spaces, or a line break followed by a comment's leading `//`, `*` or `#`.
const GAP = String.raw`(?:[ \t]+|[ \t]*\n[ \t]*(?:\/\/|\*|#)?[ \t]*)`;
const LIST_GAP = String.raw`(?:[ \t]*,${GAP}?|${GAP}(?:and|or)${GAP})`;
const CITATION = new RegExp(
  String.raw`\b(SPEC|ARCHITECTURE)\.md(?:${GAP}(?:sections?${GAP}|§[ \t]*)?(${NUMBER}(?:${LIST_GAP}${NUMBER})*)\b)?`,
  'g',
);

/** The numbered sections of a markdown file, each with its text: '### 2.3 Error screen' -> '2.3'. */
export function sectionsOf(markdown) {
  const sections = new Map();
  const headings = [...markdown.matchAll(/^#{2,6}[ \t]+(\d+(?:\.\d+)*)\.?[ \t].*$/gm)];
  headings.forEach((heading, index) => {
    const end = headings[index + 1]?.index ?? markdown.length;
    sections.set(heading[1], markdown.slice(heading.index, end));
  });
  return sections;
}

// Terms a citation names after its section, as in `SPEC.md 4 'Purchase flow', 'User'`.
const TERMS = /^[ \t]+'[^'\n]+'(?:,[ \t]*'[^'\n]+')*/;

/** The citations in a text: { doc: 'SPEC.md', sections: ['2.3'], terms: [], line, text }. */
export function findCitations(text) {
  const citations = [];
  for (const match of text.matchAll(CITATION)) {
    const sections = match[2] ? match[2].match(new RegExp(NUMBER, 'g')) : [];
    const after = text.slice(match.index + match[0].length).match(TERMS)?.[0] ?? '';
    const terms = sections.length === 1 ? [...after.matchAll(/'([^'\n]+)'/g)].map((term) => term[1]) : [];
    const line = text.slice(0, match.index).split('\n').length;
    citations.push({
      doc: `${match[1]}.md`,
      sections,
      terms,
      line,
      text: (match[0] + after).replace(/\s+/g, ' '),
    });
  }
  return citations;
}

/** What is wrong with one citation, or null: the document, a section, or a term the section does not define. */
export function problemOf(citation, docs) {
  const sections = docs[citation.doc];
  if (!sections) return `no ${DOCS[citation.doc]}`;
  const missing = citation.sections.filter((section) => !sections.has(section));
  if (missing.length > 0) return `no section ${missing.join(', ')} in ${DOCS[citation.doc]}`;
  const body = sections.get(citation.sections[0]);
  const unknown = citation.terms.filter((term) => !body.includes(`**${term}**`));
  if (unknown.length > 0)
    return `section ${citation.sections[0]} defines no ${unknown.map((t) => `'${t}'`).join(', ')}`;
  return null;
}

/** Files git tracks or would track (not ignored), without the lockfile and anything binary or huge. */
function repositoryFiles(root) {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed
    .split('\0')
    .filter((file) => file && !file.endsWith('package-lock.json'))
    .filter(
      (file) => existsSync(path.join(root, file)) && statSync(path.join(root, file)).size < 1024 * 1024,
    );
}

/** Every citation that names a missing document or section, with where it is. */
export function brokenCitations(root = ROOT) {
  const docs = {};
  for (const [name, file] of Object.entries(DOCS)) {
    const full = path.join(root, file);
    docs[name] = existsSync(full) ? sectionsOf(readFileSync(full, 'utf8')) : null;
  }
  const broken = [];
  let count = 0;
  for (const file of repositoryFiles(root)) {
    const text = readFileSync(path.join(root, file), 'utf8');
    if (text.includes('\0')) continue;
    for (const citation of findCitations(text)) {
      count += 1;
      const problem = problemOf(citation, docs);
      if (problem) broken.push(`${file}:${citation.line}: ${citation.text} (${problem})`);
    }
  }
  return { broken, count };
}

if (process.argv[1] === import.meta.filename) {
  const { broken, count } = brokenCitations();
  for (const line of broken) console.error(line);
  console.info(`${count} citations, ${broken.length} broken`);
  process.exit(broken.length > 0 ? 1 : 0);
}
