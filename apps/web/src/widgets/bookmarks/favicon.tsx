import { useState } from 'react';
import { Globe } from '@phosphor-icons/react';
import { faviconUrl } from '@lodestar/core';

/**
 * The domain's favicon from our server (GET /api/favicon: the site's own icon, or its letter tile), kept by the
 * browser for days; a globe placeholder when it cannot be loaded (offline before it was ever cached).
 */
export function Favicon({ url }: { url: string }) {
  const src = faviconUrl(url);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span className="bm-favicon bm-favicon--placeholder" aria-hidden="true">
        <Globe size={18} />
      </span>
    );
  }
  return (
    <img
      className="bm-favicon"
      src={src}
      alt=""
      width={32}
      height={32}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      draggable={false}
      onError={() => setFailedSrc(src)}
    />
  );
}
