// Words for a schema refusal (errors.ts writes `<field> <reason>`), made from what Ajv reports, its keyword and
// params, never from per-route text: 'must be one of: null, 1, 2', 'is required', 'must be given once',
// 'must be at most 50 characters long'. Clients read `code` and `field`; the words are for people.

/** A value sent more than once where one is read: a repeated query parameter or header. */
export const GIVEN_ONCE = 'must be given once';

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

/** `^(null|1|2)$`, a choice of plain words: 'must be one of: null, 1, 2'; any other pattern is quoted. */
export function describePattern(pattern: string): string {
  const words = /^\^\((.*)\)\$$/.exec(pattern)?.[1]?.split('|') ?? [];
  return words.length > 1 && words.every((word) => /^[\p{L}\p{N}_-]+$/u.test(word))
    ? `must be one of: ${words.join(', ')}`
    : `must match the pattern ${pattern}`;
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
      if (repeated && !types.includes('array')) return GIVEN_ONCE;
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
