package pyinterp

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/pyinterp/pyinterp/builtins"
	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/modules"
	"github.com/pyinterp/pyinterp/policy"
	"github.com/pyinterp/pyinterp/vfs"
)

// Errors of the Executor's methods that are not failures of the code.
var (
	// ErrClosed is returned by every method of a closed Executor.
	ErrClosed = errors.New("pyinterp: executor is closed")
	// ErrBusy is returned by the Executor's methods called while one of
	// its runs is inside a tool or the event hook: the caller may be that
	// tool, and waiting for the run would wait for ever. A tool reaches
	// the running namespace through ToolCallFrom(ctx) instead.
	ErrBusy = errors.New("pyinterp: executor is busy in a tool call or event hook of a run in progress (a tool uses ToolCallFrom(ctx), not the executor)")
)

// Executor is a Python session: an interpreter, its namespace, its tools.
// Its methods may be called from any goroutine (see "Concurrency" in the
// package doc).
type Executor struct {
	// mu is held by every method that touches the interpreter, for its
	// whole duration (a run holds it while the code runs).
	mu sync.Mutex
	// callbacks counts the host callbacks (tools, the event hook) in
	// progress inside the run that holds mu.
	callbacks atomic.Int32
	closed    bool

	opts   Options
	policy *policy.Policy

	in      *eval.Interp
	globals *eval.Globals
	// gen counts the interpreters Reset made: programs compiled for an
	// older one are stale.
	gen uint64

	// toolsMu guards tools, which Tools reads without waiting for a run.
	toolsMu sync.RWMutex
	tools   []*installedTool // in order of AddTool; final_answer first

	compiled programCache // eval programs of the Programs run here
	sources  sourceCache  // Programs of code Run more than once

	// The run in progress.
	run   runContexts // its contexts, for tools (runctx.go)
	runID uint64      // its number (or the last run's), for events
}

// New returns an executor configured by opts.
func New(opts Options) (*Executor, error) {
	if err := opts.validate(); err != nil {
		return nil, err
	}
	e := &Executor{opts: opts, policy: policy.New(opts.authorizedImports()...)}
	if err := e.policy.AllowDunders(opts.AllowedDunders...); err != nil {
		return nil, fmt.Errorf("pyinterp: %v", err)
	}
	if opts.OnEvent != nil {
		e.policy.OnRefusal = func(r policy.Refusal) {
			e.emit(Event{Kind: EventRefused, Refusal: r.Kind, Name: r.Name})
		}
	}
	if err := e.reset(); err != nil {
		return nil, err
	}
	return e, nil
}

// reset builds a fresh interpreter and namespace and installs the tools
// and the host's modules.
func (e *Executor) reset() error {
	if e.in != nil {
		e.in.Release()
	}
	in := eval.NewInterp()
	builtins.Install(in)
	modules.Install(in, modules.Options{
		Now:         e.opts.Now,
		Monotonic:   e.opts.Monotonic,
		Entropy:     e.opts.Entropy,
		Location:    e.opts.Location,
		Files:       e.opts.Files,
		Argv:        e.opts.Argv,
		WarnOptions: e.opts.WarnOptions,
		Stdin:       e.opts.Stdin,
		SysAbsent:   policy.SysAbsentReasons(),
	})
	if f := e.opts.Files; f != nil {
		// The code's open files and current directory are part of what
		// Reset forgets; the files stay (they are the host's).
		f.CloseFiles()
		//limiterr:ok the host-configured working directory exists (New checked it)
		f.Guest().Chdir(nil, f.WorkDir())
	}
	for i := range e.opts.Modules {
		e.registerModule(in, &e.opts.Modules[i])
	}
	if e.opts.Stdin != nil {
		// The host gave the code an input stream: input() reads it
		// (without one, the policy's stub refuses input()).
		in.Builtins.Set("input", eval.NewModuleBuiltin("builtins", "input", builtins.Input))
	}
	e.policy.Install(in)
	for _, name := range e.opts.ProtectedNames {
		in.Protect(name)
	}
	e.in = in
	in.AwaitableTool = e.awaitableTool
	e.globals = eval.NewGlobals(in.Builtins)
	e.globals.Set("__name__", eval.NewStr("__main__")) // the code runs as the main module
	e.gen++
	e.compiled = programCache{}
	// Reinstalling a tool replaces its entry in place: Tools, which does
	// not wait for the lock, sees the same list throughout.
	e.toolsMu.RLock()
	tools := slices.Clone(e.tools)
	e.toolsMu.RUnlock()
	if len(tools) == 0 {
		tools = []*installedTool{{tool: finalAnswerTool()}}
	}
	for _, it := range tools {
		if err := e.install(it.tool); err != nil {
			return err
		}
	}
	return nil
}

// lock takes the executor for one method call: it waits for a run in
// progress, except while that run is in a host callback (ErrBusy), and
// fails on a closed executor (ErrClosed).
func (e *Executor) lock() error {
	if !e.mu.TryLock() {
		if e.callbacks.Load() > 0 {
			return ErrBusy
		}
		e.mu.Lock()
	}
	if e.closed {
		e.mu.Unlock()
		return ErrClosed
	}
	return nil
}

// callback runs f as a host callback of the run in progress.
func (e *Executor) callback(f func()) {
	e.callbacks.Add(1)
	defer e.callbacks.Add(-1)
	f()
}

// Reset forgets the namespace and everything the code did (imported
// modules and their state included): the executor is as New made it,
// with the same tools.
func (e *Executor) Reset() error {
	if err := e.lock(); err != nil {
		return err
	}
	defer e.mu.Unlock()
	return e.reset()
}

// Close ends the executor: it releases the goroutines of the code's
// suspended generators, closes the files the code left open, and every later call of a method returns
// ErrClosed. Closing a closed executor does nothing. Close waits for a
// run in progress (or returns ErrBusy from inside one).
func (e *Executor) Close() error {
	if err := e.lock(); err != nil {
		if err == ErrClosed {
			return nil
		}
		return err
	}
	defer e.mu.Unlock()
	e.in.Release()
	if e.opts.Files != nil {
		e.opts.Files.CloseFiles()
	}
	e.closed = true
	e.compiled = programCache{}
	e.globals = nil
	return nil
}

// Tools returns the installed tools, final_answer first. It does not wait
// for a run in progress, and may be called from a tool.
func (e *Executor) Tools() []Tool {
	e.toolsMu.RLock()
	defer e.toolsMu.RUnlock()
	out := make([]Tool, len(e.tools)) //allocpath:ok one per installed tool, host data
	for i, it := range e.tools {
		out[i] = it.tool
	}
	return out
}

// Files returns the code's file system (Options.Files), nil when it has
// none: mount, put files in and read back what the code wrote with its
// methods (vfs.FS.MountDir, WriteFile, ReadFile, ReadDir, IOFS, ...),
// which may be called at any time, also during a run.
func (e *Executor) Files() *vfs.FS { return e.opts.Files }

// AuthorizedImports returns the import patterns the executor authorizes,
// sorted: policy.DefaultImports, Options.AuthorizedImports and the names
// of Options.Modules.
func (e *Executor) AuthorizedImports() []string { return e.policy.AuthorizedImports() }

// scratchThread returns a thread for host-side work between runs (reprs
// of results and variables), with small limits: the program's __repr__
// methods may run on it.
func (e *Executor) scratchThread() *eval.Thread {
	return e.scratchThreadUntil(time.Now().Add(time.Second))
}

// scratchThreadUntil is scratchThread with the given deadline, for host
// calls that make several threads under one time budget.
func (e *Executor) scratchThreadUntil(deadline time.Time) *eval.Thread {
	return eval.NewThread(e.in, eval.Limits{
		MaxOperations: 1_000_000, MaxMemory: 16 << 20, MaxRecursionDepth: 100, MaxOutput: 1,
		Deadline: deadline,
	}, io.Discard, nil)
}

// isTool reports whether name is an installed tool's.
func (e *Executor) isTool(name string) bool {
	e.toolsMu.RLock()
	defer e.toolsMu.RUnlock()
	return slices.ContainsFunc(e.tools, func(it *installedTool) bool { return it.tool.Name == name })
}
