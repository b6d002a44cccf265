/** How long the built picture of the login page may stand in for it (a slow or failed load shows the app as is). */
export const LOGIN_PICTURE_MAX_MS = 5000;

/**
 * index.html paints the login page from a build-time picture for a new visitor (build/login-picture.ts); the
 * live page replaces it as it mounts, in the same frame.
 */
export function removeLoginPicture(): void {
  document.getElementById('login-picture')?.remove();
  document.documentElement.removeAttribute('data-login-picture');
}
