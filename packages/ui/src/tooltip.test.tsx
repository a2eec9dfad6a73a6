import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_TOOLTIP_DEFAULTS, TOOLTIP_PROVIDER_DEFAULTS, Tooltip } from './tooltip';

describe('Tooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has the provider and product defaults of the specification', () => {
    expect(TOOLTIP_PROVIDER_DEFAULTS).toEqual({ delayDuration: 700, skipDelayDuration: 300 });
    expect(PRODUCT_TOOLTIP_DEFAULTS).toEqual({ delayDuration: 200, side: 'bottom', sideOffset: 4 });
  });

  it('opens 200 ms after the pointer rests on its trigger, below it', () => {
    render(
      <Tooltip content="Chocolatey works on Windows only.">
        <button type="button">Chocolatey</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Chocolatey' });
    fireEvent.pointerMove(trigger, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Chocolatey works on Windows only.');
    expect(document.querySelector('[data-slot="tooltip-content"]')).toHaveAttribute('data-side', 'bottom');
  });

  it('opens at once on keyboard focus and closes on Escape', () => {
    render(
      <Tooltip content="Copies the commands">
        <button type="button">copy</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'copy' });
    act(() => {
      trigger.focus();
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copies the commands');
    expect(trigger).toHaveAccessibleDescription('Copies the commands');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
