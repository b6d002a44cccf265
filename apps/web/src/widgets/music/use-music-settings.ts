import { useEffect, useState } from 'react';
import type { MusicPreferences } from '@lodestar/core';
import { musicSettings as read } from './music-storage';

/**
 * The Music settings (autoplay, fade transitions, visualizer) of this device. The settings panel writes
 * them in this tab (no storage event), so they are also re-read every second.
 */
export function useMusicSettings(): MusicPreferences {
  const [settings, setSettings] = useState(read);
  useEffect(() => {
    const refresh = () =>
      setSettings((current) => {
        const next = read();
        return JSON.stringify(next) === JSON.stringify(current) ? current : next;
      });
    const timer = setInterval(refresh, 1000);
    window.addEventListener('storage', refresh);
    return () => {
      clearInterval(timer);
      window.removeEventListener('storage', refresh);
    };
  }, []);
  return settings;
}
