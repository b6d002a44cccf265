// Sign-up answer time for a new address and for one that already has an account (issue 21 item 15:
// 257 ms against 407 ms told an outsider which addresses have accounts). Runs the built server.
// Run: node bench/sign-up-timing.mjs [pairs]    (prints the medians; asserts nothing)
import { startServer } from './bench-server.mjs';

const PAIRS = Number(process.argv[2] ?? 25);
const { baseUrl, stop } = await startServer({ env: { AUTH_MAIL_LIMIT_PER_ADDRESS: '1000000', MAIL_LIMIT_PER_RECIPIENT: '1000000' } });

async function signUp(email) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ name: 'Bench', email, password: 'correct horse battery' }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`sign-up of ${email} answered ${response.status}`);
  return performance.now() - started;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

try {
  const run = Date.now().toString(36);
  // Warm-up, then the accounts whose addresses will be "taken".
  for (let i = 0; i < 3; i++) await signUp(`warm-${i}-${run}@example.com`);
  for (let i = 0; i < PAIRS; i++) await signUp(`taken-${i}-${run}@example.com`);
  const fresh = [];
  const taken = [];
  // Interleaved, so load on the machine weighs on both alike.
  for (let i = 0; i < PAIRS; i++) {
    fresh.push(await signUp(`new-${i}-${run}@example.com`));
    taken.push(await signUp(`taken-${i}-${run}@example.com`));
  }
  console.log(`sign-up, ${PAIRS} pairs: new address median ${median(fresh).toFixed(0)} ms, taken address median ${median(taken).toFixed(0)} ms`);
} finally {
  await stop();
}
