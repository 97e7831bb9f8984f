import * as ToastPrimitive from "@radix-ui/react-toast";
import { Icon } from "#app/components/ui/icon.tsx";
import * as React from "react";
import { cn } from "#app/lib/utils.ts";

/** F8 moves focus to the notifications region (docs/product.md#toasts-tooltips-and-the-data-fetcher); one array, so the listener is set once. */
const viewportHotkey = ["F8"];

/**
 * Provider defaults of docs/product.md#toasts-tooltips-and-the-data-fetcher: a toast shows for 5000 ms and a swipe right past 50 px dismisses
 * it.
 */
export function ToastProvider(props: React.ComponentProps<typeof ToastPrimitive.Provider>) {
  return (
    <ToastPrimitive.Provider
      duration={5000}
      swipeDirection="right"
      swipeThreshold={50}
      label="Notificação"
      {...props}
    />
  );
}

export function ToastViewport({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      hotkey={viewportHotkey}
      label="Notificações ({hotkey})"
      className={cn("fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-sm", className)}
      {...props}
    />
  );
}

export function Toast({
  className,
  variant = "default",
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Root> & { variant?: "default" | "destructive" }) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      className={cn(
        "flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]",
        variant === "destructive" ? "border-red-700 bg-red-700 text-white" : "border-slate-200 bg-white text-slate-900",
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title data-slot="toast-title" className={cn("font-semibold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description data-slot="toast-description" className={cn("text-sm", className)} {...props} />;
}

export function ToastClose({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label="Fechar notificação"
      className={cn("ml-auto rounded p-1 hover:bg-black/10", className)}
      {...props}
    >
      <Icon name="x" className="size-4" />
    </ToastPrimitive.Close>
  );
}
