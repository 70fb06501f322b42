/**
 * Pure helpers over configuration JSON: dotted paths and the three-way merge that upgrades a stored
 * configuration to a newer seed without losing what an operator changed.
 */

type Json = unknown;

export function isPlainObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function deepEqual(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => deepEqual(item, b[index]));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && deepEqual(a[key], b[key]));
}

/**
 * Upgrades `stored` from the seed it was made from (`base`; undefined when unknown) to `next`, per
 * leaf (arrays are leaves):
 * - the operator kept the base value → the next seed's value;
 * - the operator changed it → theirs, whatever the next seed says;
 * - the next seed adds a key → added; it drops a key → dropped unless the operator changed it.
 * With no base every stored value counts as the operator's: only missing keys are added.
 */
export function threeWayMerge(stored: Json, base: Json, next: Json): Json {
  if (isPlainObject(stored) && isPlainObject(next)) {
    const baseObject = isPlainObject(base) ? base : undefined;
    const merged: Record<string, Json> = {};
    for (const key of new Set([...Object.keys(next), ...Object.keys(stored)])) {
      const inStored = Object.hasOwn(stored, key);
      const inNext = Object.hasOwn(next, key);
      const baseValue = baseObject && Object.hasOwn(baseObject, key) ? baseObject[key] : undefined;
      if (!inStored) {
        merged[key] = next[key];
      } else if (!inNext) {
        // Dropped by the seed: goes unless the operator changed it (or the base is unknown).
        const untouched =
          baseObject !== undefined && Object.hasOwn(baseObject, key) && deepEqual(stored[key], baseValue);
        if (!untouched) merged[key] = stored[key];
      } else {
        merged[key] = threeWayMerge(stored[key], baseValue, next[key]);
      }
    }
    return merged;
  }
  if (base !== undefined && deepEqual(stored, base)) return next;
  // The stored value is the operator's — unless the value changed shape (object ↔ leaf), when the
  // operator's value cannot be carried over.
  if (isPlainObject(stored) !== isPlainObject(next)) return next;
  return stored;
}

/** A dotted path's segments: `maintenance.isActive` → ['maintenance', 'isActive']. */
export function pathSegments(key: string): string[] {
  return key.split('.');
}

/** Whether the path names an existing value (null counts as existing). */
export function hasPath(root: Json, segments: readonly string[]): boolean {
  let value = root;
  for (const segment of segments) {
    if (Array.isArray(value)) {
      if (!/^\d+$/.test(segment) || Number(segment) >= value.length) return false;
      value = value[Number(segment)];
    } else if (isPlainObject(value)) {
      if (!Object.hasOwn(value, segment)) return false;
      value = value[segment];
    } else {
      return false;
    }
  }
  return true;
}

export function getPath(root: Json, segments: readonly string[]): Json {
  let value = root;
  for (const segment of segments) {
    if (Array.isArray(value)) value = value[Number(segment)];
    else if (isPlainObject(value)) value = Object.hasOwn(value, segment) ? value[segment] : undefined;
    else return undefined;
  }
  return value;
}

/** A copy of `root` with the value at an existing path replaced (the rest shared, not copied). */
export function setPath(root: Json, segments: readonly string[], replacement: Json): Json {
  const [head, ...rest] = segments;
  if (head === undefined) return replacement;
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[Number(head)] = setPath(root[Number(head)], rest, replacement);
    return copy;
  }
  if (isPlainObject(root)) {
    return { ...root, [head]: setPath(root[head], rest, replacement) };
  }
  throw new Error(`cannot set ${segments.join('.')} inside a ${typeof root}`);
}
