/** A mailing address as the CSV files we hand out (account exports, production manifests) name its columns. */
export const ADDRESS_COLUMNS = ['name', 'address1', 'address2', 'city', 'state', 'zip'] as const;
