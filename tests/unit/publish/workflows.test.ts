import { readFileSync } from 'fs';
import { load } from 'js-yaml';
import path from 'path';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, { steps: Step[]; needs?: string; environment?: { name: string } }>;
}

const workflow = (name: string) => load(read(`.github/workflows/${name}`)) as Workflow;
const steps = (flow: Workflow) => Object.values(flow.jobs).flatMap((job) => job.steps);

/** The commands the README gives a new user, in its code blocks. */
const README = read('README.md');
const TEST_COMMAND = 'npm install && npm test';

describe('the workflows', () => {
  it('CI parses and runs the README’s test command on pushes and pull requests', () => {
    const ci = workflow('ci.yml');
    expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'push']);
    expect(README).toContain(TEST_COMMAND);
    expect(steps(ci).map((step) => step.run)).toContain(TEST_COMMAND);
    // the same command as .ci/run
    expect(read('.ci/run')).toContain(TEST_COMMAND);
  });

  it('deploy builds under /<repository name>/ with the README’s build command and publishes with the official Pages actions', () => {
    const deploy = workflow('deploy.yml');
    const all = steps(deploy);
    const build = all.find((step) => step.run?.includes('npm run build'));
    expect(build?.run).toBe('npm install && npm run build');
    expect(README).toContain('npm run build');
    expect(build?.env?.BASE).toBe('/${{ github.event.repository.name }}/');
    const actions = all.map((step) => step.uses?.replace(/@.*/, '')).filter(Boolean);
    expect(actions).toEqual(
      expect.arrayContaining([
        'actions/configure-pages',
        'actions/upload-pages-artifact',
        'actions/deploy-pages',
      ]),
    );
    expect(all.find((step) => step.uses?.startsWith('actions/upload-pages-artifact'))?.with?.path).toBe('docs-dist');
    expect(deploy.permissions).toMatchObject({ pages: 'write', 'id-token': 'write' });
    expect(deploy.jobs.deploy.environment?.name).toBe('github-pages');
  });

  it('both use the Node version of .nvmrc, the one the project is tested on', () => {
    const version = read('.nvmrc').trim();
    expect(version).toMatch(/^\d+$/);
    expect(process.versions.node.split('.')[0]).toBe(version);
    for (const name of ['ci.yml', 'deploy.yml']) {
      const setup = steps(workflow(name)).find((step) => step.uses?.startsWith('actions/setup-node'));
      expect(setup?.with?.['node-version-file']).toBe('.nvmrc');
    }
  });
});
