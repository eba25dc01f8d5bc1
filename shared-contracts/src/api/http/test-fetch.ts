// A scripted fetch for the client tests: each call takes the next reply (jsdom has no Response class).

export type Reply = { status?: number; body?: unknown; headers?: Record<string, string> } | Error;

export interface FetchCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

function fakeResponse({ status = 200, body, headers = {} }: Exclude<Reply, Error>): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const lower: Record<string, string> = {
    ...(typeof body === 'object' && { 'content-type': 'application/json; charset=utf-8' }),
  };
  for (const [name, value] of Object.entries(headers)) lower[name.toLowerCase()] = value;
  return {
    status,
    ok: status >= 200 && status < 300,
    statusText: status === 502 ? 'Bad Gateway' : '',
    headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
    text: async () => text,
  } as unknown as Response;
}

/** A fetch that answers with `replies` in turn (the last one repeats) and records every call. */
export function scriptedFetch(...replies: Reply[]) {
  const calls: FetchCall[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    });
    if (init.signal?.aborted) throw Object.assign(new Error('aborted'), { name: 'AbortError' });
    const reply = replies.length > 1 ? replies.shift()! : replies[0]!;
    if (reply instanceof Error) throw reply;
    return fakeResponse(reply);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}
