package eval

// CurrentException returns the exception being handled by the innermost
// active except block (what CPython's sys.exception() returns), nil when
// none is.
func (t *Thread) CurrentException() *Exception {
	if n := len(t.excStack); n > 0 {
		return t.excStack[n-1]
	}
	return nil
}

// FormatException is FormatTraceback of exc as the traceback module
// formats it, leaving out the exceptions
// chained to it (__cause__ and __context__) when chain is false.
func FormatException(t *Thread, exc *Exception, chain bool) string {
	if !chain && (exc.Cause != nil || exc.Context != nil) {
		alone := *exc
		alone.Cause, alone.Context = nil, nil
		return formatTraceback(t, &alone, true)
	}
	return formatTraceback(t, exc, true)
}
