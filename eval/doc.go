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
// # Calls and frames
//
// A call to a Python function takes its frame's slots from the thread's
// value stack and its Frame struct from a per-thread pool (stack.go):
// non-generator frames are strictly nested, so nothing is allocated for a
// frame in the common case, and when the argument expressions fill the
// parameters exactly they are evaluated straight into the callee's slots
// (callDirect). Measured on recursive fib(32): 1.95 s with a heap frame,
// slots and argument slice per call, 0.49 s with the stack (CPython 3.11:
// 0.63 s). Tracebacks identify a frame activation by a serial number, not
// by its (recycled) address.
//
// A generator's frame outlives its creator and lives on the heap. When
// every yield of a generator function is a statement ("yield x",
// "t = yield x") in the body or in nested for/while/if bodies, the body
// is compiled to resumable steppers (genstep.go) that keep their loop iterators and
// positions in the generator and run without a coroutine: a resume is a
// few calls (BenchmarkGeneratorNext: 40-90 ns, against 160-430 ns with a
// coroutine switch). Any other generator function runs on a coroutine
// (iter.Pull: the runtime's coroutine switch, not a goroutine and
// channels), so a yield can stand anywhere in an expression; generator
// expressions need no coroutine at all. See generator.go for the cap on
// live coroutines and how abandoned generators are released without
// running user code.
//
// # Recursion
//
// Python calls and the recursive Go paths of builtins (repr, comparison
// and hashing of nested containers, ...) count one depth, checked against
// Limits.MaxRecursionDepth and never beyond HardMaxRecursionDepth (100,000
// frames, about 75 MB of Go stack), so no program can overflow Go's stack.
//
// # Budgets
//
// Thread carries per-run state: the operation budget (one decrement per
// evaluated node, a slower check every few thousand operations that also
// reads the cancellation flag and the clock), recursion depth, memory
// charged by allocation sites, and the output writer.
//
// # Classes and instances
//
// A class statement runs its body in a frame whose namespace is a *Dict
// (Frame.classNS) and creates the class with NewClass (class.go): the MRO
// by C3, the instance layout, __slots__ members, __set_name__ and
// __init_subclass__. A user class is a *Type whose user field holds what
// builtin types lack (qualname, layout, subclasses, an attribute cache).
//
// Instances of user classes are *Instance values (instance.go): the class,
// the attributes (a StrDict until the program asks for __dict__, then a
// real *Dict that stays the storage), and the __slots__ values. Instances
// of classes deriving from BaseException are *Exception values whose cls is
// the user class, so raise/except need no special case.
//
// Builtin subclassing (class D(dict), L(list), S(str), I(int), ...) uses a
// payload: the *Instance carries the builtin value in its base field. The
// builtin Go code never sees an *Instance: the slots a user class inherits
// from a builtin type are wrapped to unwrap the payload (and to return the
// instance where the builtin returned its payload, as list += does), and
// builtin methods called on an instance receive the payload (builtinSelf,
// at the points where a *Method meets its receiver). Dict, list and str
// therefore need no class field, their fast paths stay exact, and a
// subclass overriding a dunder is dispatched through its own slots. The
// price: Go code that type-switches on *Dict or *Str does not accept a
// subclass instance unless it unwraps it first: code taking "a str" or
// "a tuple" as an argument asserts with As[*Str](v) / As[*Tuple](v)
// (CPython's PyUnicode_Check, which accepts subclasses), and a builtin
// type's binary slot receives the other operand's payload (binaryOp1).
//
// Slots of user classes (slots_user.go) are computed by updateSlots: a
// slot whose dunders are defined by a user class in the MRO is a wrapper
// that looks the dunder up at call time (binary operators follow CPython's
// SLOT1BINFULL for reflected operands); any other slot is inherited from
// the nearest builtin base. Assigning a dunder on a class (P.__add__ = f)
// recomputes the slots of the class and of its subclasses; assigning any
// attribute clears their attribute caches and bumps their version, which
// invalidates the inline caches of attribute sites. slotMethod exposes builtin
// slots as methods (object.__init__, dict.__setitem__, int.__add__) for
// super() and explicit calls.
//
// Attribute access on instances is CPython's PyObject_GenericGetAttr
// (objectGetAttr): data descriptors of the class (property, __slots__
// members, user classes with __set__/__delete__), then the instance's
// attributes, then other class attributes through the descriptor
// protocol (functions bind to *BoundMethod, classmethod, staticmethod,
// user __get__). obj.m(...) calls skip the bound method (lookupMethod).
// Each compiled obj.x load, obj.x = v store and obj.m(...) call keeps an
// inline cache (attrcache.go) keyed by the class of the last instance and
// the class's version: when the class lookup found nothing or a plain
// function, a hit skips it entirely, so self.x is one lookup in the
// instance's attributes (at a remembered position) and self.m(a) binds
// self and a straight into the callee's slots (BenchmarkAttrLoad,
// BenchmarkMethodCall). The attribute policy is asked on every access,
// cached or not.
//
// # Identities and addresses
//
// Programs never see memory addresses. id(x), default hashes and the
// "at 0x..." of default reprs come from a per-interpreter serial number
// assigned to an object the first time it is asked for
// (Interp.objectID): the address shown is 0x7f0000000000 + 16*serial, so
// reprs are stable within a run, distinct between live objects, and look
// like CPython's.
package eval
