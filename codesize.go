package pyinterp

import "fmt"

// Parsing and compiling a program allocate up to a few hundred bytes per
// byte of source (a million-element list literal is a million AST nodes)
// before any of the run's budgets apply. So Run bounds the size of the code
// it accepts by the memory limit: MaxMemory/256, that is 1 MiB under the
// default 256 MiB; 64 MiB when memory is unlimited.
const (
	codeSizeDivisor   = 256
	minMaxCodeSize    = 64 << 10
	unlimitedCodeSize = 64 << 20
)

// maxCodeSize returns the largest program Run accepts.
func (o *Options) maxCodeSize() int64 {
	mem := orDefault(o.MaxMemory, DefaultMaxMemory)
	if mem <= 0 {
		return unlimitedCodeSize
	}
	if n := mem / codeSizeDivisor; n > minMaxCodeSize {
		return n
	}
	return minMaxCodeSize
}

// checkCodeSize refuses code too large to parse within the memory limit.
func (e *Executor) checkCodeSize(code string) *Error {
	max := e.opts.maxCodeSize()
	if int64(len(code)) <= max {
		return nil
	}
	return &Error{
		Kind:    KindLimit,
		Limit:   LimitCodeSize,
		Type:    "InterpreterError",
		Message: fmt.Sprintf("Code of %d bytes exceeds the maximum code size of %d bytes (MaxMemory/%d)", len(code), max, codeSizeDivisor),
	}
}
