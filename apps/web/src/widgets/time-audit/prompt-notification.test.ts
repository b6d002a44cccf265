import { describe, expect, it } from 'vitest';
import { notifyPromptWhenHidden, type NotificationHost } from './prompt-notification';

function host(visibilityState: DocumentVisibilityState, permission: NotificationPermission) {
  const shown: { title: string; options?: NotificationOptions }[] = [];
  class FakeNotification {
    static permission = permission;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, options });
    }
  }
  return { host: { visibilityState, Notification: FakeNotification } satisfies NotificationHost, shown };
}

describe('notifyPromptWhenHidden', () => {
  it('shows the prompt as a system notification when the tab is hidden and allowed', () => {
    const { host: browser, shown } = host('hidden', 'granted');
    expect(notifyPromptWhenHidden(browser)).toBe(true);
    expect(shown).toEqual([{ title: 'What are you working on?', options: expect.objectContaining({ tag: 'time-audit-prompt' }) }]);
  });

  it('stays quiet while the tab is visible, without permission, or without the API', () => {
    expect(notifyPromptWhenHidden(host('visible', 'granted').host)).toBe(false);
    expect(notifyPromptWhenHidden(host('hidden', 'default').host)).toBe(false);
    expect(notifyPromptWhenHidden(host('hidden', 'denied').host)).toBe(false);
    expect(notifyPromptWhenHidden({ visibilityState: 'hidden' })).toBe(false);
  });
});
