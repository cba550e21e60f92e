// loopback-filters ships no types: its one export, as dev-api/filters.mjs calls it.
declare module 'loopback-filters' {
  namespace applyLoopbackFilter {
    /** What LoopBack's memory connector applies: where, order ("field ASC|DESC"), limit and skip. */
    interface LoopbackFilter {
      where?: Record<string, unknown>;
      order?: string | string[];
      limit?: number;
      skip?: number;
    }
  }
  /** The records a filter selects, in its order, paged (LoopBack's own matching). */
  function applyLoopbackFilter<T>(records: T[], filter: applyLoopbackFilter.LoopbackFilter): T[];
  export = applyLoopbackFilter;
}
