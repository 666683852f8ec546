package pyinterp

import (
	"context"
	"time"
)

// runContexts are the contexts of the run in progress that tools see: the
// host's context bounded by the run's deadline, and under it the context
// of the run's asynchronous tool calls, cancelled when the run ends. They
// are made at the first tool call that needs them: most runs call no tool,
// and the thread checks the deadline without a context or a timer.
type runContexts struct {
	parent   context.Context // the context given to the run; nil between runs
	deadline time.Time       // the run's deadline (zero: none)

	ctx, tools             context.Context
	cancelCtx, cancelTools context.CancelFunc
}

// runContext returns the context of the run in progress, for a tool call
// (Background between runs).
func (e *Executor) runContext() context.Context {
	r := &e.run
	if r.parent == nil {
		return context.Background()
	}
	if r.ctx == nil {
		if r.deadline.IsZero() {
			r.ctx, r.cancelCtx = context.WithCancel(r.parent)
		} else {
			r.ctx, r.cancelCtx = context.WithDeadline(r.parent, r.deadline)
		}
	}
	return r.ctx
}

// toolsContext returns the context of the run's asynchronous tool calls,
// cancelled when the run ends (Background between runs).
func (e *Executor) toolsContext() context.Context {
	r := &e.run
	if r.parent == nil {
		return context.Background()
	}
	if r.tools == nil {
		r.tools, r.cancelTools = context.WithCancel(e.runContext())
	}
	return r.tools
}

// err returns the error of the run's context (nil while it may go on).
func (r *runContexts) err() error {
	if r.ctx != nil {
		return r.ctx.Err()
	}
	if r.parent != nil {
		return r.parent.Err()
	}
	return nil
}

// end cancels the contexts of the run, which is over.
func (r *runContexts) end() {
	if r.cancelTools != nil {
		r.cancelTools()
	}
	if r.cancelCtx != nil {
		r.cancelCtx()
	}
	*r = runContexts{}
}
