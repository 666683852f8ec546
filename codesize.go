package pyinterp

import "fmt"

// Parsing and compiling a program allocate up to a few hundred bytes per
// byte of source (a million-element list literal is a million AST nodes)
// before any of the run's budgets apply. So Run bounds the size of the code
// it accepts by the memory limit: MaxMemory/256, that is 1 MiB under the
// default 256 MiB; 64 MiB when memory is unlimited (and for Compile, which
// no executor's limit applies to).
const (
	codeSizeDivisor   = 256
	minMaxCodeSize    = 64 << 10
	unlimitedCodeSize = 64 << 20
)

// maxCodeSize returns the largest program a run with limits l accepts.
func (l Limits) maxCodeSize() int64 {
	if l.MaxMemory <= 0 {
		return unlimitedCodeSize
	}
	return max(l.MaxMemory/codeSizeDivisor, minMaxCodeSize)
}

// checkCodeSize refuses code too large to parse within the run's memory
// limit.
func (e *Executor) checkCodeSize(code string, cfg *runConfig) *Error {
	if max := cfg.limits.maxCodeSize(); int64(len(code)) > max {
		return codeSizeError(len(code), max)
	}
	return nil
}

func codeSizeError(size int, max int64) *Error {
	err := &Error{
		Kind:    KindLimit,
		Limit:   LimitCodeSize,
		Type:    "InterpreterError",
		Message: fmt.Sprintf("Code of %d bytes exceeds the maximum code size of %d bytes (MaxMemory/%d)", size, max, codeSizeDivisor),
	}
	err.Traceback = err.typeMessage() + "\n"
	return err
}
