/** Who the shell greets; null in the signed-out demo. */
export interface ShellUser {
  id: string;
  name?: string | null;
  email: string;
  /** From the session; decides only what the menu shows, the server enforces every admin rule. */
  role?: string | null;
}

export function isAdmin(user: ShellUser | null): boolean {
  return user?.role === 'admin';
}

/** The session's user as the shell needs it; the role is read only when the session carries one. */
export function toShellUser(user: { id: string; name?: string | null; email: string }): ShellUser {
  const role = (user as { role?: unknown }).role;
  return { id: user.id, name: user.name, email: user.email, role: typeof role === 'string' ? role : null };
}
