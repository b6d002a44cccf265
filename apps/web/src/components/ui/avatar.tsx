import { useState } from 'react';
import { avatarLetter, avatarPath } from '@lodestar/core';
import './avatar.css';

interface AvatarProps {
  userId: string;
  /** The name the letter is taken from when there is no picture. */
  name: string;
  /** The picture's version from the session or the Admin Panel's list; none for the letter. */
  version?: string | null;
  /** Pixels a side. */
  size: number;
  /** Its accessible name; without one it is decoration beside the name it stands for. */
  label?: string;
}

/**
 * A user's profile picture, or the first letter of their name when they have none or it cannot load (issue 35
 * item 9). Its address changes with each upload, so the browser keeps every picture and a new one shows at once.
 * In the sidebar's first screen: kept tiny.
 */
export function Avatar({ userId, name, version, size, label }: AvatarProps) {
  const src = avatarPath(userId, version);
  // The address that failed, not a flag: a new upload is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const box = { width: size, height: size, fontSize: size * 0.42 };
  if (src && src !== failed) {
    return <img className="ui-avatar" src={src} alt={label ?? ''} width={size} height={size} style={box} onError={() => setFailed(src)} />;
  }
  return (
    <span className="ui-avatar" role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true} style={box}>
      {avatarLetter(name)}
    </span>
  );
}
