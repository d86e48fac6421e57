/**
 * A language's dictionary: the texts of every area it lists in `<locale>/areas.ts`, in one object.
 * A key belongs to one area, so the order of the areas does not matter.
 */
export function mergeAreas<Areas extends { [Area in keyof Areas]: Record<string, string> }>(
  areas: Areas,
): Record<{ [Area in keyof Areas]: keyof Areas[Area] }[keyof Areas], string> {
  return Object.assign({}, ...Object.values(areas));
}
