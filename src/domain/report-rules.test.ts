import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  checkReportDetails,
  isReportReason,
  reportDetailsMaxLength,
  reportReasons,
  sentReportDetails,
} from './report-rules';

/** The contract's schemas, read from the bundled document (src/domain may not import generated code). */
const contractSchemas = () =>
  (
    JSON.parse(readFileSync('generated/openapi.json', 'utf8')) as {
      components: {
        schemas: {
          ReportReason: { enum: string[] };
          ReportRequest: { properties: { details: { maxLength: number } } };
        };
      };
    }
  ).components.schemas;

describe('report reasons', () => {
  it('are the contract’s, other last', () => {
    expect([...reportReasons].sort()).toEqual([...contractSchemas().ReportReason.enum].sort());
    expect(reportReasons.at(-1)).toBe('other');
  });

  it('tell a reason from any other text', () => {
    expect(isReportReason('harassment')).toBe(true);
    expect(isReportReason('rude')).toBe(false);
    expect(isReportReason('')).toBe(false);
  });
});

describe('report details (contract: at most 2000 characters, required for other)', () => {
  it('has the contract’s limit', () => {
    expect(reportDetailsMaxLength).toBe(2000);
    expect(contractSchemas().ReportRequest.properties.details.maxLength).toBe(reportDetailsMaxLength);
  });

  it('takes up to 2000 characters, and none for a named reason', () => {
    expect(checkReportDetails('fake_profile', '')).toBeUndefined();
    expect(checkReportDetails('harassment', 'x'.repeat(2000))).toBeUndefined();
    expect(checkReportDetails('harassment', 'x'.repeat(2001))).toBe('too_long');
    expect(checkReportDetails(undefined, 'x'.repeat(2001))).toBe('too_long');
  });

  it('needs words for other, spaces alone are none', () => {
    expect(checkReportDetails('other', '')).toBe('required');
    expect(checkReportDetails('other', '  \n ')).toBe('required');
    expect(checkReportDetails('other', 'Asks for money')).toBeUndefined();
  });

  it('counts the text as sent: without the spaces around it, an emoji once', () => {
    expect(sentReportDetails('  Asks for money \n')).toBe('Asks for money');
    expect(checkReportDetails('other', ` ${'x'.repeat(2000)} `)).toBeUndefined();
    expect(checkReportDetails('other', '🙂'.repeat(2000))).toBeUndefined();
    expect(checkReportDetails('other', '🙂'.repeat(2001))).toBe('too_long');
  });
});
