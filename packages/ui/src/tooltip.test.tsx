import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PRODUCT_TOOLTIP_DEFAULTS,
  TOOLTIP_PROVIDER_DEFAULTS,
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipRoot,
  TooltipTrigger,
} from './tooltip';

/** The pointer leaves a trigger and moves away from it and its tooltip. */
function leave(trigger: HTMLElement) {
  fireEvent.pointerLeave(trigger, { pointerType: 'mouse', clientX: 0, clientY: 0 });
  fireEvent.pointerMove(document, { pointerType: 'mouse', clientX: 500, clientY: 500 });
}

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

  it('waits 700 ms by default for tooltips built from the parts', () => {
    render(
      <TooltipProvider>
        <TooltipRoot>
          <TooltipTrigger>Checksums</TooltipTrigger>
          <TooltipContent>SHA-256 of every file of the release</TooltipContent>
        </TooltipRoot>
      </TooltipProvider>,
    );
    fireEvent.pointerMove(screen.getByRole('button', { name: 'Checksums' }), { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(699);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('SHA-256 of every file of the release');
  });

  it('opens the next tooltip at once when moving to it within 300 ms, and delayed after that', () => {
    render(
      <TooltipProvider>
        <Tooltip content="Chocolatey works on Windows only.">
          <button type="button">Chocolatey</button>
        </Tooltip>
        <Tooltip content="winget works on Windows only.">
          <button type="button">winget</button>
        </Tooltip>
      </TooltipProvider>,
    );
    const first = screen.getByRole('button', { name: 'Chocolatey' });
    const second = screen.getByRole('button', { name: 'winget' });
    fireEvent.pointerMove(first, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Chocolatey');
    leave(first);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    fireEvent.pointerMove(second, { pointerType: 'mouse' });
    // Instant open: no delay needed.
    expect(screen.getByRole('tooltip')).toHaveTextContent('winget');
    expect(document.querySelector('[data-slot="tooltip-content"]')).toHaveAttribute('data-state', 'instant-open');
    leave(second);
    act(() => {
      vi.advanceTimersByTime(300);
    });
    fireEvent.pointerMove(first, { pointerType: 'mouse' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(document.querySelector('[data-slot="tooltip-content"]')).toHaveAttribute('data-state', 'delayed-open');
  });
});
