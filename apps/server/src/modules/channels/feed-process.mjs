// Reads one fetched feed (readFeed, ical-import.ts) in a process of its own, which feed-reader.ts starts,
// hands the feed and kills at its deadline. Plain JavaScript, so Node runs it as it is, built or not:
// built, the reader is bundled beside it (build.mjs); from source (tsx, Vitest) the reader is TypeScript,
// loaded through tsx.
process.once('message', async ({ reader, body, options }) => {
  const { readFeed, FeedError } = reader.endsWith('.ts')
    ? await (await import('tsx/esm/api')).tsImport(reader, import.meta.url)
    : await import(reader);
  let answer;
  try {
    answer = { feed: readFeed(new TextDecoder().decode(body), options) };
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error), feedError: error instanceof FeedError };
  }
  process.send(answer, () => process.disconnect());
});
