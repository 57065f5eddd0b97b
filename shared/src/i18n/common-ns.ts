/** The namespace of the shell's strings and the error keys; each remote adds its own. */
export const COMMON_NS = 'common';
