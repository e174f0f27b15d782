// @vitest-environment jsdom
// DOMPurify sanitises only in a DOM it trusts as a browser's: in happy-dom it returns the input as it is.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from '../../lib/html/sanitise-html';
import { SanitisedHtml } from './sanitised-html';

describe('sanitiseHtml (HTML_ALLOWLIST)', () => {
  it('drops scripts with their content', () => {
    expect(sanitiseHtml('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
  });

  it('drops event handlers and the tags the list does not hold', () => {
    const clean = sanitiseHtml('<img src="x" onerror="alert(1)"><p onclick="alert(2)">Text</p>');
    expect(clean).toBe('<p>Text</p>');
    expect(clean).not.toMatch(/onerror|onclick|<img/);
  });

  it('keeps formatting, and the text of tags it removes', () => {
    expect(sanitiseHtml('<p><strong>Bold</strong> <em>it</em> <font>plain</font></p>')).toBe(
      '<p><strong>Bold</strong> <em>it</em> plain</p>',
    );
  });

  it('allows attributes per tag only: href and title on links, nothing on paragraphs', () => {
    expect(sanitiseHtml('<a href="https://paydesk.test/x" title="Go" class="c">Go</a>')).toBe(
      '<a href="https://paydesk.test/x" title="Go">Go</a>',
    );
    expect(sanitiseHtml('<p title="t" style="color:red" data-x="1" aria-label="l">P</p>')).toBe('<p>P</p>');
    expect(sanitiseHtml('<td colspan="2" href="x">1</td>')).not.toContain('href');
  });

  it('allows http, https, mailto and relative links only', () => {
    expect(sanitiseHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitiseHtml('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
    expect(sanitiseHtml('<a href="ftp://files.test/a">x</a>')).toBe('<a>x</a>');
    expect(sanitiseHtml('<a href="mailto:help@paydesk.test">x</a>')).toContain('href="mailto:');
    expect(sanitiseHtml('<a href="/boarding/proposals">x</a>')).toContain('href="/boarding/proposals"');
  });

  it('drops styles, frames and forms', () => {
    expect(sanitiseHtml('<style>p{}</style><iframe src="x"></iframe><form><input></form><p>ok</p>')).toBe(
      '<p>ok</p>',
    );
  });
});

describe('<SanitisedHtml>', () => {
  it('renders the cleaned HTML and passes Box props on', () => {
    const { container } = render(
      <SanitisedHtml
        html={'<p>Hello <b>there</b></p><img src=x onerror="window.hacked=1"><script>1</script>'}
        data-testid="body"
        component="section"
      />,
    );
    const box = container.querySelector('section[data-testid="body"]');
    expect(box?.innerHTML).toBe('<p>Hello <b>there</b></p>');
    expect(container.querySelector('img, script')).toBeNull();
  });
});
