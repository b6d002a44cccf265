/** What the system notification needs of the browser (injected, so it can be tested). */
export interface NotificationHost {
  visibilityState: DocumentVisibilityState;
  Notification?: { permission: NotificationPermission; new (title: string, options?: NotificationOptions): unknown };
}

/**
 * A system notification with the prompt, only while the tab is hidden and the user allowed
 * notifications. Returns whether one was shown.
 */
export function notifyPromptWhenHidden(host: NotificationHost): boolean {
  const NotificationCtor = host.Notification;
  if (host.visibilityState !== 'hidden' || !NotificationCtor || NotificationCtor.permission !== 'granted') return false;
  try {
    new NotificationCtor('What are you working on?', { body: 'Time & Energy Audit: time to log your current task.', tag: 'time-audit-prompt' });
    return true;
  } catch {
    // Some browsers only allow notifications from a service worker; the in-page prompt still shows.
    return false;
  }
}

/** The page's own browser objects. */
export function browserNotificationHost(): NotificationHost {
  return {
    visibilityState: document.visibilityState,
    Notification: typeof Notification === 'function' ? Notification : undefined,
  };
}
