import { expect } from 'vitest';
import { EnvError, loadEnv } from '../env';

/** The message loadEnv throws for this environment; fails the test when it does not throw. */
export function configError(source: Record<string, string>): string {
  try {
    loadEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error(`expected an invalid configuration: ${JSON.stringify(source)}`);
}
