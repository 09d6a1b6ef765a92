const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids that are not UUIDs cannot exist; checking first keeps PostgreSQL from answering with an error. */
export const isUuid = (id: string) => UUID.test(id);
