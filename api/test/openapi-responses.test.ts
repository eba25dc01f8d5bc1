// Every operation of /openapi.json says what its success looks like, so the teams that build against the API
// can read it there: a 2xx answer with a body has a schema for its content type, a 204 or a redirect says so.
// What the schemas must not change (a field dropped, a value coerced) is serialised-answers.test.ts's job.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type InProcessApi, startInProcess } from './in-process';

interface Answer {
  description?: string;
  content?: Record<string, { schema?: { type?: unknown } }>;
}

let api: InProcessApi;

before(async () => {
  api = await startInProcess();
});
after(async () => {
  await api?.stop();
});

/** Why an operation's success is not documented, or null when it is. */
function undocumented(responses: Record<string, Answer>): string | null {
  const successes = Object.entries(responses).filter(([code]) => /^[23]/.test(code));
  if (successes.length === 0) return `no 2xx or 3xx answer (${Object.keys(responses).join(', ') || 'none'})`;
  for (const [code, answer] of successes) {
    if (code === '204' || code.startsWith('3')) continue;
    const schemas = Object.entries(answer.content ?? {});
    if (schemas.length === 0) return `${code} has no response schema`;
    const empty = schemas.find(([, media]) => media.schema?.type === undefined);
    if (empty) return `${code} ${empty[0]} has a schema without a type`;
  }
  return null;
}

describe('/openapi.json', () => {
  it('documents the success answer of every operation', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/openapi.json' });
    const doc = response.json() as {
      paths: Record<string, Record<string, { responses?: Record<string, Answer> }>>;
    };
    const missing: string[] = [];
    let operations = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        operations += 1;
        const why = undocumented(operation.responses ?? {});
        if (why) missing.push(`${method.toUpperCase()} ${path}: ${why}`);
      }
    }
    assert.ok(operations > 100, `only ${operations} operations in the document`);
    assert.deepEqual(missing, []);
  });
});
