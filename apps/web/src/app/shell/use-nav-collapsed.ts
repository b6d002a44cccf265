import { useStoredState } from './use-stored-state';

const parse = (raw: string | null) => raw === 'true';
const serialize = (collapsed: boolean) => String(collapsed);

/** The desktop sidebar's collapse, remembered on this device under the spec's key 'navCollapsed'. */
export function useNavCollapsed() {
  return useStoredState('navCollapsed', parse, serialize);
}
