/**
 * The page route of the client-rendered peer that `npm run bench:pages` measures (BENCH_SPA=1,
 * see app/routes.ts): the same route without the build-time loader, which SPA mode forbids.
 */
import PageRoute, { clientLoader, meta } from "./page";

export { clientLoader, meta };
export default PageRoute;
