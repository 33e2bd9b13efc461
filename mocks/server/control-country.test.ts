import { describe, expect, it } from 'vitest';
import { getSettings } from '../../generated/hooks/site/site';
import { configureSite } from '../db/site-settings';
import { resetSimulation } from '../reset';
import { controlRoute } from './control-routes';

const inBrowser = (acceptLanguage: string) =>
  getSettings(undefined, { headers: { 'Accept-Language': acceptLanguage } });

describe("the visitor's country (issue 12, defect 11)", () => {
  it('is Great Britain for an English browser, as the journeys expect', async () => {
    const { settings } = await inBrowser('en-US,en;q=0.9');
    expect(settings.geoip_country).toBe('GB');
  });

  it("follows the browser's first supported language, by its home country", async () => {
    expect((await inBrowser('pt-BR,de;q=0.8')).settings.geoip_country).toBe('DE');
    expect((await inBrowser('fi-FI')).settings).toMatchObject({
      geoip_country: 'FI',
      geoip_selected_country: 'FI',
    });
    expect((await inBrowser('nb')).settings.geoip_country).toBe('NO');
  });

  it('is the one chosen with POST /__sim/country, whatever the browser says', async () => {
    const answer = await controlRoute('POST', '/__sim/country', { country: 'ch' });
    expect(answer).toEqual({ status: 200, body: { country: 'CH' } });
    expect((await inBrowser('fi-FI')).settings.geoip_country).toBe('CH');
  });

  it('refuses a country the site does not serve', async () => {
    await expect(controlRoute('POST', '/__sim/country', { country: 'BR' })).resolves.toMatchObject({
      status: 400,
    });
    await expect(controlRoute('POST', '/__sim/country', {})).resolves.toMatchObject({ status: 400 });
  });

  it('goes back to the browser’s after a reset', async () => {
    await controlRoute('POST', '/__sim/country', { country: 'PL' });
    await resetSimulation({});
    expect((await inBrowser('sv-SE')).settings.geoip_country).toBe('SE');
  });

  it('is a scenario’s own when the scenario sets one', async () => {
    configureSite({ geoip_country: 'BE' });
    expect((await inBrowser('de')).settings.geoip_country).toBe('BE');
  });
});
