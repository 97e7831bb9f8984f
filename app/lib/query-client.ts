import { QueryClient, type QueryFunction } from "@tanstack/react-query";

/**
 * The generic data fetcher (docs/product.md#calls-and-links, #errors). No page fetches data today; this is the one place a
 * future page would, with the cache rules of docs/product.md#toasts-tooltips-and-the-data-fetcher.
 */

/** A non-2xx response becomes an error "status: body", or "status: statusText" when the body is empty. */
async function throwIfResponseNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${body}`);
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** GET to the query key's segments joined by '/', with cookies, reading JSON. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join("/"), { credentials: "include" });
    if (on401 === "returnNull" && response.status === 401) return null;
    await throwIfResponseNotOk(response);
    return (await response.json()) as T;
  };
}

/** Data never goes stale, is never polled, refetched on focus or retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
