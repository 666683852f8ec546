// Command pyinterp is the command-line front end of the pyinterp Python
// interpreter.
//
// Usage:
//
//	pyinterp --dump-ast FILE   parse FILE and print its syntax tree as
//	                           CPython's ast.dump(ast.parse(source)) does
//	pyinterp --version         print the version
//
// A file that does not parse is reported on stderr in the shape CPython
// uses (File/line header, the source line, carets, then
// "SyntaxError: message") with exit status 1. Usage errors exit with
// status 2.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/pyinterp/pyinterp/ast"
	"github.com/pyinterp/pyinterp/parser"
)

// version is printed by --version; release builds set it with
// -ldflags "-X main.version=...".
var version = "0.1.0-dev"

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// Exit statuses, as CPython's: 1 for an error in the program, 2 for a
// command-line usage error.
const (
	exitOK    = 0
	exitError = 1
	exitUsage = 2
)

// options are the parsed command-line flags.
type options struct {
	dumpAST bool
	version bool
	args    []string // positional arguments
}

// run is the whole command, with its environment passed in so tests can
// drive it. It returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	opts, status, ok := parseFlags(args, stdout, stderr)
	if !ok {
		return status
	}
	switch {
	case opts.version:
		fmt.Fprintf(stdout, "pyinterp %s\n", version)
		return exitOK
	case opts.dumpAST:
		if len(opts.args) != 1 {
			return usageError(stderr, "--dump-ast takes exactly one FILE")
		}
		return dumpAST(opts.args[0], stdout, stderr)
	}
	// Running a program (FILE, -c CODE, the REPL on stdin) comes with the
	// evaluator.
	_ = stdin
	return usageError(stderr, "running programs is not implemented yet; use --dump-ast FILE")
}

// parseFlags parses the command line. ok is false when the command should
// exit at once with status.
func parseFlags(args []string, stdout, stderr io.Writer) (opts options, status int, ok bool) {
	fs := flag.NewFlagSet("pyinterp", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.BoolVar(&opts.dumpAST, "dump-ast", false, "parse FILE and print its syntax tree as CPython's ast.dump does")
	fs.BoolVar(&opts.version, "version", false, "print the version and exit")
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "usage: pyinterp [flags] --dump-ast FILE\n       pyinterp --version\n\nflags:\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return opts, exitOK, false
		}
		return opts, exitUsage, false
	}
	opts.args = fs.Args()
	return opts, exitOK, true
}

func usageError(stderr io.Writer, msg string) int {
	fmt.Fprintf(stderr, "pyinterp: %s\nusage: pyinterp [flags] --dump-ast FILE (pyinterp -h for help)\n", msg)
	return exitUsage
}

// dumpAST implements --dump-ast.
func dumpAST(path string, stdout, stderr io.Writer) int {
	src, err := os.ReadFile(path)
	if err != nil {
		// CPython: "python3: can't open file 'x': [Errno 2] No such file or directory"
		fmt.Fprintf(stderr, "pyinterp: can't open file %s: %v\n", quotePath(path), describeOSError(err))
		return exitUsage
	}
	mod, err := parser.ParseFile(path, src)
	if err != nil {
		var pe *parser.Error
		if errors.As(err, &pe) {
			io.WriteString(stderr, formatSyntaxError(pe))
		} else {
			fmt.Fprintf(stderr, "SyntaxError: %v\n", err)
		}
		return exitError
	}
	fmt.Fprintln(stdout, ast.Dump(mod))
	return exitOK
}

func quotePath(p string) string {
	return "'" + strings.ReplaceAll(p, "'", `\'`) + "'"
}

func describeOSError(err error) string {
	switch {
	case errors.Is(err, os.ErrNotExist):
		return "[Errno 2] No such file or directory"
	case errors.Is(err, os.ErrPermission):
		return "[Errno 13] Permission denied"
	}
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

// formatSyntaxError renders e as CPython's default excepthook does for a
// SyntaxError raised while running a file (print_exception and
// print_error_text in Python/pythonrun.c):
//
//	  File "x.py", line 3
//	    source line
//	    ^^^^
//	SyntaxError: message
//
// The source line is shown without its leading blanks; the carets span
// offset..end_offset (one caret when there is no end, the rest of the line
// when the error spans lines) and are omitted when they would fall left of
// the shown text.
func formatSyntaxError(e *parser.Error) string {
	var b strings.Builder
	if e.Lineno > 0 {
		filename := e.Filename
		if filename == "" {
			filename = "<string>"
		}
		fmt.Fprintf(&b, "  File \"%s\", line %d\n", filename, e.Lineno)
		if e.Text != "" {
			writeErrorText(&b, e)
		}
	}
	fmt.Fprintf(&b, "%s: %s\n", e.Kind, e.Msg)
	return b.String()
}

func writeErrorText(b *strings.Builder, e *parser.Error) {
	text := e.Text
	if !strings.HasSuffix(text, "\n") {
		text += "\n"
	}
	// Like CPython's printer, index the UTF-8 text with the offsets as
	// they are, even though SyntaxError offsets mostly count code points.
	offset, endOffset := e.Offset, e.EndOffset
	if endOffset == 0 {
		endOffset = -1
	}
	if e.EndLineno > e.Lineno {
		endOffset = len(text)
	}
	if endOffset > len(text)+1 {
		endOffset = len(text) + 1
	}
	carets := 1
	if endOffset > 0 && endOffset > offset {
		carets = endOffset - offset
	}

	offset-- // 1-based to 0-based
	for len(text) > 0 && (text[0] == ' ' || text[0] == '\t' || text[0] == '\f') {
		text = text[1:]
		offset--
	}
	n := len(text)
	if n > 0 && text[n-1] == '\n' {
		n--
	}
	if offset > n {
		offset = n
	}
	for {
		nl := strings.IndexByte(text, '\n')
		if nl < 0 || nl >= offset {
			break
		}
		text = text[nl+1:]
		n -= nl + 1
		offset -= nl + 1
	}
	b.WriteString("    ")
	b.WriteString(text)
	if n >= len(text) || text[n] != '\n' {
		b.WriteByte('\n')
	}
	if offset < 0 {
		return
	}
	b.WriteString("    ")
	b.WriteString(strings.Repeat(" ", offset))
	b.WriteString(strings.Repeat("^", carets))
	b.WriteByte('\n')
}
