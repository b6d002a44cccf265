import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { LoginPage } from '../src/features/auth/login-page';

/** The login page as a new visitor first sees it, rendered to HTML with its lazy parts (build/login-picture.ts). */
export async function renderLoginPage(): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <MemoryRouter initialEntries={['/login']}>
      <LoginPage />
    </MemoryRouter>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
