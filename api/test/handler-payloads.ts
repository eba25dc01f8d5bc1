// What each route gave reply.send before its response schema's serialiser (fast-json-stringify) wrote it, read
// through Fastify's public diagnostics channel: a test compares the bytes sent with JSON.stringify of this value,
// which is what the route would send without a schema. A schema that leaves out a field drops it silently, and
// one with a wrong type coerces the value: either makes the two differ.
import { type TracingChannelSubscribers, tracingChannel } from 'node:diagnostics_channel';
import type { FastifyReply } from 'fastify';

interface HandlerStore {
  reply: FastifyReply;
  route: { url: string; method: string };
}

/** A value a serialiser writes as JSON: not an error, a buffer, a stream, a string or nothing. */
function isJsonValue(payload: unknown): boolean {
  if (payload === undefined || payload === null || typeof payload === 'string') return false;
  if (payload instanceof Error || Buffer.isBuffer(payload)) return false;
  return typeof (payload as { pipe?: unknown }).pipe !== 'function';
}

/** For requests made one at a time: `take` answers the value of the latest one. */
export function recordHandlerPayloads() {
  let sent: unknown;
  /** 'GET /kaver/web/v1/events/:id' of every route that ran. */
  const routes = new Set<string>();
  const channel = tracingChannel<unknown, HandlerStore>('fastify.request.handler');
  const subscribers: TracingChannelSubscribers<HandlerStore> = {
    start(store) {
      routes.add(`${store.route.method} ${store.route.url}`);
      const { reply } = store;
      const send = reply.send;
      // The last JSON value sent wins: an error handler's answer replaces what came before it.
      reply.send = function recordedSend(this: FastifyReply, payload?: unknown) {
        if (isJsonValue(payload)) sent = payload;
        return send.call(this, payload);
      };
    },
    end() {},
    asyncStart() {},
    asyncEnd() {},
    error() {},
  };
  channel.subscribe(subscribers);
  return {
    routes,
    /** The JSON value the latest route sent, once; undefined when it sent none. */
    take(): unknown {
      const payload = sent;
      sent = undefined;
      return payload;
    },
    stop() {
      channel.unsubscribe(subscribers);
    },
  };
}
