import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sanitisedText } from './sanitised-text';

describe('sanitisedText (the server side of spec §5 sanitising)', () => {
  it('parses to the sanitised value', () => {
    expect(sanitisedText('text').parse("  Hi <script>x()</script>there; x'; DROP TABLE t ")).toBe(
      "Hi there; x' TABLE t",
    );
    expect(sanitisedText('email').parse(' Ops@Example.COM ')).toBe('ops@example.com');
  });

  it('checks min and max after sanitising', () => {
    const subject = sanitisedText('text', { min: 1, max: 10 });
    expect(subject.safeParse('<script>only markup</script>').success).toBe(false);
    expect(subject.safeParse('a'.repeat(11)).success).toBe(false);
    expect(subject.safeParse(`  ${'a'.repeat(10)}  `).data).toBe('a'.repeat(10));
  });

  it('cuts to the type max rather than failing when no lower max is set', () => {
    expect(sanitisedText('search').parse('q'.repeat(300))).toHaveLength(255);
  });

  it('refuses what is not a string, and composes inside objects', () => {
    const body = z.object({
      subject: sanitisedText('text', { min: 1 }),
      note: sanitisedText('text').optional(),
    });
    expect(body.safeParse({ subject: 5 }).success).toBe(false);
    expect(body.parse({ subject: ' Refund; please ' })).toEqual({ subject: 'Refund; please' });
  });

  it('documents itself for the OpenAPI document', () => {
    expect(sanitisedText('tel').description).toBe('Sanitised as tel input (spec §5), at most 20 characters');
    expect(z.toJSONSchema(sanitisedText('text', { max: 200 }), { io: 'input' })).toMatchObject({
      type: 'string',
    });
  });
});
