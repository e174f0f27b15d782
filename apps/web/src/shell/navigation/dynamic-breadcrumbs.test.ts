import { describe, expect, it } from 'vitest';
import {
  clearDynamicBreadcrumbs,
  isDynamicRoutePath,
  readDynamicBreadcrumbs,
  setDynamicBreadcrumbs,
} from './dynamic-breadcrumbs';

const TICKET_CRUMBS = [{ label: 'Support tickets', to: '/tenant/support-tickets' }, { label: 'Ticket #42' }];

describe('dynamic breadcrumbs', () => {
  it('are kept in session storage per path', () => {
    setDynamicBreadcrumbs('/tenant/support-tickets/42', TICKET_CRUMBS);
    expect(readDynamicBreadcrumbs('/tenant/support-tickets/42')).toEqual(TICKET_CRUMBS);
    expect(readDynamicBreadcrumbs('/tenant/support-tickets/43')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('breadcrumbs:/tenant/support-tickets/42') ?? '')).toEqual(
      TICKET_CRUMBS,
    );
    expect(localStorage.length).toBe(0);
  });

  it('read the same crumbs whatever the form of the path', () => {
    setDynamicBreadcrumbs('tenant/support-tickets/42/', TICKET_CRUMBS);
    expect(readDynamicBreadcrumbs('/tenant/support-tickets/42')).toEqual(TICKET_CRUMBS);
    expect(readDynamicBreadcrumbs('/tenant/support-tickets/42?tab=feed#last')).toEqual(TICKET_CRUMBS);
  });

  it('are cleared per path', () => {
    setDynamicBreadcrumbs('/a/1', [{ label: 'One' }]);
    setDynamicBreadcrumbs('/a/2', [{ label: 'Two' }]);
    clearDynamicBreadcrumbs('/a/1');
    expect(readDynamicBreadcrumbs('/a/1')).toBeNull();
    expect(readDynamicBreadcrumbs('/a/2')).toEqual([{ label: 'Two' }]);
  });

  it('refuse to store malformed crumbs and ignore malformed stored data', () => {
    expect(() => setDynamicBreadcrumbs('/a/1', [])).toThrow();
    expect(() => setDynamicBreadcrumbs('/a/1', [{ label: '' }])).toThrow();
    expect(() => setDynamicBreadcrumbs('/a/1', [{ label: 'x', to: 'https://evil.example' }])).toThrow();
    sessionStorage.setItem('breadcrumbs:/a/3', '{not json');
    expect(readDynamicBreadcrumbs('/a/3')).toBeNull();
    sessionStorage.setItem('breadcrumbs:/a/4', JSON.stringify([{ title: 'old shape' }]));
    expect(readDynamicBreadcrumbs('/a/4')).toBeNull();
  });

  it('apply to routes with a parameter', () => {
    expect(isDynamicRoutePath('tenant/support-tickets/:ticketId')).toBe(true);
    expect(isDynamicRoutePath('crm/reports/webhooks-destinations/status')).toBe(false);
  });
});
