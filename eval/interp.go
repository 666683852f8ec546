package eval

import (
	"fmt"
	"sync/atomic"
)

// Interp is one interpreter: the state that outlives a single run and is
// shared with no other interpreter. Module objects, the builtins
// namespace, the identity table behind id() and default hashes, and live
// generators belong to it.
type Interp struct {
	Builtins *StrDict

	// threads counts the threads made for this interpreter: each run's
	// thread has its own number (Thread.RunID).
	threads atomic.Uint64

	modules map[string]*Module
	loaders map[string]ModuleLoader
	loading map[string]bool // modules whose loader is running

	// FindModule, if set, gives the loader of a module no RegisterModule
	// registered (nil: none): a table of many modules need not be
	// registered in every interpreter, most of whose are never imported.
	FindModule func(name string) ModuleLoader

	// CheckImport, if set, is asked before every import; an error refuses
	// it (the policy package installs it).
	CheckImport func(name string) error
	// CheckImportFrom, if set, is asked instead of CheckImport for the
	// module of a from-import (from x import y), whose refusal smolagents
	// words differently ("Import from x is not allowed...").
	CheckImportFrom func(name string) error
	// CheckAttr, if set, is asked on every attribute access (the policy
	// package installs it).
	CheckAttr func(obj Value, name string) error
	// AttrNameAllowed, if set, reports the names CheckAttr allows on every
	// object, whatever the object: an attribute site that caches a class
	// (attrcache.go) then asks CheckAttr for such a name once per cache
	// fill instead of on every access. Whoever sets CheckAttr sets this
	// with it (or leaves it nil: every access asks).
	AttrNameAllowed func(name string) bool

	// AwaitableTool, if set, returns the coroutine that runs fn(args) on
	// its own goroutine when fn is a host tool (ok false otherwise): the
	// embedding API's hook for asyncio.to_thread.
	AwaitableTool func(t *Thread, fn Value, args []Value, kwnames []string) (coro Value, ok bool, err error)

	// AsyncGenFirstIter, if set, is called with an async generator when
	// it is first iterated (sys.set_asyncgen_hooks' firstiter: asyncio's
	// loop records it to finalize it at shutdown).
	AsyncGenFirstIter Value
	// AsyncGenFinalizer is sys's asyncgen finalizer hook (asyncio's loop
	// schedules the aclose() of the generator it is given): an async
	// generator records the hook set when it is first iterated, and the
	// recorded one, if any, is called when an async for statement that
	// made the generator drops it unfinished (asyncgen_drop.go).
	AsyncGenFinalizer Value

	// Warn, if set, issues the warnings the interpreter emits from Go
	// (a coroutine never awaited) through the warnings module: the
	// modules package installs it. Unset, they are shown as CPython's
	// default filters show them.
	Warn Warner

	// ContextVarsCurrent is the current contextvars.Context (nil until
	// contextvars is imported); asyncio switches it around each step of a
	// task to the context the task copied.
	ContextVarsCurrent Value

	protected map[string]bool // names no binding may rebind (host tools)

	recursionLimit int // set by sys.setrecursionlimit; 0: the thread's own

	intRate float64 // ns per big-int work unit, measured (bigint.go); 0 until measured

	// strDigits is sys.set_int_max_str_digits's limit: 0 the default
	// (IntDefaultMaxStrDigits), -1 none (bigint.go).
	strDigits int64

	// futureAnnotations: a program compiled by this interpreter started
	// with "from __future__ import annotations" (compile_annot.go).
	futureAnnotations bool

	ids *idTable // identities behind id() and default hashes (identity.go)

	gens *genRegistry // live generator coroutines (generator.go)

	unawaited unawaitedState // coroutines not started yet (unawaited.go)
}

// NewInterp returns a fresh interpreter with an empty builtins namespace.
func NewInterp() *Interp {
	return &Interp{
		Builtins: NewStrDict(),
		modules:  map[string]*Module{},
		loaders:  map[string]ModuleLoader{},
		ids:      newIDTable(),
		gens:     newGenRegistry(),
	}
}

// RegisterModule makes a module importable by name.
func (in *Interp) RegisterModule(name string, load ModuleLoader) { in.loaders[name] = load }

// Protect forbids rebinding name by any binding form.
func (in *Interp) Protect(name string) {
	if in.protected == nil {
		in.protected = map[string]bool{}
	}
	in.protected[name] = true
}

func (in *Interp) checkAttr(obj Value, name string) error {
	if in == nil || in.CheckAttr == nil {
		return nil
	}
	return in.CheckAttr(obj, name)
}

// attrAllowedBy returns in when its attribute policy allows name on every
// object (no policy, or AttrNameAllowed says so), nil otherwise: a site
// entry records it, and skips the check while the interpreter running it
// is the one recorded.
func (in *Interp) attrAllowedBy(name string) *Interp {
	if in == nil {
		return nil
	}
	if in.CheckAttr == nil || in.AttrNameAllowed != nil && in.AttrNameAllowed(name) {
		return in
	}
	return nil
}

// objectID returns id(v): a number shaped like a CPython address
// (0x7f0000000010, 0x7f0000000020, ...) derived from v's stable serial
// number, never from memory, so that hex(id(x)) is the address reprs show
// and the default hash (id >> 4, as CPython's) is small and distinct.
func (in *Interp) objectID(v Value) int64 {
	// Values numbered by a hash of their bits (ints, floats, bytes) may
	// wrap: an address, like CPython's id(), is never negative.
	return int64(uint64(fakeAddressBase+in.ids.id(v)*0x10) &^ (1 << 63))
}

// fakeAddressBase is where the made-up addresses start.
const fakeAddressBase = 0x7f0000000000

// ObjectID is id(v).
func (in *Interp) ObjectID(v Value) int64 { return in.objectID(v) }

// IdentityHash is the default hash of v, hash(object()): id(v) >> 4 as in
// CPython.
func (in *Interp) IdentityHash(v Value) int64 { return in.objectID(v) >> 4 }

// fakeAddress renders an object's identity where CPython shows an address
// ("<function f at 0x7f...>"). It is derived from the object's serial
// number, so it is stable within a run and reveals nothing about memory.
func (in *Interp) fakeAddress(v Value) string {
	if in == nil {
		return "0x0"
	}
	return fmt.Sprintf("0x%x", in.objectID(v))
}

// FakeAddress is the address object reprs show for v ("0x7f0000000010"):
// stable within the interpreter, revealing nothing of the host.
func (in *Interp) FakeAddress(v Value) string { return in.fakeAddress(v) }

// Release frees what the interpreter holds for its runs: the coroutines
// of suspended generators (ReleaseGenerators) and its identity table. The
// embedding API calls it when it resets or closes an executor; it must
// not be called while a run is in progress.
func (in *Interp) Release() {
	in.ReleaseGenerators()
	in.ids.release()
}

// generators returns the registry of live generator coroutines.
func (in *Interp) generators() *genRegistry { return in.gens }
