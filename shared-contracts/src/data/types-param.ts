// The `types` query parameter of /{city}/events: '1,5', or repeated. Kept apart from the listing data, which
// only the listing routes need.

type TypesParam = string | readonly string[] | null | undefined;

function splitTypesParam(param: TypesParam): string[] {
  const joined = typeof param === 'string' ? param : (param ?? []).join(',');
  return joined
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

const isTypeId = (part: string) => /^[1-9]\d*$/.test(part);

/** The parameter as event-type ids; parts that are not ids are dropped. */
export function parseTypesParam(param: TypesParam): number[] {
  return splitTypesParam(param).filter(isTypeId).map(Number);
}

/** The one type id when the parameter holds exactly one value (split on commas), else undefined. */
export function singleTypeId(param: TypesParam): number | undefined {
  const parts = splitTypesParam(param);
  return parts.length === 1 && isTypeId(parts[0] as string) ? Number(parts[0]) : undefined;
}

/** Whether the parameter holds exactly one value: the case in which /{city}/events may redirect. */
export function hasSingleTypesValue(param: TypesParam): boolean {
  return splitTypesParam(param).length === 1;
}
