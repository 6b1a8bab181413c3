/** The school site's notices page, where the ticker's titles link unless told otherwise. */
export const DEFAULT_NOTICES_HREF = '/notices-and-announcements';
