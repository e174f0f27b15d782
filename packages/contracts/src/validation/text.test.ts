import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inputLeaves, isSafeLeaf } from '../http/input-leaves';
import { CONTROL_CHARACTER_MESSAGE, TEXT_MAX, text } from './text';

describe('the input walk', () => {
  it('finds a free string planted in a declaration', () => {
    const planted = z.object({ note: z.string().max(10), items: z.array(z.object({ name: text(10) })) });
    const leaves = inputLeaves(planted);
    expect(leaves.map((leaf) => [leaf.path, isSafeLeaf(leaf)])).toEqual([
      ['.note', false],
      ['.items[].name', true],
    ]);
    expect(inputLeaves(z.record(z.string(), z.unknown())).every(isSafeLeaf)).toBe(false);
  });
});

describe('the text schema', () => {
  it('refuses NUL, other controls and a lone surrogate with a field message', () => {
    const line = text(TEXT_MAX.name);
    for (const bad of ['a\u0000b', 'a\u0007', 'a\u007f', 'a\u0085', 'a\nb', 'a\tb', '\ud800x', 'x\udc00']) {
      const result = line.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
    }
  });

  it('keeps line breaks and tabs in multi-line text, and every script, symbol and emoji', () => {
    const multi = text(TEXT_MAX.text, { multiline: true });
    expect(multi.parse('Line one\r\n\tline two')).toBe('Line one\r\n\tline two');
    const line = text(TEXT_MAX.name);
    for (const good of [
      'Łódź Café – 3–5 days €12*3',
      'İstanbul Şirketi',
      'شركة',
      '支付公司',
      'Paid 👍🏽',
      'O\'Brien; "quoted"',
    ]) {
      expect(line.parse(good)).toBe(good);
    }
  });

  it('refuses text over its maximum, and stays text when refined', () => {
    expect(text(5).safeParse('123456').success).toBe(false);
    const refined = text(5).trim().min(1);
    expect(refined.safeParse('a\u0000').success).toBe(false);
    expect(inputLeaves(refined.optional()).every(isSafeLeaf)).toBe(true);
  });
});
