import { useStoredState } from './use-stored-state';

// Collapsed (72 px) until the user widens it: the start page is the picture first (issue 33).
const parse = (raw: string | null) => raw !== 'false';
const serialize = (collapsed: boolean) => String(collapsed);

/** The desktop sidebar's collapse, remembered on this device under the spec's key 'navCollapsed'; collapsed at first. */
export function useNavCollapsed() {
  return useStoredState('navCollapsed', parse, serialize);
}
