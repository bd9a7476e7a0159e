import { SQL, StringChunk, type SQLChunk } from 'drizzle-orm';

/**
 * `query` as one level of pieces: the text of its nested parts merged into runs between its values, which drizzle
 * then builds into the same statement text and parameters. Drizzle builds a statement by walking every piece with a
 * chain of type checks and a merge at each level; the booking statements are composed of the modules' parts (a
 * hold is some 270 pieces, 42 of them values), and walking them cost more API time per booking than reading the
 * answers. Anything but text and nested SQL (values, names, columns, arrays, inlined SQL) is passed on as it is.
 */
export function flatSql(query: SQL): SQL {
  if (inlinesParams(query)) return query;
  const chunks: SQLChunk[] = [];
  let text = '';
  const walk = (pieces: readonly unknown[]) => {
    for (const piece of pieces) {
      if (piece instanceof StringChunk) text += piece.value.length === 1 ? piece.value[0] : piece.value.join('');
      else if (piece instanceof SQL && !inlinesParams(piece)) walk(piece.queryChunks);
      else if (piece !== undefined) {
        chunks.push(new StringChunk(text), piece as SQLChunk);
        text = '';
      }
    }
  };
  walk(query.queryChunks);
  chunks.push(new StringChunk(text));
  return new SQL(chunks);
}

const inlinesParams = (query: SQL) => (query as unknown as { shouldInlineParams: boolean }).shouldInlineParams;
