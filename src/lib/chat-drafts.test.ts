import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../tests/utils/memory-storage';
import { clearDrafts, readDraft, writeDraft } from './chat-drafts';

let localStorage: Storage;

beforeEach(() => {
  localStorage = createMemoryStorage();
  vi.stubGlobal('localStorage', localStorage);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('chat drafts', () => {
  it('keeps a draft per member and conversation, and forgets an emptied one', () => {
    writeDraft(1, '7', 'See you at eight?');
    writeDraft(2, '7', 'Another member’s words');
    writeDraft(1, 'member-101', 'Hi!');
    expect(readDraft(1, '7')).toBe('See you at eight?');
    expect(readDraft(2, '7')).toBe('Another member’s words');
    expect(readDraft(1, 'member-101')).toBe('Hi!');
    writeDraft(1, '7', '');
    expect(readDraft(1, '7')).toBe('');
    expect(localStorage.getItem('chat-draft:1:7')).toBeNull();
  });

  it('forgets every draft, and nothing else, when the session ends', () => {
    localStorage.setItem('entry-warning-skipped-at', '2026-01-01T00:00:00.000Z');
    writeDraft(1, '7', 'one');
    writeDraft(2, '8', 'two');
    clearDrafts();
    expect(readDraft(1, '7')).toBe('');
    expect(readDraft(2, '8')).toBe('');
    expect(localStorage.getItem('entry-warning-skipped-at')).not.toBeNull();
  });
});
