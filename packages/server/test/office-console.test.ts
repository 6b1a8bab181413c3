import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers.ts';
import { officeApp } from './office.ts';

/**
 * The console's page and files (issue 22: "served by the provider at /office"), under the
 * office's own CSP and never framed; a provider whose console was not built says what to do.
 */
describe.each(DIALECTS)('the office console’s files on %s', (dialect) => {
  let built: string;
  let ctx: Awaited<ReturnType<typeof officeApp>>;
  beforeAll(async () => {
    built = await mkdtemp(join(tmpdir(), 'office-console-'));
    await mkdir(join(built, 'assets'));
    await writeFile(join(built, 'index.html'), '<!doctype html><title>School office</title>');
    await writeFile(join(built, 'assets', 'index-abc.js'), 'console.log(1);');
    ctx = await officeApp(dialect, { office: { consoleDir: `${built}/` } });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(built, { recursive: true, force: true });
  });

  it('serves the page at /office and /office/ without a session, under the office’s CSP', async () => {
    for (const url of ['/office', '/office/']) {
      const page = await ctx.app.inject(url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<title>School office</title>');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['cache-control']).toBe('no-store');
    }
  });

  it('serves its scripts, and nothing outside its folder', async () => {
    const script = await ctx.app.inject('/office/assets/index-abc.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await ctx.app.inject('/office/assets/nothing.js')).statusCode).toBe(404);
    const outside = await ctx.app.inject('/office/assets/..%2Findex.html');
    expect(outside.statusCode).not.toBe(200);
    // The office's calls are still the guard's, not the files'.
    expect((await ctx.app.inject('/office/api/users')).statusCode).toBe(401);
  });

  it('says how to build the console when it is missing', async () => {
    await rm(join(built, 'index.html'));
    const page = await ctx.app.inject('/office');
    expect(page.statusCode).toBe(404);
    expect(page.json().message).toMatch(/Run npm run build/);
  });
});
