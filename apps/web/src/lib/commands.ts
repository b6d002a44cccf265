import { useEffect, useRef } from 'react';
import type { WidgetId } from '@lodestar/core';

/**
 * Commands the keyboard (the command palette, the single-key shortcuts) sends to the parts of the page that
 * carry them out. Like widget-requests, the sender and the receiver share only this module: the palette never
 * imports a widget or the shell. A command sent before its receiver mounted (a widget's chunk still loading,
 * or a hidden widget the shell is showing) waits a few seconds for it, then is dropped, so a key pressed once
 * never acts much later.
 */
export interface CommandPayloads {
  'pomodoro': { action: 'start' | 'pause' | 'resume' | 'reset' | 'toggle'; presetId?: string };
  'music': { action: 'play' | 'pause' | 'toggle' | 'next' };
  'bookmarks.add': Record<string, never>;
  'focus.edit': Record<string, never>;
  'scripture.lookup': { query: string };
  'calendar.addFeed': Record<string, never>;
  /** The shell shows the widget (made visible, expanded) and moves focus to it. */
  'shell.revealWidget': { id: WidgetId };
  /** The shell shows the widget without moving focus (so its own command can act). */
  'shell.showWidget': { id: WidgetId };
  /** The settings panel opens the section of this title and moves focus to it. */
  'settings.section': { title: string };
}
export type CommandName = keyof CommandPayloads;
type Handler<K extends CommandName> = (payload: CommandPayloads[K]) => void;

const PENDING_MS = 10_000;
const handlers = new Map<CommandName, Set<Handler<never>>>();
const pending = new Map<CommandName, { payload: unknown; at: number }>();

/** Sends a command; true when a receiver took it at once, false when it waits for one. */
export function sendCommand<K extends CommandName>(name: K, payload: CommandPayloads[K]): boolean {
  const receivers = handlers.get(name);
  if (receivers && receivers.size > 0) {
    for (const handler of [...receivers]) (handler as Handler<K>)(payload);
    return true;
  }
  pending.set(name, { payload, at: Date.now() });
  return false;
}

/** Receives `name`, including a command sent shortly before; returns the unsubscribe function. */
export function onCommand<K extends CommandName>(name: K, handler: Handler<K>): () => void {
  const set = handlers.get(name) ?? new Set();
  set.add(handler as Handler<never>);
  handlers.set(name, set);
  const waiting = pending.get(name);
  pending.delete(name);
  if (waiting && Date.now() - waiting.at < PENDING_MS) handler(waiting.payload as CommandPayloads[K]);
  return () => {
    set.delete(handler as Handler<never>);
  };
}

/** onCommand for a component: the latest `handler` runs, subscribed while mounted. */
export function useCommand<K extends CommandName>(name: K, handler: Handler<K>): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onCommand(name, (payload) => latest.current(payload)), [name]);
}

/**
 * Sends a widget's command; if the widget is not on the page to take it, asks the shell to show the widget,
 * whose receiver then takes the waiting command as it mounts.
 */
export function sendWidgetCommand<K extends CommandName>(widget: WidgetId, name: K, payload: CommandPayloads[K]): void {
  if (!sendCommand(name, payload)) sendCommand('shell.showWidget', { id: widget });
}
