package pyinterp

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/modules"
)

// Compile-time warnings. CPython's compiler warns about code that is
// valid but almost certainly wrong (`x is 1`, `assert (x, "msg")`,
// `[1, 2] (3)`, `"abc"[1.5]`): package parser finds them
// (parser.Warnings) in the order and number CPython 3.11 emits them, and
// Run writes them to the run's stderr (Result.Stderr, Options.Stderr)
// before the code runs, as CPython's default warning filters show them:
//
//	FILE:LINE: SyntaxWarning: MESSAGE
//	  SOURCE LINE
//
// the source line only for a file (a filename not in angle brackets, or
// any name unless Options.CPythonTracebacks is set, as for tracebacks).
// Each Run is a compilation and warns; RunProgram runs a Program already
// compiled and does not (Program.Warnings returns them). A filter the
// program sets cannot affect its own compile-time warnings (nor can it
// in CPython); the host's Options.WarnOptions (python3's -W) do: with
// any, the warnings go through the warnings module's filters
// (compileWarnings).

// compileWarnings writes p's compile-time warnings to the run's stderr:
// through the warnings module's filters when the host gave -W options
// (an "error" filter, which makes a SyntaxError in CPython, shows the
// warning instead), else as CPython's default filters show them.
func (e *Executor) compileWarnings(t *eval.Thread, p *Program) error {
	anonLines := !e.opts.CPythonTracebacks
	if len(e.opts.WarnOptions) == 0 {
		return t.WriteErr(p.warningText(anonLines))
	}
	var starts []int
	if anonLines || !strings.HasPrefix(p.filename, "<") {
		starts = lineStarts(p.src)
	}
	for _, w := range p.warnings {
		line := ""
		if n := w.Lineno; n >= 1 && n <= len(starts) {
			line = sourceLine(p.src, starts[n-1])
		}
		err := modules.WarnCompile(t, w.Message, p.filename, w.Lineno, line)
		if _, ok := err.(*eval.Exception); ok {
			err = t.WriteErr(p.filename + ":" + strconv.Itoa(w.Lineno) + ": " + w.Category + ": " + w.Message + "\n")
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// sourceLine is the line of src that starts at start, without its break
// and surrounding blanks.
func sourceLine(src []byte, start int) string {
	line := src[start:]
	if j := bytes.IndexAny(line, "\r\n"); j >= 0 {
		line = line[:j]
	}
	return strings.TrimSpace(string(line))
}

// Warnings returns the program's compile-time warnings, one line each
// ("FILE:LINE: SyntaxWarning: MESSAGE"), as Run writes them to stderr
// (without the source lines).
func (p *Program) Warnings() []string {
	out := make([]string, len(p.warnings)) //allocpath:ok bounded by parser's maxWarnings
	for i, w := range p.warnings {
		out[i] = p.filename + ":" + strconv.Itoa(w.Lineno) + ": " + w.Category + ": " + w.Message
	}
	return out
}

// warningText renders the warnings as CPython's warnings.showwarning
// writes them, with the source line where CPython's linecache finds one
// (anonLines: also for a name in angle brackets).
func (p *Program) warningText(anonLines bool) string {
	var b strings.Builder //allocpath:ok bounded by parser's maxWarnings lines of the program's own source
	var starts []int      // where each line of the source starts
	if anonLines || !strings.HasPrefix(p.filename, "<") {
		starts = lineStarts(p.src)
	}
	for i, w := range p.Warnings() {
		b.WriteString(w)
		b.WriteByte('\n')
		if n := p.warnings[i].Lineno; n >= 1 && n <= len(starts) {
			if text := sourceLine(p.src, starts[n-1]); text != "" {
				b.WriteString("  ")
				b.WriteString(text)
				b.WriteByte('\n')
			}
		}
	}
	return b.String()
}

// lineStarts returns the offset of each line of src (lines end with \n,
// \r\n or \r, as Python reads them).
func lineStarts(src []byte) []int {
	starts := []int{0}
	for i := 0; i < len(src); i++ {
		switch src[i] {
		case '\r':
			if i+1 < len(src) && src[i+1] == '\n' {
				i++
			}
			starts = append(starts, i+1)
		case '\n':
			starts = append(starts, i+1)
		}
	}
	return starts
}
