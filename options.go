package pyinterp

import (
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/policy"
	"github.com/pyinterp/pyinterp/vfs"
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
	// DefaultMaxConcurrentToolCalls is Options.MaxConcurrentToolCalls'
	// default.
	DefaultMaxConcurrentToolCalls = 16
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

// MaxRecursionLimit is the largest MaxRecursionDepth New accepts.
const MaxRecursionLimit = 20_000

// NoLimit, as a limit (MaxOperations, Timeout, ...), switches it off, for
// trusted code and benchmarks only. Any negative value does; 0 is the
// default.
const NoLimit = -1

// Options configure an Executor. The zero value is a usable
// configuration.
//
// # Limits
//
// In Options and in Limits, as on the pyinterp command line, a limit of
// 0 means its documented default and a negative value (NoLimit) means no
// limit, except MaxRecursionDepth, which always has one.
//
// Limits are per run (Run, RunProgram, Call) and terminal: when one is
// reached the run stops with an *Error of KindLimit, whose Limit field
// names it, and which no try/except in the program can catch; finally
// blocks do not get a fresh budget.
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
	// MaxMemory in bytes: default DefaultMaxMemory. "MemoryError". It also
	// bounds the size of the code Run accepts (MaxMemory/256, at least
	// 64 KiB; 64 MiB with no memory limit), since parsing allocates before
	// any budget applies.
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

	// PrivatePrograms keeps the executor out of the process's cache of
	// parsed programs (programshare.go): it parses every code it is
	// given itself, and what it parses is not offered to other executors.
	// The cache holds only immutable syntax trees and changes nothing a
	// run is charged, but a run's timing could tell that another executor
	// of the process recently ran the same code; a host whose tenants must
	// not learn even that sets this (at the cost of parsing each time).
	PrivatePrograms bool

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

	// MaxConcurrentToolCalls bounds the calls of async tools (Tool.Async,
	// asyncio.to_thread on a tool) running at once in one run: default
	// DefaultMaxConcurrentToolCalls; NoLimit (any negative value) for no
	// bound. Calls beyond it wait for a slot (their awaiting tasks stay
	// suspended).
	MaxConcurrentToolCalls int

	// OrderedDicts makes Python dicts convert to Go as Dict (the items in
	// order, keys of any type) rather than as Go maps, wherever values
	// leave Python (Result.Value, Variables, RawFunc arguments).
	OrderedDicts bool

	// Modules are the host's own modules, importable by the code (and
	// authorized: their names need not be in AuthorizedImports).
	Modules []Module

	// Stdout, if set, also receives printed output as it is written
	// (Result.Logs always has it), on the goroutine running the code. Its
	// errors are ignored. WithStdout replaces it for one run.
	Stdout io.Writer

	// Stderr, if set, also receives what the code writes to sys.stderr
	// as it is written (Result.Stderr always has it); the output limit
	// counts both streams. WithStderr replaces it for one run.
	Stderr io.Writer
	// Stdin is what the code reads from sys.stdin (read, readline,
	// iteration) and input(), read as it asks for it; nil (the default)
	// gives it an empty sys.stdin, never the host's standard input, and
	// input() is refused as a forbidden builtin (as in smolagents).
	Stdin io.Reader
	// Argv is sys.argv; default [""] (as for an embedded CPython).
	Argv []string
	// WarnOptions is sys.warnoptions: python3's -W options
	// ("action:message:category:module:lineno"), filters the warnings
	// module puts before its defaults. With any, each run imports
	// warnings first (an invalid option is reported on stderr, as python3
	// does at startup), and compile-time warnings go through the filters
	// (an "error" filter shows them rather than making a SyntaxError).
	WarnOptions []string

	// CPythonTracebacks makes Error.Traceback leave out the source lines
	// (and carets) of code named in angle brackets (<string>, the default
	// name, and <stdin>), as CPython's tracebacks do; the command sets it
	// for -c, standard input and the REPL. By default they are shown, as
	// for a file: the model reading the traceback has the lines before it.
	CPythonTracebacks bool

	// OnEvent, if set, is called with every Event of the executor: runs
	// starting and ending, tool calls, policy refusals, limits. It is
	// called synchronously, one call at a time, on the goroutine running
	// the code, while the executor is busy: it must return quickly, and
	// the executor's methods return ErrBusy if it calls them.
	OnEvent func(Event)

	// The code's windows on the outside world (modules time, datetime,
	// random, uuid). Zero fields take the defaults.

	// Now is the wall clock (time.time, datetime.now). Default time.Now.
	Now func() time.Time
	// Monotonic is a monotonic clock (time.monotonic, time.perf_counter):
	// the time elapsed since an arbitrary fixed origin. Default: time
	// elapsed since the executor was made (or Reset).
	Monotonic func() time.Duration
	// Entropy seeds random when the code does not (random.seed() and the
	// module's hidden instance) and makes uuid4. Default crypto/rand.Reader.
	Entropy io.Reader
	// Location is the time zone of time.localtime, time.mktime and
	// datetime's naive local times. Default UTC.
	Location *time.Location

	// Files is the code's file system (package vfs): an in-memory scratch
	// area and the host's mounts. With it the code has open(), io.open
	// and the modules os, os.path, pathlib, shutil, tempfile, glob,
	// fnmatch, errno, gzip and zipfile (authorized on top of
	// AuthorizedImports), which reach nothing but what the file system
	// holds. Nil (the default): no file access at all. The host keeps the
	// file system (to mount, put files in, read back what the code wrote:
	// see Executor.Files) and closes it; the bytes its scratch area holds
	// count against MaxMemory at the start of every run.
	Files *vfs.FS
}

// Limits are the budgets of one run, given by WithLimits; Options has the
// same fields (documented there) for the executor's defaults. A zero
// field in Limits keeps the executor's setting; a negative one (NoLimit)
// switches the limit off.
type Limits struct {
	MaxOperations      int64
	MaxWhileIterations int64
	Timeout            time.Duration
	MaxMemory          int64
	MaxRecursionDepth  int
	MaxOutput          int64
}

// limits returns the executor's limits with their defaults: positive, or
// NoLimit.
// maxConcurrentToolCalls is MaxConcurrentToolCalls with its default
// (0: no bound).
func (o *Options) maxConcurrentToolCalls() int {
	switch {
	case o.MaxConcurrentToolCalls < 0:
		return 0
	case o.MaxConcurrentToolCalls == 0:
		return DefaultMaxConcurrentToolCalls
	}
	return o.MaxConcurrentToolCalls
}

func (o *Options) limits() Limits {
	return Limits{
		MaxOperations:      orDefault(o.MaxOperations, DefaultMaxOperations),
		MaxWhileIterations: orDefault(o.MaxWhileIterations, DefaultMaxWhileIterations),
		Timeout:            time.Duration(orDefault(int64(o.Timeout), int64(DefaultTimeout))),
		MaxMemory:          orDefault(o.MaxMemory, DefaultMaxMemory),
		MaxRecursionDepth:  int(orDefault(int64(o.MaxRecursionDepth), DefaultMaxRecursionDepth)),
		MaxOutput:          orDefault(o.MaxOutput, DefaultMaxOutput),
	}
}

// orDefault maps 0 to def and negative values to NoLimit.
func orDefault(v, def int64) int64 {
	switch {
	case v == 0:
		return def
	case v < 0:
		return NoLimit
	}
	return v
}

// override replaces l's fields by the non-zero fields of o.
func (l Limits) override(o Limits) Limits {
	set := func(dst *int64, v int64) {
		if v != 0 {
			*dst = max(v, NoLimit)
		}
	}
	set(&l.MaxOperations, o.MaxOperations)
	set(&l.MaxWhileIterations, o.MaxWhileIterations)
	set(&l.MaxMemory, o.MaxMemory)
	set(&l.MaxOutput, o.MaxOutput)
	if o.Timeout != 0 {
		l.Timeout = max(o.Timeout, NoLimit)
	}
	if o.MaxRecursionDepth != 0 {
		l.MaxRecursionDepth = o.MaxRecursionDepth
	}
	return l
}

// timeout returns the run's timeout, 0 for none.
func (l Limits) timeout() time.Duration { return max(l.Timeout, 0) }

// eval returns the evaluator's limits (where 0 means none).
func (l Limits) eval(deadline time.Time) eval.Limits {
	return eval.Limits{
		MaxOperations:      max(l.MaxOperations, 0),
		MaxWhileIterations: max(l.MaxWhileIterations, 0),
		MaxMemory:          max(l.MaxMemory, 0),
		MaxOutput:          max(l.MaxOutput, 0),
		MaxRecursionDepth:  l.MaxRecursionDepth,
		Deadline:           deadline,
	}
}

func checkRecursionDepth(n int) error {
	if n < 0 || n > MaxRecursionLimit {
		return fmt.Errorf("pyinterp: MaxRecursionDepth %d out of range [0, %d]", n, MaxRecursionLimit)
	}
	return nil
}

func (o *Options) validate() error {
	if err := checkRecursionDepth(o.MaxRecursionDepth); err != nil {
		return err
	}
	for _, name := range o.ProtectedNames {
		if !validName(name) {
			return fmt.Errorf("pyinterp: protected name %q is not a Python identifier", name)
		}
	}
	if err := policy.CheckAllowedDunders(o.AllowedDunders); err != nil {
		return err
	}
	seen := map[string]bool{}
	o.Modules = slices.Clone(o.Modules) // validate parses sources into the executor's own copy
	for i := range o.Modules {
		m := &o.Modules[i]
		if err := m.validate(); err != nil {
			return err
		}
		if seen[m.Name] {
			return fmt.Errorf("pyinterp: module %s given twice", m.Name)
		}
		seen[m.Name] = true
	}
	return nil
}

// authorizedImports returns the import patterns to authorize:
// AuthorizedImports, the host's modules and, with Files, the file
// modules.
func (o *Options) authorizedImports() []string {
	out := append([]string(nil), o.AuthorizedImports...)
	if o.Files != nil {
		out = append(out, policy.FileImports()...)
	}
	for _, m := range o.Modules {
		out = append(out, m.Name)
	}
	return out
}

// A RunOption sets an option of one run (Run, RunProgram, Call) or of a
// compiled program (Compile).
type RunOption struct{ apply func(*runConfig) }

// runConfig is the configuration of one run.
type runConfig struct {
	filename    string
	stdout      io.Writer
	stderr      io.Writer
	limits      Limits
	interactive bool
	noTopAwait  bool // TopLevelAwait(false)
	warn        bool // write the program's compile-time warnings to stderr first (Run)
}

// defaultFilename is the name the code has in tracebacks, as exec gives it.
const defaultFilename = "<string>"

// WithFilename names the code in tracebacks ("<string>" by default, as
// for code given to exec). A name not in angle brackets also makes
// tracebacks show the code's lines, as CPython does for a file. For
// RunProgram, the filename is the one given to Compile.
func WithFilename(name string) RunOption {
	return RunOption{func(c *runConfig) {
		if name == "" {
			name = defaultFilename
		}
		c.filename = name
	}}
}

// WithStdout sends the run's printed output to w as it is written,
// instead of to Options.Stdout (Result.Logs has it in any case). A nil w
// sends it nowhere but Result.Logs.
func WithStdout(w io.Writer) RunOption {
	return RunOption{func(c *runConfig) { c.stdout = w }}
}

// WithStderr sends what the run writes to sys.stderr to w as it is
// written, instead of to Options.Stderr (Result.Stderr has it in any
// case). A nil w sends it nowhere but Result.Stderr.
func WithStderr(w io.Writer) RunOption {
	return RunOption{func(c *runConfig) { c.stderr = w }}
}

// WithLimits overrides the executor's limits for one run: each non-zero
// field of l replaces the executor's; a negative one switches the limit
// off.
func WithLimits(l Limits) RunOption {
	return RunOption{func(c *runConfig) { c.limits = c.limits.override(l) }}
}

// Interactive runs the code as CPython's interactive loop runs one input
// (compile mode "single"), for REPLs and notebooks: the value of every
// expression statement at module level (including those nested in if,
// for, while, with, try and match blocks, but not in function or class
// bodies) is printed with repr, when it is not None, as the statement
// runs, and bound to the builtin name _, as sys.displayhook does. The
// echoed text is part of the printed output. For RunProgram, give it to
// Compile.
func Interactive() RunOption {
	return RunOption{func(c *runConfig) { c.interactive = true }}
}

// TopLevelAwait allows (the default) or forbids await, async for, async
// with and asynchronous comprehensions at module level. Allowed, a
// statement that awaits runs as a coroutine on the interpreter's asyncio
// event loop, which runs until it is done (as IPython and notebooks run
// a cell): results = await asyncio.gather(*calls) is a whole agent step.
// Tasks it leaves pending resume at the next run that awaits. Forbidden,
// such code is the SyntaxError CPython gives a script ("'await' outside
// function"); the command forbids it for files and -c. For RunProgram,
// give it to Compile.
func TopLevelAwait(allowed bool) RunOption {
	return RunOption{func(c *runConfig) { c.noTopAwait = !allowed }}
}

// config returns the configuration of a run of p (nil for Run) with opts.
func (e *Executor) config(p *Program, opts []RunOption) (*runConfig, error) {
	cfg := &runConfig{filename: defaultFilename, stdout: e.opts.Stdout, stderr: e.opts.Stderr, limits: e.opts.limits()}
	if p != nil {
		for _, o := range p.opts {
			o.apply(cfg)
		}
		cfg.filename, cfg.interactive, cfg.noTopAwait = p.filename, p.echo, p.noTopAwait
	}
	for _, o := range opts {
		o.apply(cfg)
	}
	if p != nil && (cfg.filename != p.filename || cfg.interactive != p.echo || cfg.noTopAwait != p.noTopAwait) {
		return nil, fmt.Errorf("pyinterp: WithFilename, Interactive and TopLevelAwait are options of Compile, not of RunProgram")
	}
	if err := checkRecursionDepth(cfg.limits.MaxRecursionDepth); err != nil {
		return nil, err
	}
	return cfg, nil
}
