/** Route `handle` data the site layout reads with useMatches(). */
export interface RouteHandle {
  /** Lottery pages use the full width: no side menu and no menu toggle (§2). */
  hideSideMenu?: boolean;
}
