import { describe, expect, it } from 'vitest';
import { fillOfferBody, formatOfferDate } from './offer-templates';

/** How an offer's body is made from a template: placeholders filled, then sanitised. */

const values = {
  merchantName: 'Onboard Bikes Ltd',
  tenantName: 'Northwind Payments',
  date: new Date('2025-03-01T23:30:00Z'),
  timeZone: 'Europe/London',
};

describe('fillOfferBody', () => {
  it('fills {{merchantName}}, {{tenantName}} and {{date}} (dd/MM/yyyy), spaces inside braces allowed', () => {
    expect(fillOfferBody('<p>{{merchantName}} and {{ tenantName }} on {{date}}</p>', values)).toBe(
      '<p>Onboard Bikes Ltd and Northwind Payments on 01/03/2025</p>',
    );
  });

  it("writes the date in the writer's time zone", () => {
    expect(fillOfferBody('{{date}}', { ...values, timeZone: 'Europe/Istanbul' })).toBe('02/03/2025');
    expect(formatOfferDate(new Date('2025-12-31T12:00:00Z'), 'UTC')).toBe('31/12/2025');
  });

  it('leaves unknown placeholders as written', () => {
    expect(fillOfferBody('<p>{{merchantNumber}}</p>', values)).toBe('<p>{{merchantNumber}}</p>');
  });

  it('escapes the names, so a name cannot bring markup with it', () => {
    const body = fillOfferBody('<p>{{merchantName}}</p>', {
      ...values,
      merchantName: 'Bikes <img src=x onerror=alert(1)> & Co',
    });
    expect(body).toBe('<p>Bikes &lt;img src=x onerror=alert(1)&gt; &amp; Co</p>');
  });

  it('sanitises the template to the allowlist: no scripts, handlers or javascript: links', () => {
    const body = fillOfferBody(
      '<h2 onclick="steal()">Offer</h2><script>alert(1)</script><a href="javascript:alert(1)">terms</a><table><tr><td>1</td></tr></table>',
      values,
    );
    expect(body).not.toMatch(/script|onclick|javascript/);
    expect(body).toContain('<h2>Offer</h2>');
    expect(body).toContain('<td>1</td>');
  });
});
