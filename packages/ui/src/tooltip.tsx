import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import * as React from 'react';

/** Whether a {@link TooltipProvider} is above: product tooltips then share its skip delay. */
const InsideProvider = React.createContext(false);

/** Provider defaults: open after 700 ms, and open instantly when moving between triggers within 300 ms. */
export const TOOLTIP_PROVIDER_DEFAULTS = { delayDuration: 700, skipDelayDuration: 300 } as const;

/** The product tooltip: opens after 200 ms, below its trigger, 4 px away. */
export const PRODUCT_TOOLTIP_DEFAULTS = { delayDuration: 200, side: 'bottom', sideOffset: 4 } as const;

export type TooltipProviderProps = React.ComponentProps<typeof TooltipPrimitive.Provider>;

/**
 * Shares open delays between the tooltips inside it.
 * `delayDuration` defaults to 700 ms and `skipDelayDuration` to 300 ms.
 */
export function TooltipProvider({
  delayDuration = TOOLTIP_PROVIDER_DEFAULTS.delayDuration,
  skipDelayDuration = TOOLTIP_PROVIDER_DEFAULTS.skipDelayDuration,
  ...props
}: TooltipProviderProps) {
  return (
    <InsideProvider value={true}>
      <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration} {...props} />
    </InsideProvider>
  );
}

/** Root of one tooltip; must sit inside a {@link TooltipProvider}. */
export function TooltipRoot(props: React.ComponentProps<typeof TooltipPrimitive.Root>) {
  return <TooltipPrimitive.Root {...props} />;
}

/** The element the tooltip describes. */
export function TooltipTrigger(props: React.ComponentProps<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />;
}

export type TooltipContentProps = React.ComponentProps<typeof TooltipPrimitive.Content>;

/** The floating bubble, portalled to the end of the document, with an arrow. */
export function TooltipContent({
  side = PRODUCT_TOOLTIP_DEFAULTS.side,
  sideOffset = PRODUCT_TOOLTIP_DEFAULTS.sideOffset,
  children,
  ...props
}: TooltipContentProps) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content data-slot="tooltip-content" side={side} sideOffset={sideOffset} {...props}>
        {children}
        <TooltipPrimitive.Arrow data-slot="tooltip-arrow" width={10} height={5} />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}

export type TooltipProps = {
  /** What the tooltip says. */
  content: React.ReactNode;
  /** The described element; it must accept a ref and event handlers (a button, a link, …). */
  children: React.ReactElement;
  /**
   * Open delay in milliseconds.
   * @defaultValue 200
   */
  delayDuration?: number;
  /**
   * Side of the trigger the tooltip appears on.
   * @defaultValue 'bottom'
   */
  side?: TooltipContentProps['side'];
  /**
   * Distance from the trigger in pixels.
   * @defaultValue 4
   */
  sideOffset?: number;
  /** Controlled open state. @defaultValue undefined */
  open?: boolean;
  /** Uncontrolled initial open state. @defaultValue false */
  defaultOpen?: boolean;
  /** Called when the tooltip opens or closes. @defaultValue undefined */
  onOpenChange?: (open: boolean) => void;
};

/**
 * The product tooltip: 200 ms open delay, below the trigger, 4 px away. Inside a
 * {@link TooltipProvider} it shares the provider's skip delay (moving from one tooltip to the next
 * opens it at once); without one it brings its own, so it works anywhere.
 */
export function Tooltip({
  content,
  children,
  delayDuration = PRODUCT_TOOLTIP_DEFAULTS.delayDuration,
  side = PRODUCT_TOOLTIP_DEFAULTS.side,
  sideOffset = PRODUCT_TOOLTIP_DEFAULTS.sideOffset,
  open,
  defaultOpen,
  onOpenChange,
}: TooltipProps) {
  const insideProvider = React.useContext(InsideProvider);
  const tooltip = (
    <TooltipPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} delayDuration={delayDuration}>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side={side} sideOffset={sideOffset}>
        {content}
      </TooltipContent>
    </TooltipPrimitive.Root>
  );
  return insideProvider ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
