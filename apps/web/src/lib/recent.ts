/**
 * Small memories with a bound, for work repeated on hot paths (a page's render, its first view). A Map
 * keeps its keys in insertion order, so its first key is the one set longest ago.
 */

/** Sets `key` to `value` in `map`, first letting go of the entry set longest ago when `map` already holds `limit`. */
export function setWithin<K, V>(map: Map<K, V>, limit: number, key: K, value: V): void {
  if (map.size >= limit && !map.has(key)) map.delete(map.keys().next().value!);
  map.set(key, value);
}

/**
 * `compute`, its answers kept for the last `limit` keys it was given. The answers are shared: callers
 * must not change them.
 */
export function rememberLast<K, V>(limit: number, compute: (key: K) => V): (key: K) => V {
  const answers = new Map<K, V>();
  return (key) => {
    let answer = answers.get(key);
    if (answer === undefined && !answers.has(key)) setWithin(answers, limit, key, (answer = compute(key)));
    return answer as V;
  };
}
