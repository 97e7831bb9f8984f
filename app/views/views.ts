/**
 * The pairing of views and content, checked by the compiler: each view of app/views/ takes the
 * content its name stands for in the registry (app/site/registry.ts, ViewContents). A view that
 * takes another type, or a view name without its module here, fails `npm run typecheck`. Types
 * only: nothing here reaches the browser.
 */
import type { ComponentType } from "react";
import type { PageViewName, ViewContents } from "#app/site/registry.ts";
import type ArticleView from "./article";
import type CareTeamView from "./corpo-clinico";
import type DocumentView from "./document";
import type SpecialtiesOverviewView from "./especialidades";
import type HomeView from "./home";
import type ReferralView from "./indique-ja";

interface Views {
  article: typeof ArticleView;
  home: typeof HomeView;
  especialidades: typeof SpecialtiesOverviewView;
  "indique-ja": typeof ReferralView;
  document: typeof DocumentView;
  "corpo-clinico": typeof CareTeamView;
}

/** true when the view `View` takes the content the registry gives it. */
type Fits<View> = View extends PageViewName
  ? Views[View] extends ComponentType<{ content: ViewContents[View] }>
    ? true
    : false
  : never;

type Assert<Condition extends true> = Condition;

/** Compiles only when every view fits. */
export type ViewsFit = Assert<Fits<PageViewName>>;
