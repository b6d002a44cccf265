/**
 * Walks an authorization URL of the local OpenID provider the way a browser would: fills the
 * development login form, confirms consent, and returns the redirect back to the app (code and state).
 */
export async function loginAtProvider(authorizeUrl: string, login: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq > 0) cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return response;
  };

  const issuer = new URL(authorizeUrl).origin;
  let url = authorizeUrl;
  for (let step = 0; step < 12; step++) {
    const response = await send(url);
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== issuer) return next;
      url = next.toString();
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) throw new Error(`provider answered ${response.status} at ${url}: ${html.slice(0, 500)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`no interaction form at ${url}: ${html.slice(0, 500)}`);
    const body = new URLSearchParams({ prompt });
    if (prompt === 'login') {
      body.set('login', login);
      body.set('password', 'any password');
    }
    const submitted = await send(new URL(action, url).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    const after = submitted.headers.get('location');
    if (!after) throw new Error(`the ${prompt} form did not redirect: ${submitted.status} ${await submitted.text()}`);
    url = new URL(after, url).toString();
  }
  throw new Error('too many steps at the provider');
}
