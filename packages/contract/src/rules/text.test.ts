import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.ts';
import { displayTextProblems, isInvisibleText } from './text.ts';

describe('display text', () => {
  it('refuses every direction embedding, override and isolate, and keeps the marks', () => {
    for (let code = 0x202a; code <= 0x202e; code++)
      expect(displayTextProblems(`a${String.fromCodePoint(code)}b`)).toEqual([Messages.textDirectionControls]);
    for (let code = 0x2066; code <= 0x2069; code++)
      expect(displayTextProblems(`a${String.fromCodePoint(code)}b`)).toEqual([Messages.textDirectionControls]);
    expect(displayTextProblems('שלום\u200F world\u200E')).toEqual([]);
  });

  it('refuses text made only of whitespace and invisible characters, but not empty text or joined emoji', () => {
    for (const text of [' ', '\u200B', '\u200C\u200D', '\u2060', '\uFEFF', '\u00A0\u3000', '\u3164', '\u00AD\u034F'])
      expect(isInvisibleText(text), JSON.stringify(text)).toBe(true);
    expect(displayTextProblems('\u200B\u200B')).toEqual([Messages.textNotVisible]);
    expect(displayTextProblems('')).toEqual([]);
    expect(displayTextProblems('👩\u200D👩\u200D👧')).toEqual([]);
    expect(displayTextProblems('Café\u200B')).toEqual([]);
  });
});
