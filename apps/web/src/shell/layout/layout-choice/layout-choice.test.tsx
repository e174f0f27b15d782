import type { LayoutName } from '@paydesk/contracts/users/user-context.schemas';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { localSettings } from '../../../lib/local-settings';
import { blueHarborAdmin, tenantAdmin } from '../../../test/fixtures/users';
import { LAYOUT_DEBOUNCE_MS } from '../layout-timings';
import { LayoutChoiceProvider, useLayoutChoice } from './layout-choice';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useDebouncedValue', () => {
  it('gives the first value at once and later ones 1000 ms after the last change', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, LAYOUT_DEBOUNCE_MS), {
      initialProps: { value: 'a' },
    });
    expect(result.current).toBe('a');
    rerender({ value: 'b' });
    advance(600);
    rerender({ value: 'c' });
    advance(999);
    expect(result.current).toBe('a');
    advance(1);
    expect(result.current).toBe('c');
  });
});

function Probe() {
  const choice = useLayoutChoice();
  const pick = (layout: LayoutName) => () => choice.choose(layout);
  return (
    <>
      <output aria-label="selected">{choice.selected}</output>
      <output aria-label="applied">{choice.applied}</output>
      <output aria-label="own">{String(choice.isOwnChoice)}</output>
      <button type="button" onClick={pick('enterprise')}>
        enterprise
      </button>
      <button type="button" onClick={pick('material')}>
        material
      </button>
      <button type="button" onClick={pick('vertical-layout-1')}>
        vertical-layout-1
      </button>
      <button type="button" onClick={pick('vertical-v2')}>
        vertical-v2
      </button>
      <button type="button" onClick={choice.followOrganisation}>
        organisation
      </button>
    </>
  );
}

const shown = (name: string) => screen.getByRole('status', { name }).textContent;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('layout choice', () => {
  it("starts with the tenant's layout", () => {
    render(
      <LayoutChoiceProvider user={blueHarborAdmin}>
        <Probe />
      </LayoutChoiceProvider>,
    );
    expect(shown('applied')).toBe('vertical-v2');
    expect(shown('own')).toBe('false');
  });

  it('applies only the last of a quick series of changes, 1000 ms after it (spec §4, §9)', () => {
    render(
      <LayoutChoiceProvider user={blueHarborAdmin}>
        <Probe />
      </LayoutChoiceProvider>,
    );
    const applied: string[] = [];
    const record = () => applied.push(shown('applied') ?? '');
    click('enterprise');
    advance(400);
    record();
    click('material');
    advance(900);
    record();
    click('vertical-layout-1');
    // The choice shows at once; the layout waits.
    expect(shown('selected')).toBe('vertical-layout-1');
    advance(999);
    record();
    expect(applied).toEqual(['vertical-v2', 'vertical-v2', 'vertical-v2']);
    advance(1);
    expect(shown('applied')).toBe('vertical-layout-1');
  });

  it('keeps the pick at once in the local theme config, for this user only', () => {
    render(
      <LayoutChoiceProvider user={blueHarborAdmin}>
        <Probe />
      </LayoutChoiceProvider>,
    );
    click('material');
    expect(localSettings.getChosenLayout(blueHarborAdmin.id)).toBe('material');
    expect(localSettings.getChosenLayout(tenantAdmin.id)).toBeNull();
  });

  it("starts from a kept pick, and goes back to the organisation's layout", () => {
    localSettings.setChosenLayout(blueHarborAdmin.id, 'enterprise');
    render(
      <LayoutChoiceProvider user={blueHarborAdmin}>
        <Probe />
      </LayoutChoiceProvider>,
    );
    expect(shown('applied')).toBe('enterprise');
    expect(shown('own')).toBe('true');
    click('organisation');
    expect(localSettings.getChosenLayout(blueHarborAdmin.id)).toBeNull();
    expect(shown('selected')).toBe('vertical-v2');
    advance(LAYOUT_DEBOUNCE_MS);
    expect(shown('applied')).toBe('vertical-v2');
    expect(shown('own')).toBe('false');
  });

  it("treats picking the organisation's own layout as following it", () => {
    localSettings.setChosenLayout(blueHarborAdmin.id, 'material');
    render(
      <LayoutChoiceProvider user={blueHarborAdmin}>
        <Probe />
      </LayoutChoiceProvider>,
    );
    click('vertical-v2');
    expect(shown('own')).toBe('false');
    expect(localSettings.getChosenLayout(blueHarborAdmin.id)).toBeNull();
  });
});
