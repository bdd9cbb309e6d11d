/** How records show amounts: tabular figures; signed columns coloured by gain or loss. */
export const RECORD_AMOUNT = { className: 'records-amount', posClassName: 'records-pos', negClassName: 'records-neg' } as const;
