// Package snapshot saves a session's namespace as bytes and restores it
// into another interpreter: the codec behind Executor.Snapshot and
// Executor.Restore. The format is documented in docs/snapshot.md.
//
// A snapshot is a graph of objects, each saved once: shared references
// and cycles come back as they were. Values are saved by what they are
// made of (numbers, strings, containers, instances and their class,
// exceptions, cells), functions by the position of their def or lambda
// in the source text that defined them, which is saved too, plus their
// defaults and closure cells; modules, and the classes and functions a
// module defines, are saved by name.
//
// Decoding treats the bytes as untrusted: every count is checked against
// the bytes left before anything is allocated, every allocation is
// charged to the thread's memory limit, and values are rebuilt only
// through the interpreter's checked paths: source text is recompiled by
// the session's own compiler (and policy), modules are imported through
// the import policy, names are looked up through the attribute policy,
// classes are made with type.__new__'s checks, and instances only of
// user classes with the layout their class gives them. A snapshot cannot
// hold a value the code could not have made.
package snapshot
