// Lives in lib: features sign out too, and never import the shell.
export { signOutAndLeave } from '../../lib/sign-out';
