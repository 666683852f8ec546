// Command pyinterp is the command-line front end of the pyinterp Python
// interpreter.
//
// Usage:
//
//	pyinterp FILE              run a Python program
//	pyinterp -c CODE           run CODE
//	pyinterp < FILE            run the program on standard input
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
	"github.com/pyinterp/pyinterp/internal/runner"
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
	command string // -c CODE
	hasCmd  bool
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
	switch {
	case opts.hasCmd:
		return runSource("<string>", []byte(opts.command), stdout, stderr)
	case len(opts.args) > 0:
		path := opts.args[0]
		src, err := os.ReadFile(path)
		if err != nil {
			fmt.Fprintf(stderr, "pyinterp: can't open file %s: %v\n", quotePath(path), describeOSError(err))
			return exitUsage
		}
		return runSource(path, src, stdout, stderr)
	}
	// A program on standard input (the REPL comes with the command issue).
	src, err := io.ReadAll(stdin)
	if err != nil {
		fmt.Fprintf(stderr, "pyinterp: reading standard input: %v\n", err)
		return exitError
	}
	return runSource("<stdin>", src, stdout, stderr)
}

// runSource runs a program; an uncaught exception prints a CPython-shaped
// traceback on stderr and exits 1.
func runSource(filename string, src []byte, stdout, stderr io.Writer) int {
	t, err := runner.Run(filename, src, stdout, runner.Options{})
	if err != nil {
		io.WriteString(stderr, runner.FormatError(t, err))
		return exitError
	}
	return exitOK
}

// parseFlags parses the command line. ok is false when the command should
// exit at once with status.
func parseFlags(args []string, stdout, stderr io.Writer) (opts options, status int, ok bool) {
	fs := flag.NewFlagSet("pyinterp", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.BoolVar(&opts.dumpAST, "dump-ast", false, "parse FILE and print its syntax tree as CPython's ast.dump does")
	fs.BoolVar(&opts.version, "version", false, "print the version and exit")
	fs.Func("c", "run CODE as a program", func(code string) error {
		opts.command, opts.hasCmd = code, true
		return nil
	})
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "usage: pyinterp [flags] FILE\n       pyinterp [flags] -c CODE\n       pyinterp --dump-ast FILE\n       pyinterp --version\n\nWith no FILE and no -c, the program is read from standard input.\n\nflags:\n")
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
	fmt.Fprintf(stderr, "pyinterp: %s\nusage: pyinterp [flags] FILE | -c CODE | --dump-ast FILE (pyinterp -h for help)\n", msg)
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
			io.WriteString(stderr, runner.FormatSyntaxError(pe))
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
