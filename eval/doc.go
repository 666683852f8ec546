// Package eval is pyinterp's object model and evaluator: Python values,
// their types, and the execution of a resolved syntax tree.
//
// # Pipeline
//
// Source is parsed by package parser into the tree of package ast; package
// resolve classifies every name once (local slot, cell, free variable,
// global, class namespace); the compiler of this package (compile*.go) then
// turns each function body into a tree of Go closures, one per node, that
// index frame slots directly. Evaluating "node by node" is calling those
// closures: there is no bytecode, but also no per-evaluation type switch
// on AST nodes and no name hashing for locals.
//
// # Values
//
// Every Python value implements Value, whose single method returns its
// *Type. Behaviour is dispatched as CPython dispatches it: through the
// slots of the value's type (Type.Repr, Type.Hash, Type.Iter, ...), which
// for builtin types are Go functions and for user classes (issue 4) are
// wrappers that look up dunder methods. Hot operations (int and float
// arithmetic, comparisons, str concatenation, list/dict indexing) take a
// fast path on the concrete Go type before falling back to the slots.
//
// Representation choices, measured against the benchmark suite:
//
//   - int is Int (an int64) with exact promotion to *BigInt on overflow;
//     results never wrap. Boxing an Int into a Value allocates 8 bytes
//     for values outside the small-int cache [-5, 1024] (as in CPython,
//     ints are objects); Go's tiny allocator makes that cheap, and a
//     fat-struct value representation would have doubled the size of every
//     container element and every call argument.
//   - float is Float (float64); bool is Bool; None, NotImplemented and
//     Ellipsis are zero-size singletons.
//   - str is *Str: a Go string holding UTF-8 (lone surrogates encoded as
//     their 3-byte sequences, see package ast) plus its length in code
//     points; indexing is O(1) for ASCII strings and uses a lazily built
//     offset index otherwise.
//   - Builtin types are package-level *Type values that are immutable after
//     initialisation (user code cannot set their attributes), so any number
//     of interpreters share them safely. Everything a program can mutate is
//     created by that program's Thread.
//
// # Errors and control flow
//
// A raised Python exception is a Go error of type *Exception (the exception
// object itself). Limits (operations, time, memory, recursion, output) and
// internal errors are other Go error types that except clauses never
// match, so user code cannot swallow them. break/continue/return are
// results of statement closures, not errors.
//
// # Budgets
//
// Thread carries per-run state: the operation budget (one decrement per
// evaluated node, a slower check every few thousand operations that also
// reads the cancellation flag and the clock), recursion depth, memory
// charged by allocation sites, and the output writer.
package eval
