import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";
import { cn } from "#app/lib/utils.ts";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 py-2 text-center rounded-full font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-700 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-sky-800 text-white hover:bg-sky-900",
        whatsapp: "bg-green-700 text-white hover:bg-green-800",
        outline: "border-2 border-sky-800 bg-white text-sky-900 hover:bg-sky-50",
        light: "bg-white text-sky-900 hover:bg-sky-50",
        ghost: "text-slate-800 hover:bg-slate-100",
      },
      size: {
        sm: "min-h-11 px-4 text-sm",
        md: "min-h-12 px-6 text-base",
        lg: "min-h-14 px-8 text-lg",
        icon: "size-11 p-0",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

export function Button({
  className,
  variant,
  size,
  type = "button",
  ...props
}: React.ComponentProps<"button"> & ButtonVariantProps) {
  return (
    <button data-slot="button" type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
  );
}
