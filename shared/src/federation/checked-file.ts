// valibot: the files the shell reads before anything else (remotes.json, each remote's navigation.json)
// are checked in the browser, on the landing's first load too, where its per-function modules cost ~1 KB.
import * as v from 'valibot';

/** A file's content checked against its schema; throws naming the file and the first field that is wrong. */
export function parseCheckedFile<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  file: string,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const [issue] = result.issues;
  throw new Error(`${file}: ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
}
