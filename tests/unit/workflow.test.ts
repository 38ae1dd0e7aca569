// The owner's GitHub workflow: check and build on every push and pull request, publish only from
// main, and only after the check passed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.ts';

const workflow = parse(readFileSync(path.join(ROOT, '.github/workflows/pages.yml'), 'utf8'));
const runs = (job: string): string[] => workflow.jobs[job].steps.map((step: { run?: string }) => step.run).filter(Boolean);

describe('.github/workflows/pages.yml', () => {
  it('runs on every push and pull request', () => {
    expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(['push', 'pull_request']));
    expect(workflow.on.push).toBeNull();
  });

  it('checks shop.yaml before it builds, so a problem fails the run with its annotations', () => {
    const steps = runs('build');
    expect(steps.indexOf('npm run check')).toBeGreaterThan(steps.indexOf('npm ci'));
    expect(steps.findIndex((step) => step.startsWith('npm run build'))).toBeGreaterThan(steps.indexOf('npm run check'));
  });

  it('keeps the encoded pictures between runs and runs on a maintained Node.js', () => {
    const steps = workflow.jobs.build.steps as { uses?: string; run?: string; with?: Record<string, string | number> }[];
    const cache = steps.find((step) => step.uses?.startsWith('actions/cache@'));
    expect(cache?.with?.path).toBe('.cache/pictures');
    // Restored before the build that reads it.
    expect(steps.indexOf(cache!)).toBeLessThan(steps.findIndex((step) => step.run?.startsWith('npm run build')));
    const node = steps.find((step) => step.uses?.startsWith('actions/setup-node@'))?.with?.['node-version'];
    expect(Number(node)).toBeGreaterThanOrEqual(22);
  });

  it('deploys only after the build job, and never from a pull request or another branch', () => {
    expect(workflow.jobs.deploy.needs).toBe('build');
    expect(workflow.jobs.deploy.if).toBe("github.event_name != 'pull_request' && github.ref == 'refs/heads/main'");
  });
});
