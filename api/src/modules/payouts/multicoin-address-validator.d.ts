/** The package ships no types; the one function used here. */
declare module 'multicoin-address-validator' {
  export function validate(address: string, currency: string, options?: { networkType?: string }): boolean;
}
