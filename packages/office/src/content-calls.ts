import type { Paged } from '@school/api';
import type {
  ContentEntity,
  ContentRow,
  ContentValues,
  OfficeClient,
  OfficeUpload,
  UploadKind,
} from '@school/api/office';

type Loose = (...args: unknown[]) => Promise<unknown>;

/**
 * The generated calls of an entity (content.ts: `listNotices`, `updateInstitute`…) by what they
 * do, so one list and one form serve every entity. Their names come from the registry, as the
 * client's methods do.
 */
export function contentCalls(client: OfficeClient, entity: ContentEntity) {
  const { one, many } = entity.names;
  const method = (name: string): Loose => {
    const found = (client as unknown as Record<string, Loose | undefined>)[name];
    if (!found) throw new Error(`The office client has no ${name}: is the registry up to date?`);
    return found;
  };
  const opts = (signal?: AbortSignal) => (signal ? { signal } : undefined);
  return {
    list: (query: { page: number; page_size: number; q?: string }, signal?: AbortSignal) =>
      method(`list${many}`)(query, opts(signal)) as Promise<Paged<ContentRow>>,
    /** A row by its id; the single row of an entity that has one (`id` null). */
    get: (id: number | null, signal?: AbortSignal) =>
      (id === null
        ? method(`get${one}`)(opts(signal))
        : method(`get${one}`)(id, opts(signal))) as Promise<ContentRow>,
    create: (values: ContentValues, signal?: AbortSignal) =>
      method(`create${one}`)(values, opts(signal)) as Promise<ContentRow>,
    update: (id: number | null, values: ContentValues, signal?: AbortSignal) =>
      (id === null
        ? method(`update${one}`)(values, opts(signal))
        : method(`update${one}`)(id, values, opts(signal))) as Promise<ContentRow>,
    hide: (id: number) => method(`hide${one}`)(id) as Promise<ContentRow>,
    unhide: (id: number) => method(`unhide${one}`)(id) as Promise<ContentRow>,
    remove: (id: number) => method(`delete${one}`)(id) as Promise<unknown>,
    /** The entry as the public answer would show it, from the form's values, saving nothing. */
    preview: (values: ContentValues, signal?: AbortSignal) =>
      method(`preview${one}`)(values, opts(signal)) as Promise<Record<string, unknown>>,
  };
}

/** A file up to the office (checked by its content there), named as a person would read it. */
export function uploadFile(
  client: OfficeClient,
  kind: UploadKind,
  file: File,
  signal?: AbortSignal,
): Promise<OfficeUpload> {
  const name = file.name.replace(/\.[^.]+$/, '') || file.name;
  return client.uploadFile({ kind, name }, file, signal ? { signal } : undefined);
}
