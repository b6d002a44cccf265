import { useEffect, useState } from 'react';
import { loadPublicConfig, type PublicConfig } from '../../lib/api';

/** The server's public settings, or null until they arrive (or if they cannot be read). */
export function usePublicConfig(): PublicConfig | null {
  const [config, setConfig] = useState<PublicConfig | null>(null);
  useEffect(() => {
    let live = true;
    loadPublicConfig().then(
      (value) => live && setConfig(value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return config;
}
