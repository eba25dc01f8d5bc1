// What social-login tests need from outside: a Telegram-signed payload, a Firebase-like signing key with
// its JWKS endpoint, and a fake VK ID server. All on loopback.
import { createHash, createHmac, generateKeyPairSync, sign } from 'node:crypto';
import { createServer, type Server } from 'node:http';

export function telegramPayload(
  botToken: string,
  fields: Record<string, string | number>,
): Record<string, string | number> {
  const checkString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHash('sha256').update(botToken).digest();
  return { ...fields, hash: createHmac('sha256', secret).update(checkString).digest('hex') };
}

async function serve(
  handler: (path: string, body: string) => { status: number; body: unknown },
): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const answer = handler(request.url ?? '/', body);
      response.writeHead(answer.status, {
        'content-type': 'application/json',
        'cache-control': 'public, max-age=60',
      });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server };
}

/** An RS256 key served as a JWKS, and a signer of Firebase-shaped ID tokens. */
export async function firebaseKeys() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const { url, server } = await serve(() => ({ status: 200, body: { keys: [jwk] } }));
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return {
    jwksUrl: `${url}/jwks`,
    server,
    token(
      claims: Record<string, unknown>,
      header: Record<string, unknown> = { alg: 'RS256', kid: 'test-key', typ: 'JWT' },
    ) {
      const input = `${encode(header)}.${encode(claims)}`;
      const signature =
        header.alg === 'none' ? '' : sign('RSA-SHA256', Buffer.from(input), privateKey).toString('base64url');
      return `${input}.${signature}`;
    },
  };
}

/**
 * VK ID: accepts code 'good-code' with a code_verifier and answers user 777; a code of `users` answers that user
 * object from user_info as it is (the shapes VK ID should never send).
 */
export async function fakeVkId(users: Record<string, unknown> = {}) {
  return serve((path, body) => {
    const form = new URLSearchParams(body);
    if (path.startsWith('/oauth2/auth')) {
      const query = new URL(path, 'http://x').searchParams;
      const code = form.get('code') ?? '';
      if (
        (code !== 'good-code' && !(code in users)) ||
        !query.get('code_verifier') ||
        query.get('client_id') !== '51234'
      ) {
        return { status: 400, body: { error: 'invalid_grant', error_description: 'bad code' } };
      }
      if (code in users)
        return { status: 200, body: { access_token: `vk-access:${code}`, token_type: 'Bearer' } };
      return {
        status: 200,
        body: { access_token: 'vk-access', user_id: 777, state: query.get('state'), token_type: 'Bearer' },
      };
    }
    const accessToken = form.get('access_token') ?? '';
    if (path.startsWith('/oauth2/user_info') && accessToken === 'vk-access') {
      return { status: 200, body: { user: { user_id: '777', first_name: 'Вера' } } };
    }
    const code = accessToken.replace(/^vk-access:/, '');
    if (path.startsWith('/oauth2/user_info') && accessToken.startsWith('vk-access:') && code in users) {
      return { status: 200, body: { user: users[code] } };
    }
    return { status: 401, body: { error: 'invalid_token' } };
  });
}
