import fs from 'fs';
import path from 'path';
import ts from 'typescript';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openInCodePen, openInCodeSandbox, openInStackBlitz } from '../../../src/export';
import { buildCodePenData } from '../../../src/export/codepen';
import { buildCodeSandboxParameters } from '../../../src/export/codesandbox';
import { buildStackBlitzProject } from '../../../src/export/stackblitz';
import { assetFromDemoFile } from './demoAssets';

const openProject = vi.hoisted(() => vi.fn());
vi.mock('@stackblitz/sdk', () => ({ default: { openProject } }));

interface SubmittedForm {
  method: string;
  action: string;
  target: string;
  inPage: boolean;
  fields: Array<[string, string]>;
}

const input = { asset: assetFromDemoFile('basic.tsx'), title: 'Basic', description: 'Simplest' };
let submitted: SubmittedForm[] = [];

beforeEach(() => {
  submitted = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
    this: HTMLFormElement,
  ) {
    submitted.push({
      method: this.method,
      action: this.action,
      target: this.target,
      inPage: document.body.contains(this),
      fields: [...new FormData(this)].map(([name, value]) => [name, String(value)]),
    });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  openProject.mockClear();
});

describe('openInCodeSandbox', () => {
  it('POSTs the parameters to the define API in a new tab and removes the form', async () => {
    await openInCodeSandbox(input);
    expect(submitted).toEqual([
      {
        method: 'post',
        action: 'https://codesandbox.io/api/v1/sandboxes/define',
        target: '_blank',
        inPage: true,
        fields: [['parameters', buildCodeSandboxParameters(input)]],
      },
    ]);
    expect(document.querySelector('form')).toBeNull();
  });
});

describe('openInCodePen', () => {
  it('POSTs the pen as JSON in the data field to the prefill endpoint in a new tab', async () => {
    await openInCodePen(input);
    expect(submitted).toHaveLength(1);
    const [form] = submitted;
    expect(form).toMatchObject({
      method: 'post',
      action: 'https://codepen.io/pen/define',
      target: '_blank',
      inPage: true,
    });
    expect(form.fields.map(([name]) => name)).toEqual(['data']);
    expect(JSON.parse(form.fields[0][1])).toEqual(buildCodePenData(input));
    expect(document.querySelector('form')).toBeNull();
  });

  it('leaves no form behind when submitting fails', async () => {
    vi.mocked(HTMLFormElement.prototype.submit).mockImplementation(() => {
      throw new Error('blocked');
    });
    await expect(openInCodePen(input)).rejects.toThrow('blocked');
    expect(document.querySelector('form')).toBeNull();
  });
});

describe('openInStackBlitz', () => {
  it('opens the project in a new window on the demo file through the SDK', async () => {
    await openInStackBlitz(input);
    const { project } = buildStackBlitzProject(input);
    expect(openProject).toHaveBeenCalledTimes(1);
    expect(openProject).toHaveBeenCalledWith(project, { newWindow: true, openFile: 'App.tsx' });
    expect(submitted).toHaveLength(0);
  });
});

describe('first-load cost', () => {
  it('loads builders and SDKs only when an opener runs', () => {
    const file = path.resolve(__dirname, '../../../src/export/openers.ts');
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const text = fs.readFileSync(file, 'utf8');
    const dynamic = [...text.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((match) => match[1]);
    const staticImports = importedFiles.map((f) => f.fileName).filter((f) => !dynamic.includes(f));
    expect([...new Set(staticImports)].sort()).toEqual(['./postForm', './types']);
    expect(dynamic.sort()).toEqual([
      './codepen',
      './codesandbox',
      './stackblitz',
      '@stackblitz/sdk',
    ]);
  });
});
