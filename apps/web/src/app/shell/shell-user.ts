// The contract lives in lib (features and panels use it without importing the shell).
export { isAdmin, toShellUser, type ShellUser } from '../../lib/shell-user';
