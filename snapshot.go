package pyinterp

// Session snapshots: the namespace saved as bytes (package snapshot,
// format in docs/snapshot.md) and restored into another executor.

import (
	"fmt"
	"io"
	"time"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/parser"
	"github.com/pyinterp/pyinterp/snapshot"
)

// SnapshotOptions configure SnapshotWith.
type SnapshotOptions struct {
	// SkipUnsupported leaves out the variables whose values cannot be
	// saved (suspended generators, open files, objects of some modules)
	// instead of failing; SnapshotWith returns their names.
	SkipUnsupported bool
}

// RestoreOptions configure RestoreWith.
type RestoreOptions struct {
	// MaxBytes bounds the snapshot's size (default 256 MiB). Whatever
	// the bound, restoring is charged to the executor's memory limit.
	MaxBytes int
}

// Snapshot saves the namespace: every variable the code bound (not the
// tools, which belong to the host) and the interactive mode's _. A value
// that cannot be saved (a suspended generator, an open file) fails with
// an error naming its variable; SnapshotWith can skip such variables.
func (e *Executor) Snapshot() ([]byte, error) {
	b, _, err := e.SnapshotWith(SnapshotOptions{})
	return b, err
}

// SnapshotWith is Snapshot with options; skipped lists the variables left
// out (SkipUnsupported).
func (e *Executor) SnapshotWith(opts SnapshotOptions) (data []byte, skipped []string, err error) {
	if err := e.lock(); err != nil {
		return nil, nil, err
	}
	defer e.mu.Unlock()
	t := e.snapshotThread()
	ns := snapshot.Namespace{}
	for _, n := range e.globals.Names() {
		if e.isTool(n) {
			continue
		}
		v, _ := e.globals.Get(n)
		ns.Names = append(ns.Names, n)
		ns.Values = append(ns.Values, v)
	}
	if v, ok := e.in.Builtins.Get("_"); ok {
		ns.Underscore = v
	}
	data, skipped, err = snapshot.Encode(t, e.snapshotEnv(), ns, snapshot.EncodeOptions{SkipUnsupported: opts.SkipUnsupported})
	if err != nil {
		return nil, skipped, fmt.Errorf("pyinterp: snapshot: %v", err)
	}
	return data, skipped, nil
}

// Restore replaces the namespace by the one a snapshot saved (made by
// Snapshot, possibly by another executor with other tools: the tools
// stay this executor's). The snapshot is untrusted input: it is
// validated, charged to the memory limit and bounded in time like a run,
// its functions are recompiled by this executor's compiler, and its
// imports and attribute names pass this executor's policy. On error the
// namespace is empty, as after Reset.
func (e *Executor) Restore(data []byte) error { return e.RestoreWith(data, RestoreOptions{}) }

// RestoreWith is Restore with options.
func (e *Executor) RestoreWith(data []byte, opts RestoreOptions) error {
	if err := e.lock(); err != nil {
		return err
	}
	defer e.mu.Unlock()
	if err := e.reset(); err != nil {
		return err
	}
	t := e.snapshotThread()
	ns, err := snapshot.Decode(t, e.snapshotEnv(), data, snapshot.DecodeOptions{MaxBytes: opts.MaxBytes})
	if err != nil {
		if rerr := e.reset(); rerr != nil {
			return rerr
		}
		if ex, ok := err.(*eval.Exception); ok {
			return fmt.Errorf("pyinterp: restoring a snapshot: %s", ex.Error())
		}
		return fmt.Errorf("pyinterp: restoring a snapshot: %w", err)
	}
	for i, n := range ns.Names {
		if e.isTool(n) || n == displayHook {
			continue // the host's tools win over the saved names
		}
		e.globals.Set(n, ns.Values[i])
	}
	if ns.Underscore != nil {
		e.in.Builtins.Set("_", ns.Underscore)
	}
	return nil
}

// snapshotThread is the thread snapshots are made and restored on: the
// executor's memory, operation and time limits.
func (e *Executor) snapshotThread() *eval.Thread {
	l := e.opts.limits()
	var deadline time.Time
	if d := l.timeout(); d > 0 {
		deadline = time.Now().Add(d)
	}
	return eval.NewThread(e.in, l.eval(deadline), io.Discard, nil)
}

func (e *Executor) snapshotEnv() *snapshot.Env {
	return &snapshot.Env{Interp: e.in, Globals: e.globals,
		CompileMain: func(filename string, text []byte) (*eval.Program, error) {
			mod, err := parser.Compile(filename, text)
			if err != nil {
				return nil, err
			}
			return e.in.Compile(filename, text, mod, e.globals)
		}}
}
