import { describe, expect, it } from 'vitest';
import { bakePicture, carriedAttributes } from './bake-page';
import type { DashboardSnapshot } from './snapshot-store';

const PAGE = `<!doctype html>
<html lang="en">
  <head><script>theme()</script></head>
  <body>
    <div id="root"></div>
    <script>picture()</script>
    <link rel="stylesheet" crossorigin href="/assets/style-abc.css">
    <div id="login-picture" aria-hidden="true" inert><div class="auth-layout"><div>Sign In</div></div></div>
    <script>entry()</script>
  </body>
</html>`;

const SNAPSHOT: DashboardSnapshot = {
  v: 'build-1',
  userId: 'user-1',
  savedAt: 1000,
  validUntil: 2000,
  media: '(max-width: 768px)',
  mobile: false,
  css: '.card{color:red}\n.x::after{content:"</style><script>alert(1)</script>"}',
  html: '<section class="card">Morning paper</section>',
  outside: '<div class="start-backdrop" data-snapshot-keep=""></div>',
  attributes: { 'data-backdrop': 'on', style: '--backdrop-backing: #9d6a44' },
};

describe('bakePicture', () => {
  const baked = bakePicture(PAGE, SNAPSHOT);
  const doc = new DOMParser().parseFromString(baked, 'text/html');

  it('puts the picture beside #root, with its styles and the parts outside #root', () => {
    const picture = doc.getElementById('snapshot')!;
    expect(picture.previousElementSibling?.id).toBe('root');
    expect(picture.getAttribute('aria-hidden')).toBe('true');
    expect(picture.querySelector('.card')?.textContent).toBe('Morning paper');
    expect(picture.querySelector('.start-backdrop')).not.toBeNull();
    expect(picture.querySelector('style')?.textContent).toContain('.card{color:red}');
  });

  it('hides the picture unless index.html marks the page as allowed to show it', () => {
    expect(doc.querySelector('#snapshot style')?.textContent).toMatch(/^html:not\(\[data-picture\]\) #snapshot\{display:none!important\}/);
  });

  it('keeps a style rule from ending its <style> early', () => {
    expect(doc.querySelectorAll('script')).toHaveLength(3);
    expect(doc.querySelector('#snapshot style')?.textContent).toContain('<\\/style><script>alert(1)</script>');
  });

  it('carries who, when and in which layout the picture may show, and the live page marks on <html>', () => {
    const html = doc.documentElement;
    expect(html.dataset).toMatchObject({
      pictureUser: 'user-1',
      pictureFrom: '1000',
      pictureUntil: '2000',
      pictureMedia: '(max-width: 768px)',
      pictureMobile: '0',
      backdrop: 'on',
    });
    expect(html.getAttribute('style')).toBe('--backdrop-backing: #9d6a44');
    expect(html.getAttribute('lang')).toBe('en');
  });

  it('leaves out the login picture and the stylesheet link, which the last script adds after the first frame', () => {
    expect(doc.getElementById('login-picture')).toBeNull();
    expect(doc.querySelector('link[rel="stylesheet"]')).toBeNull();
    expect([...doc.querySelectorAll('script')].map((script) => script.textContent)).toEqual(['theme()', 'picture()', 'entry()']);
  });

  it('escapes what it writes into attributes', () => {
    const hostile = bakePicture(PAGE, { ...SNAPSHOT, userId: '"><script>alert(1)</script>' });
    const parsed = new DOMParser().parseFromString(hostile, 'text/html');
    expect(parsed.documentElement.dataset.pictureUser).toBe('"><script>alert(1)</script>');
    expect(parsed.querySelectorAll('script')).toHaveLength(3);
  });
});

describe('carriedAttributes', () => {
  it('carries the live marks and custom properties, never what index.html or the server sets on each load', () => {
    const carried = carriedAttributes(
      ['lang', 'data-theme', 'data-palette', 'data-session', 'data-picture', 'data-picture-user', 'data-page-cache', 'data-backdrop', 'style', 'onclick'].map((name) => ({ name, value: 'v' })),
    );
    expect(Object.keys(carried)).toEqual(['data-backdrop', 'style']);
  });
});
