package pyinterp

import (
	"fmt"
	"io"
	"time"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/policy"
)

// The default limits. Each is smolagents' where it has one.
const (
	// DefaultMaxOperations bounds the evaluated syntax nodes plus the
	// elements processed inside builtins, per Run (smolagents'
	// MAX_OPERATIONS).
	DefaultMaxOperations = 10_000_000
	// DefaultMaxWhileIterations bounds the iterations of any one while
	// loop (smolagents' MAX_WHILE_ITERATIONS).
	DefaultMaxWhileIterations = 1_000_000
	// DefaultTimeout bounds the wall-clock time of a Run (smolagents'
	// MAX_EXECUTION_TIME_SECONDS).
	DefaultTimeout = 30 * time.Second
	// DefaultMaxMemory bounds the bytes a Run allocates for Python values
	// (strings, bytes, containers, big ints), counted where they are
	// allocated.
	DefaultMaxMemory = 256 << 20
	// DefaultMaxRecursionDepth bounds nested Python calls (CPython's
	// default recursion limit).
	DefaultMaxRecursionDepth = 1000
	// DefaultMaxOutput bounds the bytes a Run may print.
	DefaultMaxOutput = 1 << 20
)

// Options configure an Executor. The zero value is a usable configuration:
// every zero limit takes its documented default, and a negative limit
// means "no limit" (for trusted code and benchmarks only).
//
// Limits are per Run and terminal: when one is reached the run stops with
// an *Error of KindLimit that no try/except in the program can catch, and
// finally blocks do not get a fresh budget.
type Options struct {
	// MaxOperations: default DefaultMaxOperations. Message:
	// "InterpreterError: Reached the max number of operations of 10000000.
	// Maybe there is an infinite loop somewhere in the code, or you're just
	// asking too many calculations."
	MaxOperations int64
	// MaxWhileIterations: default DefaultMaxWhileIterations. Message:
	// "InterpreterError: Maximum number of 1000000 iterations in While loop
	// exceeded".
	MaxWhileIterations int64
	// Timeout: default DefaultTimeout. The context passed to Run is honoured
	// as well (its deadline and its cancellation), whichever comes first.
	Timeout time.Duration
	// MaxMemory in bytes: default DefaultMaxMemory. "MemoryError".
	MaxMemory int64
	// MaxRecursionDepth: default DefaultMaxRecursionDepth, at most
	// MaxRecursionLimit; it cannot be switched off (Python recursion runs
	// on the Go stack, whose overflow would end the process).
	// "RecursionError: maximum recursion depth exceeded".
	MaxRecursionDepth int
	// MaxOutput in bytes of printed text: default DefaultMaxOutput. Output
	// is cut at the limit as it is written.
	MaxOutput int64

	// AuthorizedImports are module patterns authorized on top of
	// policy.DefaultImports: "numpy", "a.b", "a.*" (a and all its
	// submodules), "*" (anything; trusted code only).
	AuthorizedImports []string

	// SmolagentsLastValue makes Result.Value the value of the last
	// statement by smolagents' rule (x = 3 gives 3; see lastvalue.go)
	// instead of CPython's (only an expression statement has a value).
	SmolagentsLastValue bool

	// ProtectedNames are names the code may not rebind, as it may not
	// rebind a tool's name: typically builtins a host treats as tools
	// (smolagents refuses print = 3). Each must be a Python identifier.
	ProtectedNames []string

	// AllowedDunders extends the attribute policy's allowlist of dunder
	// attributes (policy.AllowedDunders) with the host's own names, such
	// as "__tool_meta__". Names the policy forbids outright (__globals__,
	// __subclasses__, ... : policy.ForbiddenAttrs) cannot be allowed: New
	// fails.
	AllowedDunders []string

	// OrderedDicts makes Python dicts convert to Go as Dict (the items in
	// order, keys of any type) rather than as Go maps, wherever values
	// leave Python (Result.Value, Variables, RawFunc arguments).
	OrderedDicts bool

	// Stdout, if set, also receives printed output as it is written
	// (Result.Logs always has it).
	Stdout io.Writer

	// OnEvent, if set, is called with every Event of the executor: runs
	// starting and ending, tool calls, policy refusals, limits. It is
	// called synchronously, one call at a time, on the goroutine running
	// the code, while the executor is busy: it must return quickly and
	// must not call the executor's methods.
	OnEvent func(Event)

	// Modules registers the modules the program may import. Default:
	// package modules' standard library (modules.Install with default
	// options: real clocks, crypto/rand entropy). Imports still need the
	// import policy's authorization.
	Modules func(in *eval.Interp)
}

// limits returns the eval limits of one run.
func (o *Options) limits(deadline time.Time) eval.Limits {
	l := eval.Limits{
		MaxOperations:      orDefault(o.MaxOperations, DefaultMaxOperations),
		MaxWhileIterations: orDefault(o.MaxWhileIterations, DefaultMaxWhileIterations),
		MaxMemory:          orDefault(o.MaxMemory, DefaultMaxMemory),
		MaxOutput:          orDefault(o.MaxOutput, DefaultMaxOutput),
		MaxRecursionDepth:  int(orDefault(int64(o.MaxRecursionDepth), DefaultMaxRecursionDepth)),
		Deadline:           deadline,
	}
	return l
}

// timeout returns the run's timeout, 0 for none.
func (o *Options) timeout() time.Duration {
	switch {
	case o.Timeout == 0:
		return DefaultTimeout
	case o.Timeout < 0:
		return 0
	}
	return o.Timeout
}

// orDefault maps 0 to def and negative values to 0 (eval's "no limit").
func orDefault(v, def int64) int64 {
	switch {
	case v == 0:
		return def
	case v < 0:
		return 0
	}
	return v
}

// MaxRecursionLimit is the largest MaxRecursionDepth New accepts.
const MaxRecursionLimit = 20_000

func (o *Options) validate() error {
	if o.MaxRecursionDepth < 0 || o.MaxRecursionDepth > MaxRecursionLimit {
		return fmt.Errorf("pyinterp: MaxRecursionDepth %d out of range [0, %d]", o.MaxRecursionDepth, MaxRecursionLimit)
	}
	for _, name := range o.ProtectedNames {
		if !isIdentifier(name) || isKeyword(name) {
			return fmt.Errorf("pyinterp: protected name %q is not a Python identifier", name)
		}
	}
	return policy.CheckAllowedDunders(o.AllowedDunders)
}
