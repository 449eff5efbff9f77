// `npm run check`: the five checks of CONTRIBUTING.md (Check), two at a time. ESLint alone takes
// about as long as the other four together, and each of them keeps one core busy, so on two
// cores the pair finishes in about half the time of the five in a row. Each check's output is
// printed in one block when it ends, with its time; the exit status is 1 if any failed.
import { spawn } from 'node:child_process';

// Longest first, so the pool ends together.
const checks = ['check:lint', 'check:types', 'check:format', 'check:unused', 'check:messages'];
const parallel = Number(process.env.CHECK_JOBS ?? 2);

function run(name) {
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const text = Buffer.concat(output).toString().trimEnd();
      console.log(`check: ${name} ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
      if (text) console.log(text.replace(/^/gm, `  ${name} │ `));
      resolve(code === 0);
    });
  });
}

const queue = [...checks];
const results = [];
await Promise.all(
  Array.from({ length: parallel }, async () => {
    while (queue.length > 0) results.push(await run(queue.shift()));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
