/** The toasts' island (app/islands/toaster-loader.ts): the Radix toast list on a container of its own. */
import ToastList from "~/components/ui/toast-list";
import { mountIsland } from "./mount";

export const mount = () => mountIsland("toasts", <ToastList />);
