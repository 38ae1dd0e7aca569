// Lighthouse on many pages, `count` runs at a time, for npm run audit (scripts/audit.ts). A run mostly waits (for the page to go quiet, for its one-second
// benchmark), so two at once take about half the time on two cores. Lighthouse keeps global state and cannot run twice in one process: each run goes to a
// worker process of this file, each worker with a Chromium of its own, one run at a time.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result as LHResult } from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from './browser.ts';

export interface LighthouseJob {
  mode: 'mobile' | 'desktop' | string;
  route: string;
  url: string;
}

type FromWorker = 'ready' | { lhr: LHResult } | { error: string };

/** Runs Lighthouse (the `categories` only) on every job, `count` at a time, and gives each result to `done` as it comes; rejects with the first run that failed. */
export async function lighthouseAll(
  jobs: LighthouseJob[],
  count: number,
  categories: string[],
  done: (job: LighthouseJob, lhr: LHResult) => void,
): Promise<void> {
  let next = 0;
  let failed: Error | undefined;
  const worker = () =>
    new Promise<void>((resolve, reject) => {
      const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, LIGHTHOUSE_WORKER: JSON.stringify(categories) } });
      let at = -1;
      child.on('message', (message: FromWorker) => {
        if (message !== 'ready') {
          if ('error' in message) {
            failed ??= new Error(`Lighthouse on ${jobs[at].route} (${jobs[at].mode}): ${message.error}`);
            next = jobs.length;
          } else done(jobs[at], message.lhr);
        }
        at = next < jobs.length ? next++ : -1;
        child.send(at === -1 ? 'stop' : jobs[at]);
      });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`a Lighthouse worker exited with code ${code}`))));
    });
  await Promise.all(Array.from({ length: Math.max(1, Math.min(count, jobs.length)) }, worker));
  if (failed) throw failed;
}

/** In a worker: a Chromium of its own, then one Lighthouse run per job sent, until 'stop'. */
async function work(): Promise<void> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const quit = async (code: number) => {
    await chrome.kill();
    process.exit(code);
  };
  // The parent gone (it failed, or was stopped): so is this worker, and its Chromium.
  process.on('disconnect', () => quit(1));
  process.on('message', async (job: LighthouseJob | 'stop') => {
    if (job === 'stop') return quit(0);
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: JSON.parse(process.env.LIGHTHOUSE_WORKER!) as string[],
      // Every host but the local server is blocked: the map, any external picture.
      blockedUrlPatterns: ['https://*'],
      // What no score depends on: the pictures of the page (whole, filmstrip and last frame; only the
      // HTML report shows them), and the back/forward cache audit (weight 0), which navigates away and back once more.
      disableFullPageScreenshot: true,
      skipAudits: ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'],
    };
    try {
      const result = await lighthouse(job.url, flags, job.mode === 'desktop' ? desktopConfig : undefined);
      if (!result) throw new Error('Lighthouse returned nothing');
      process.send!({ lhr: result.lhr } satisfies FromWorker);
    } catch (error) {
      process.send!({ error: String((error as Error).stack ?? error) } satisfies FromWorker);
    }
  });
  process.send!('ready' satisfies FromWorker);
}

if (process.env.LIGHTHOUSE_WORKER && process.argv[1] === fileURLToPath(import.meta.url)) await work();
