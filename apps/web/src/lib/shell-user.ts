/** Who the shell greets; null in the signed-out demo. */
export interface ShellUser {
  id: string;
  name?: string | null;
  email: string;
  /** From the session; decides only what the menu shows, the server enforces every admin rule. */
  role?: string | null;
  /** The profile picture's version (components/ui/avatar.tsx); none for the letter. */
  avatarVersion?: string | null;
}

export function isAdmin(user: ShellUser | null): boolean {
  return user?.role === 'admin';
}

/** The session's user as the shell needs it; the role and picture are read only when the session carries them. */
export function toShellUser(user: { id: string; name?: string | null; email: string }): ShellUser {
  const { role, avatarVersion } = user as { role?: unknown; avatarVersion?: unknown };
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: typeof role === 'string' ? role : null,
    avatarVersion: typeof avatarVersion === 'string' ? avatarVersion : null,
  };
}
