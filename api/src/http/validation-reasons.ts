// Words for a schema refusal (errors.ts writes `<field> <reason>`), made from what Ajv reports, its keyword and
// params, never from per-route text: 'must be one of: null, 1, 2', 'is required', 'must be given once',
// 'must be at most 50 characters long'. A `pattern` is read as the small part of regular expressions the request
// schemas use (literal alternatives, digits, character sets, groups, counts), which covers every pattern of the
// API; one it cannot read is quoted as it is.

/** One error of Ajv's `errors`, as Fastify hands them on in `error.validation`. */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  schemaPath?: string;
  params: Record<string, unknown>;
  message?: string;
  /** The key at fault, for an error of `propertyNames`. */
  propertyName?: string;
}

type Atom =
  | { kind: 'text'; text: string }
  | { kind: 'digit' }
  | { kind: 'set'; text: string }
  | { kind: 'any' }
  | { kind: 'group'; options: Part[][] };

interface Part {
  atom: Atom;
  min: number;
  max: number;
  /** The part as written, quantifier included: a comma-separated list repeats its first item. */
  source: string;
}

class Unreadable extends Error {}

/** A recursive-descent reader of the pattern subset; anything else throws Unreadable. */
class PatternReader {
  private at = 0;

  constructor(private readonly source: string) {}

  whole(): Part[][] {
    const options = this.alternatives();
    if (this.at !== this.source.length) throw new Unreadable();
    return options;
  }

  private peek(): string | undefined {
    return this.source[this.at];
  }

  private alternatives(): Part[][] {
    const options = [this.sequence()];
    while (this.peek() === '|') {
      this.at += 1;
      options.push(this.sequence());
    }
    return options;
  }

  private sequence(): Part[] {
    const parts: Part[] = [];
    for (let next = this.peek(); next !== undefined && next !== '|' && next !== ')'; next = this.peek()) {
      const start = this.at;
      const atom = this.atom();
      const [min, max] = this.quantifier();
      parts.push({ atom, min, max, source: this.source.slice(start, this.at) });
    }
    return parts;
  }

  private atom(): Atom {
    const char = this.source[this.at++]!;
    if (char === '(') {
      if (this.source.startsWith('?:', this.at)) this.at += 2;
      else if (this.peek() === '?') throw new Unreadable();
      const options = this.alternatives();
      if (this.source[this.at++] !== ')') throw new Unreadable();
      return { kind: 'group', options };
    }
    if (char === '[') return this.set();
    if (char === '\\') {
      const escaped = this.source[this.at++];
      if (escaped === 'd') return { kind: 'digit' };
      if (escaped === undefined || /[\p{L}\p{N}]/u.test(escaped)) throw new Unreadable();
      return { kind: 'text', text: escaped };
    }
    if (char === '.') return { kind: 'any' };
    if ('*+?{}^$]'.includes(char)) throw new Unreadable();
    return { kind: 'text', text: char };
  }

  /** `[a-z0-9-]` as 'from a-z, 0-9, -', `[^…]` as 'other than …', `[0-9]` as a digit. */
  private set(): Atom {
    const negated = this.peek() === '^';
    if (negated) this.at += 1;
    const items: string[] = [];
    for (let char = this.source[this.at++]; char !== ']'; char = this.source[this.at++]) {
      if (char === undefined) throw new Unreadable();
      let item = char;
      if (char === '\\') {
        const escaped = this.source[this.at++];
        if (escaped === 'd') item = '0-9';
        else if (escaped === undefined || /[\p{L}\p{N}]/u.test(escaped)) throw new Unreadable();
        else item = escaped;
      } else if (this.peek() === '-' && this.source[this.at + 1] !== ']' && this.source[this.at + 1]) {
        item = `${char}-${this.source[this.at + 1]}`;
        this.at += 2;
      }
      items.push(item);
    }
    const text = items.join(', ');
    if (!negated && text === '0-9') return { kind: 'digit' };
    return { kind: 'set', text: `${negated ? 'other than' : 'from'} ${text}` };
  }

  private quantifier(): [min: number, max: number] {
    const char = this.peek();
    let range: [number, number] = [1, 1];
    if (char === '?') range = [0, 1];
    else if (char === '*') range = [0, Infinity];
    else if (char === '+') range = [1, Infinity];
    else if (char === '{') {
      const count = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.at));
      if (!count) throw new Unreadable();
      const min = Number(count[1]);
      const max = count[2] === undefined ? min : count[3] ? Number(count[3]) : Infinity;
      this.at += count[0].length - 1;
      range = [min, max];
    } else return range;
    this.at += 1;
    if (this.peek() === '?') this.at += 1; // lazy: the same values
    return range;
  }
}

/** 'a digit', '4 digits', '1 to 9 digits', 'one or more digits'... */
function counted(min: number, max: number, one: string, many: string): string {
  if (min === max) return min === 1 ? `a ${one}` : `${min} ${many}`;
  if (max === Infinity) {
    if (min === 0) return `any number of ${many}`;
    return min === 1 ? `one or more ${many}` : `${min} or more ${many}`;
  }
  if (min === 0 && max === 1) return `an optional ${one}`;
  return `${min} to ${max} ${many}`;
}

/** 'optionally …', '… (any number of times)'... of a group's words. */
function repeated(words: string, min: number, max: number): string {
  if (min === 1 && max === 1) return words;
  if (min === 0 && max === 1) return `optionally ${words}`;
  return `${words} ${counted(min, max, 'time', 'times').replace(/^a time$/, 'once')}`;
}

const quoted = (text: string) => (/^[\p{L}\p{N}_]+$/u.test(text) ? text : `"${text}"`);

/** Runs of single literal characters as one text part. */
function merged(parts: Part[]): Part[] {
  const out: Part[] = [];
  for (const part of parts) {
    const last = out.at(-1);
    const single = part.atom.kind === 'text' && part.min === 1 && part.max === 1;
    if (single && last?.atom.kind === 'text' && last.min === 1 && last.max === 1) {
      out[out.length - 1] = {
        ...last,
        atom: { kind: 'text', text: last.atom.text + (part.atom as { text: string }).text },
        source: last.source + part.source,
      };
    } else out.push(part);
  }
  return out;
}

/** The text of a sequence that is nothing but literal characters, or null. */
function literal(parts: Part[]): string | null {
  const [only, ...rest] = merged(parts);
  if (!only) return '';
  return rest.length === 0 && only.atom.kind === 'text' && only.min === 1 && only.max === 1
    ? only.atom.text
    : null;
}

function describeOptions(options: Part[][]): string {
  const texts = options.map(literal);
  if (options.length > 1 && texts.every((text) => text !== null)) return `one of: ${texts.join(', ')}`;
  return options
    .map((option, index) => {
      const text = texts[index];
      return text === null || text === undefined ? describeSequence(option) : quoted(text);
    })
    .join(' or ');
}

/** `X(,X)*`: the separator, when `parts` are an item followed by any number of separator-and-item. */
function listSeparator(parts: Part[]): string | null {
  const [item, more] = parts;
  if (parts.length !== 2 || !item || !more || more.atom.kind !== 'group') return null;
  if (more.min !== 0 || more.max !== Infinity || more.atom.options.length !== 1) return null;
  const [separator, ...again] = more.atom.options[0]!;
  const separatorText =
    separator?.atom.kind === 'text' && separator.min === 1 && separator.max === 1
      ? separator.atom.text
      : null;
  return separatorText && again.map((part) => part.source).join('') === item.source ? separatorText : null;
}

function describeSequence(raw: Part[]): string {
  const parts = merged(raw);
  const separator = listSeparator(parts);
  if (separator) {
    return `one or more items separated by "${separator}" (each ${describePart(parts[0]!)})`;
  }
  // Fixed digits between literal characters ('\d{2}\.\d{2}\.\d{4}') read best as a mask: NN.NN.NNNN.
  const fixed = parts.every(
    (part) =>
      (part.atom.kind === 'text' && part.min === 1 && part.max === 1) ||
      (part.atom.kind === 'digit' && part.min === part.max),
  );
  if (
    fixed &&
    parts.some((part) => part.atom.kind === 'text') &&
    parts.some((p) => p.atom.kind === 'digit')
  ) {
    const mask = parts
      .map((part) => (part.atom.kind === 'text' ? part.atom.text : 'N'.repeat(part.min)))
      .join('');
    return `${mask} (N: a digit)`;
  }
  return parts.map(describePart).join(' then ');
}

function describePart(part: Part): string {
  const { atom, min, max } = part;
  switch (atom.kind) {
    case 'text':
      return repeated(`"${atom.text}"`, min, max);
    case 'digit':
      return counted(min, max, 'digit', 'digits');
    case 'set':
      return `${counted(min, max, 'character', 'characters')} ${atom.text}`;
    case 'any':
      return counted(min, max, 'character', 'characters');
    case 'group': {
      const words = describeOptions(atom.options);
      const single = atom.options.length === 1 && merged(atom.options[0]!).length > 1;
      return repeated(single && (min !== 1 || max !== 1) ? `(${words})` : words, min, max);
    }
  }
}

/**
 * What a value must be to match `pattern`: 'must be one of: null, 1, 2', 'must be null or 1 to 9 digits',
 * 'must start with "/"'. A pattern beyond the subset above: 'must match the pattern …'.
 */
export function describePattern(pattern: string): string {
  const anchoredStart = pattern.startsWith('^');
  const anchoredEnd = /(^|[^\\])\$$/.test(pattern);
  const body = pattern.slice(anchoredStart ? 1 : 0, anchoredEnd ? -1 : undefined);
  try {
    let options = new PatternReader(body).whole();
    const [only] = options;
    if (options.length === 1 && only?.length === 1 && only[0]!.atom.kind === 'group') {
      const group = only[0]!;
      if (group.min === 1 && group.max === 1 && group.atom.kind === 'group') options = group.atom.options;
    } else if (options.length > 1 && (anchoredStart || anchoredEnd)) {
      throw new Unreadable(); // `^a|b$` anchors each end of a different alternative
    }
    const words = describeOptions(options);
    if (anchoredStart && anchoredEnd) return `must be ${words}`;
    if (anchoredStart) return `must start with ${words}`;
    return anchoredEnd ? `must end with ${words}` : `must contain ${words}`;
  } catch (error) {
    if (error instanceof Unreadable) return `must match the pattern ${pattern}`;
    throw error;
  }
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

/** 'one of: a, b' or, for a single value, the value. */
const oneOf = (values: unknown[]) =>
  values.length === 1 ? String(values[0]) : `one of: ${values.map(String).join(', ')}`;

const plural = (count: unknown, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Why the value at fault was refused, to follow its field's name. `repeated`: the value is a query parameter
 * given more than once, which arrives as an array where the schema wants one value.
 */
export function reasonOf(issue: ValidationIssue, repeated = false): string {
  const { params } = issue;
  switch (issue.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not allowed';
    case 'type': {
      const types = ([] as unknown[]).concat(params.type);
      if (repeated && !types.includes('array')) return 'must be given once';
      return `must be ${types.map((type) => TYPE_WORDS[String(type)] ?? String(type)).join(' or ')}`;
    }
    case 'enum':
      return `must be ${oneOf(params.allowedValues as unknown[])}`;
    case 'const':
      return `must be ${String(params.allowedValue)}`;
    case 'pattern': {
      const words = describePattern(String(params.pattern));
      return issue.propertyName === undefined ? words : `is not an allowed key: a key ${words}`;
    }
    case 'format':
      return `must be a valid ${String(params.format)}`;
    case 'minimum':
      return `must be at least ${params.limit}`;
    case 'maximum':
      return `must be at most ${params.limit}`;
    case 'exclusiveMinimum':
      return `must be more than ${params.limit}`;
    case 'exclusiveMaximum':
      return `must be less than ${params.limit}`;
    case 'multipleOf':
      return `must be a multiple of ${params.multipleOf}`;
    case 'minLength':
      return `must be at least ${plural(params.limit, 'character', 'characters')} long`;
    case 'maxLength':
      return `must be at most ${plural(params.limit, 'character', 'characters')} long`;
    case 'minItems':
      return `must have at least ${plural(params.limit, 'item', 'items')}`;
    case 'maxItems':
      return `must have at most ${plural(params.limit, 'item', 'items')}`;
    case 'minProperties':
      return `must have at least ${plural(params.limit, 'entry', 'entries')}`;
    case 'maxProperties':
      return `must have at most ${plural(params.limit, 'entry', 'entries')}`;
    case 'uniqueItems':
      return `must not repeat an item (items ${params.j} and ${params.i} are the same)`;
    default:
      return issue.message ?? 'is not valid';
  }
}

/**
 * The issue to report of Ajv's list. Ajv stops at the first failure, but a union (`anyOf`, `oneOf`) lists each
 * branch's failure before its own: when every branch failed on the value's type, all the types it may have;
 * otherwise the branch that got furthest into the value (`[1, 'x']` for an array of integers or an integer is
 * about its item, not about not being an integer).
 */
export function issueToReport(issues: ValidationIssue[]): ValidationIssue {
  const union = issues.find((issue) => issue.keyword === 'anyOf' || issue.keyword === 'oneOf');
  const branches = union?.schemaPath
    ? issues.filter((issue) => issue.schemaPath?.startsWith(`${union.schemaPath}/`))
    : [];
  if (!union || branches.length === 0) return issues[0]!;
  if (branches.every((issue) => issue.keyword === 'type' && issue.instancePath === union.instancePath)) {
    return { ...union, keyword: 'type', params: { type: branches.flatMap((issue) => issue.params.type) } };
  }
  return branches.reduce((deepest, issue) =>
    issue.instancePath.length > deepest.instancePath.length ? issue : deepest,
  );
}
