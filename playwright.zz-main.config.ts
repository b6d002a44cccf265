import base from './playwright.config';
const servers = (base.webServer as any[]).filter((s, i) => i <= 1).map((s) => ({ ...s, timeout: 500_000 }));
export default { ...base, timeout: 400_000, expect: { timeout: 60_000 }, webServer: servers, projects: (base.projects as any[]).filter((p) => p.name === 'main') };
