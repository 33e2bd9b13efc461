import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cockpitIsOn, cockpitPage, withCockpit } from './cockpit-pages';

/** The cockpit on the simulated HTTP server (decision 033): on and off by cookie, its files, its tags. */
describe('the cockpit on the simulated server', () => {
  it('is turned on by /__sim/ (a cookie, then the app) and off by /__sim/off', async () => {
    const on = await cockpitPage('/__sim/');
    expect(on).toMatchObject({ status: 303, headers: { location: '/' } });
    expect(on?.headers['set-cookie']).toBe('sim_cockpit=1; Path=/; SameSite=Lax');
    const off = await cockpitPage('/__sim/off');
    expect(off?.headers['set-cookie']).toContain('Max-Age=0');
    expect(cockpitIsOn('locale=de; sim_cockpit=1')).toBe(true);
    expect(cockpitIsOn('sim_cockpit=')).toBe(false);
    expect(cockpitIsOn(undefined)).toBe(false);
  });

  it('adds its script and stylesheet to a page only where asked, at the end of the head', () => {
    const page = '<html><head><title>x</title></head><body></body></html>';
    expect(withCockpit(page)).toBe(
      '<html><head><title>x</title><link rel="stylesheet" href="/__sim/cockpit/cockpit.css" />' +
        '<script type="module" src="/__sim/cockpit/cockpit.js"></script></head><body></body></html>',
    );
  });

  it('serves its two built files, says how to build them when missing, and nothing else', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'cockpit-'));
    writeFileSync(join(folder, 'cockpit.js'), 'export {};');
    expect(await cockpitPage('/__sim/cockpit/cockpit.js', folder)).toMatchObject({
      status: 200,
      headers: { 'content-type': 'text/javascript; charset=utf-8' },
    });
    expect(await cockpitPage('/__sim/cockpit/cockpit.css', folder)).toMatchObject({
      status: 404,
      body: expect.stringContaining('npm run build') as unknown,
    });
    expect(await cockpitPage('/__sim/cockpit/../../package.json', folder)).toBeUndefined();
    expect(await cockpitPage('/__sim/log', folder)).toBeUndefined();
  });
});
