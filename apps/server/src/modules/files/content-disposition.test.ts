import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition';

describe('attachmentDisposition', () => {
  it('keeps a plain name as it is', () => {
    expect(attachmentDisposition('report-2024_v1.pdf')).toBe(
      `attachment; filename="report-2024_v1.pdf"; filename*=UTF-8''report-2024_v1.pdf`,
    );
  });

  it('cannot be broken out of by quotes, backslashes or line breaks', () => {
    const header = attachmentDisposition('a"; filename="evil.html\r\nX-Injected: 1\\.pdf');
    expect(header).toBe(
      `attachment; filename="a_; filename=_evil.html__X-Injected: 1_.pdf"; filename*=UTF-8''a%22%3B%20filename%3D%22evil.html%0D%0AX-Injected%3A%201%5C.pdf`,
    );
    expect(header).not.toMatch(/[\r\n]/);
  });

  it("encodes RFC 8187's reserved characters and non-ASCII in filename*", () => {
    expect(attachmentDisposition("l'été (copie)*.txt")).toBe(
      `attachment; filename="l'_t_ (copie)*.txt"; filename*=UTF-8''l%27%C3%A9t%C3%A9%20%28copie%29%2A.txt`,
    );
  });
});
