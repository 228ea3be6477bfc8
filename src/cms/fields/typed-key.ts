/**
 * Beside a value the editor typed and that cannot be read («1.5», «31/02/2027»), the admin sends
 * the text under `<name>__testo`: the field keeps its last readable value (autosave stores that)
 * and a save or a publish is refused with the sentence that says how to write it
 * (refuseUnreadable, useTypedText). No import here: the admin's client bundle reads it too.
 */
export const TYPED_SUFFIX = '__testo'
