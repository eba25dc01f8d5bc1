// SMS gateway stand-in: POST /messages { phone, text } stores the message in an outbox that tests and
// developers read with GET /messages?phone=... (newest last) or GET /messages/last?phone=....
import { createServer } from 'node:http';
import { listen, readJson, send } from './http-util.mjs';

/** @param {{ port?: number, host?: string }} options */
export async function startSmsStandIn({ port = 4101, host = '127.0.0.1' } = {}) {
  /** @type {{ id: number, phone: string, text: string, sentAt: string }[]} */
  const outbox = [];

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    try {
      if (request.method === 'POST' && url.pathname === '/messages') {
        const body = await readJson(request);
        if (!body || typeof body.phone !== 'string' || typeof body.text !== 'string') {
          return send(response, 400, { error: 'phone and text are required' });
        }
        const message = {
          id: outbox.length + 1,
          phone: body.phone,
          text: body.text,
          sent_at: new Date().toISOString(),
        };
        outbox.push(message);
        return send(response, 201, message);
      }
      const phone = url.searchParams.get('phone');
      const mine = phone ? outbox.filter((message) => message.phone === phone) : outbox;
      if (request.method === 'GET' && url.pathname === '/messages') return send(response, 200, mine);
      if (request.method === 'GET' && url.pathname === '/messages/last') {
        const last = mine.at(-1);
        return last ? send(response, 200, last) : send(response, 404, { error: 'no messages' });
      }
      if (request.method === 'DELETE' && url.pathname === '/messages') {
        outbox.length = 0;
        return send(response, 204);
      }
      return send(response, 404, { error: 'not found' });
    } catch {
      return send(response, 400, { error: 'malformed JSON' });
    }
  });

  const url = await listen(server, port, host);
  return { url, outbox, close: () => new Promise((resolve) => server.close(resolve)) };
}
