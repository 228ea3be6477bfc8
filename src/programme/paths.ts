export const ENTITLEMENT_TITLE = 'Quanto spetta al mio ente'

/** «Quanto spetta al mio ente»: a GET form, ?ente=<beneficiary slug>&comune=<name or ISTAT code>. */
export const ENTITLEMENT_PATH = '/avvisi/quanto-spetta-al-mio-ente'

export const entitlementPath = (ente?: string | null) => (ente ? `${ENTITLEMENT_PATH}?${new URLSearchParams({ ente })}` : ENTITLEMENT_PATH)
