import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { financialSection } from '../financial/financial-section';
import { parseSection } from '../sections/parse-section';
import { timeAuditSection } from '../time-audit/time-audit-section';
import {
  agentsHoldContent,
  CONTENT_GATED_WIDGETS,
  financialHoldsContent,
  NO_WIDGET_CONTENT,
  timeAuditHoldsContent,
  widgetsOnPage,
} from './widget-content';
import { WIDGET_IDS, WIDGET_REGISTRY_DEFAULTS } from './widget-ids';
import { resolveVisibility } from './widget-visibility';

const newUser = resolveVisibility(undefined, WIDGET_REGISTRY_DEFAULTS);

describe('widgetsOnPage', () => {
  it("shows a new subscriber no empty agents, figures or audit, only what holds content by itself", () => {
    const page = widgetsOnPage(newUser, undefined, NO_WIDGET_CONTENT, WIDGET_REGISTRY_DEFAULTS);
    expect(page).toMatchObject({ agentCards: false, financialTracker: false, timeAudit: false });
    expect(page).toMatchObject({ bookmarks: true, music: true, wins: true, reviewGoals: true });
  });

  it('shows a gated widget once it holds content', () => {
    const page = widgetsOnPage(newUser, undefined, { ...NO_WIDGET_CONTENT, financialTracker: true }, WIDGET_REGISTRY_DEFAULTS);
    expect(page.financialTracker).toBe(true);
    expect(page.agentCards).toBe(false);
  });

  it('shows an empty widget the user switched on in Settings, and hides one switched off even with content', () => {
    const stored = { agentCards: true, timeAudit: false };
    const visible = resolveVisibility(stored, WIDGET_REGISTRY_DEFAULTS);
    const page = widgetsOnPage(visible, stored, { ...NO_WIDGET_CONTENT, timeAudit: true }, WIDGET_REGISTRY_DEFAULTS);
    expect(page.agentCards).toBe(true);
    expect(page.timeAudit).toBe(false);
  });

  const storedArb = fc.dictionary(fc.constantFrom(...WIDGET_IDS, 'bogus'), fc.oneof(fc.boolean(), fc.constant('yes'), fc.constant(null)));
  const contentArb = fc.record({ agentCards: fc.boolean(), financialTracker: fc.boolean(), timeAudit: fc.boolean() });

  it('never shows a widget that is not visible; shows every visible one that is not gated, or holds content', () => {
    fc.assert(
      fc.property(storedArb, contentArb, (stored, content) => {
        const visible = resolveVisibility(stored, WIDGET_REGISTRY_DEFAULTS);
        const page = widgetsOnPage(visible, stored, content, WIDGET_REGISTRY_DEFAULTS);
        for (const id of WIDGET_IDS) {
          if (page[id]) expect(visible[id]).toBe(true);
          const gated = (CONTENT_GATED_WIDGETS as readonly string[]).includes(id);
          if (visible[id] && (!gated || content[id as keyof typeof content])) expect(page[id]).toBe(true);
          if (stored[id] === true) expect(page[id]).toBe(true);
        }
        expect(page.music).toBe(true);
      }),
    );
  });

  it('adding content never takes a widget off the page', () => {
    fc.assert(
      fc.property(storedArb, contentArb, fc.constantFrom(...CONTENT_GATED_WIDGETS), (stored, content, id) => {
        const visible = resolveVisibility(stored, WIDGET_REGISTRY_DEFAULTS);
        const before = widgetsOnPage(visible, stored, content, WIDGET_REGISTRY_DEFAULTS);
        const after = widgetsOnPage(visible, stored, { ...content, [id]: true }, WIDGET_REGISTRY_DEFAULTS);
        for (const widget of WIDGET_IDS) if (before[widget]) expect(after[widget]).toBe(true);
      }),
    );
  });
});

describe('what counts as content', () => {
  it('agents: only those meant for the dashboard', () => {
    expect(agentsHoldContent([])).toBe(false);
    expect(agentsHoldContent([{ displayConfig: { showOnDashboard: false } }])).toBe(false);
    expect(agentsHoldContent([{ displayConfig: { showOnDashboard: false } }, { displayConfig: { showOnDashboard: true } }])).toBe(true);
  });

  it('figures: the defaults are empty; an amount, a stream or a milestone is content', () => {
    const empty = parseSection(financialSection, undefined);
    expect(financialHoldsContent(empty)).toBe(false);
    expect(financialHoldsContent({ ...empty, netWorth: { ...empty.netWorth, current: 184_500 } })).toBe(true);
    expect(financialHoldsContent({ ...empty, expenses: { monthly: 4_100, yearly: 0 } })).toBe(true);
    expect(financialHoldsContent({ ...empty, streams: { s1: { name: 'Consulting', amount: 0, color: '#000' } } })).toBe(true);
  });

  it('time audit: an entry or tracking switched on', () => {
    const empty = parseSection(timeAuditSection, undefined);
    expect(timeAuditHoldsContent(empty)).toBe(false);
    expect(timeAuditHoldsContent({ ...empty, settings: { ...empty.settings, enabled: true } })).toBe(true);
  });
});
