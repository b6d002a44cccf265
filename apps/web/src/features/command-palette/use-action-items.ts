import { useMemo } from 'react';
import {
  ArrowCounterClockwise,
  BookOpen,
  CalendarPlus,
  Image,
  MusicNotes,
  Pause,
  Play,
  Plus,
  Robot,
  SignOut,
  SkipForward,
  SunDim,
  Target,
  Trophy,
} from '@phosphor-icons/react';
import { formatPresetMinutes, pomodoroSection, SHIPPED_BACKGROUNDS, startPageSection, type BackgroundChoice } from '@lodestar/core';
import { useAgentList, useTriggerAgent } from '../../lib/agents-bridge';
import { sendCommand, sendWidgetCommand } from '../../lib/commands';
import { signOutAndLeave } from '../../lib/sign-out';
import { useSection } from '../../lib/sync';
import { themeStore } from '../../lib/theme';
import type { PaletteItem } from './palette-item';

type Action = Omit<PaletteItem, 'group'>;

function usePomodoroActions(): Action[] {
  const { data } = useSection(pomodoroSection);
  const { status } = data.timer;
  return useMemo(() => {
    const send = (command: Parameters<typeof sendWidgetCommand<'pomodoro'>>[2]) => () => sendWidgetCommand('pomodoro', 'pomodoro', command);
    const words = ['pomodoro', 'timer', 'focus session'];
    const actions: Action[] = [];
    // One id for start, resume and pause: the timer's main action stays in the recent choices as it changes.
    const main = status === 'IDLE' ? (['Start Pomodoro', Play, 'start'] as const) : status === 'PAUSED' ? (['Resume Pomodoro', Play, 'resume'] as const) : (['Pause Pomodoro', Pause, 'pause'] as const);
    actions.push({ id: 'action:pomodoro', label: main[0], keywords: words, icon: main[1], run: send({ action: main[2] }) });
    if (status !== 'IDLE') actions.push({ id: 'action:pomodoro-reset', label: 'Reset Pomodoro', keywords: words, icon: ArrowCounterClockwise, run: send({ action: 'reset' }) });
    for (const preset of data.presets) {
      actions.push({
        id: `action:pomodoro-preset:${preset.id}`,
        label: `Start Pomodoro: ${preset.name} ${formatPresetMinutes(preset.focus)} / ${formatPresetMinutes(preset.break)}`,
        keywords: [...words, 'preset'],
        icon: Play,
        run: send({ action: 'start', presetId: preset.id }),
      });
    }
    return actions;
  }, [status, data.presets]);
}

function useAppearanceActions(): Action[] {
  const { data, setField } = useSection(startPageSection);
  const background = data.background;
  return useMemo(() => {
    const choose = (next: Partial<BackgroundChoice>) => () => setField('background', { ...background, ...next });
    const words = ['background', 'picture', 'wallpaper'];
    const actions: Action[] = [
      { id: 'action:theme-dark', label: 'Switch to dark theme', keywords: ['theme', 'night', 'mode'], icon: SunDim, run: () => themeStore().setChoice('dark') },
      { id: 'action:theme-light', label: 'Switch to light theme', keywords: ['theme', 'day', 'mode'], icon: SunDim, run: () => themeStore().setChoice('light') },
      { id: 'action:theme-system', label: "Use the system's theme", keywords: ['theme', 'auto', 'mode'], icon: SunDim, run: () => themeStore().setChoice('system') },
      { id: 'action:background-daily', label: 'Background: a new picture each day', keywords: words, icon: Image, run: choose({ mode: 'daily' }) },
      { id: 'action:background-none', label: 'Background: none', keywords: words, icon: Image, run: choose({ mode: 'none' }) },
    ];
    if (background.own) actions.push({ id: 'action:background-own', label: 'Background: my picture', keywords: words, icon: Image, run: choose({ mode: 'own' }) });
    for (const shipped of SHIPPED_BACKGROUNDS) {
      actions.push({ id: `action:background:${shipped.id}`, label: `Background: ${shipped.name}`, keywords: words, icon: Image, run: choose({ mode: 'shipped', shippedId: shipped.id }) });
    }
    return actions;
  }, [background, setField]);
}

/** Enabled agents: one that takes no input runs at once, one that does opens its form (`onNeedsInput`). */
function useAgentActions(onNeedsInput: (agentId: string) => void): Action[] {
  const { agents } = useAgentList();
  const trigger = useTriggerAgent();
  return useMemo(
    () =>
      agents
        .filter((agent) => agent.enabled)
        .map((agent) => ({
          id: `action:agent:${agent.id}`,
          label: `Run agent: ${agent.name}`,
          keywords: ['agent', 'automation', 'trigger'],
          icon: Robot,
          run: () => (agent.inputModule === 'none' ? void trigger(agent.id, {}) : onNeedsInput(agent.id)),
        })),
    [agents, trigger, onNeedsInput],
  );
}

const reveal = (id: Parameters<typeof sendCommand<'shell.revealWidget'>>[1]['id']) => sendCommand('shell.revealWidget', { id });

/** What the palette can do: the timer, adding things, music, looks, agents, leaving. */
export function useActionItems(signedIn: boolean, onNeedsInput: (agentId: string) => void): PaletteItem[] {
  const pomodoro = usePomodoroActions();
  const appearance = useAppearanceActions();
  const agents = useAgentActions(onNeedsInput);
  return useMemo(() => {
    const music = ['music', 'player', 'song', 'track'];
    const fixed: Action[] = [
      { id: 'action:focus', label: "Set today's focus", keywords: ['focus', 'goal', 'today'], icon: Target, run: () => sendCommand('focus.edit', {}) },
      {
        id: 'action:bookmark-add',
        label: 'Add bookmark',
        keywords: ['link', 'new', 'save'],
        icon: Plus,
        run: () => {
          reveal('bookmarks');
          sendCommand('bookmarks.add', {});
        },
      },
      { id: 'action:win-add', label: 'Add a win', keywords: ['wins', 'journal', 'celebrate'], icon: Trophy, run: () => reveal('wins') },
      { id: 'action:music-play', label: 'Play music', keywords: music, icon: MusicNotes, run: () => sendCommand('music', { action: 'play' }) },
      { id: 'action:music-pause', label: 'Pause music', keywords: music, icon: Pause, run: () => sendCommand('music', { action: 'pause' }) },
      { id: 'action:music-next', label: 'Skip to the next track', keywords: music, icon: SkipForward, run: () => sendCommand('music', { action: 'next' }) },
      {
        id: 'action:calendar-feed',
        label: 'Add calendar feed',
        keywords: ['calendar', 'ics', 'subscribe', 'events'],
        icon: CalendarPlus,
        run: () => {
          reveal('calendar');
          sendCommand('calendar.addFeed', {});
        },
      },
      {
        id: 'action:scripture',
        label: 'Look up scripture',
        keywords: ['bible', 'verse', 'search'],
        icon: BookOpen,
        run: () => {
          reveal('scripture');
          sendCommand('scripture.lookup', { query: '' });
        },
      },
    ];
    if (signedIn) fixed.push({ id: 'action:sign-out', label: 'Sign out', keywords: ['log out', 'leave'], icon: SignOut, run: () => void signOutAndLeave('/login') });
    return [...pomodoro, ...fixed, ...agents, ...appearance].map((action) => ({ ...action, group: action.id.startsWith('action:agent:') ? 'Agents' : 'Actions' }));
  }, [pomodoro, appearance, agents, signedIn]);
}
