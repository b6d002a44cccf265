import { startLocalServer, type LocalServer } from './local-http';

export interface FakeGoogleEvent {
  id: string;
  summary: string;
  start: string;
  end: string;
  hangoutLink?: string;
}

/**
 * A local server speaking Google's OAuth token endpoint and the two Calendar endpoints the product uses:
 * authorization codes and refresh tokens are issued and revoked by the test.
 */
export interface FakeGoogle extends LocalServer {
  email: string;
  events: FakeGoogleEvent[];
  /** Access tokens currently accepted. */
  validAccess: Set<string>;
  revokedRefresh: Set<string>;
  refreshCount: number;
  /** Expiry (s) of the tokens handed out next. */
  expiresIn: number;
  tokenUrl: string;
  apiBase: string;
}

export async function startFakeGoogle(email = 'me@gmail.example'): Promise<FakeGoogle> {
  let issued = 0;
  const state = {
    email,
    events: [] as FakeGoogleEvent[],
    validAccess: new Set<string>(),
    revokedRefresh: new Set<string>(),
    refreshCount: 0,
    expiresIn: 3600,
  };
  const server = await startLocalServer((request, body, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (request.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(body);
      if (form.get('client_secret') !== 'calendar-secret') return json(401, { error: 'invalid_client' });
      const access = `access-${(issued += 1)}`;
      if (form.get('grant_type') === 'authorization_code' && form.get('code') === 'good-code') {
        state.validAccess.add(access);
        return json(200, { access_token: access, expires_in: state.expiresIn, refresh_token: 'refresh-1', token_type: 'Bearer' });
      }
      if (form.get('grant_type') === 'refresh_token' && form.get('refresh_token') === 'refresh-1' && !state.revokedRefresh.has('refresh-1')) {
        state.refreshCount += 1;
        state.validAccess.add(access);
        return json(200, { access_token: access, expires_in: state.expiresIn, token_type: 'Bearer' });
      }
      return json(400, { error: 'invalid_grant' });
    }
    const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!state.validAccess.has(token)) return json(401, { error: { code: 401, message: 'Invalid Credentials' } });
    if (url.pathname === '/calendar/v3/calendars/primary') return json(200, { id: state.email, summary: state.email });
    if (url.pathname === '/calendar/v3/calendars/primary/events') {
      const min = Date.parse(url.searchParams.get('timeMin') ?? '');
      const max = Date.parse(url.searchParams.get('timeMax') ?? '');
      const items = state.events
        .filter((event) => Date.parse(event.start) < max && Date.parse(event.end) > min)
        .map((event) => ({ ...event, start: { dateTime: event.start }, end: { dateTime: event.end } }));
      return json(200, { items });
    }
    json(404, { error: 'not found' });
  });
  return Object.assign(state, server, {
    tokenUrl: `${server.origin}/token`,
    apiBase: `${server.origin}/calendar/v3`,
  }) as FakeGoogle;
}
