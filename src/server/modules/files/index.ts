// The files module serves stored public files; it offers nothing to other modules.
export {};
