/** The toasts' island (app/islands/toaster-loader.ts): the Radix toast list on a container of its own. */
import ToastList from "#app/components/ui/toast-list.client.tsx";
import { mountIsland } from "./mount";

export const mount = () => mountIsland("toasts", <ToastList />);
