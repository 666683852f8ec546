// Command pyinterp is the command-line front end of the pyinterp Python
// interpreter: it runs programs and an interactive session under the same
// sandbox, policy and limits as the embedding API (package pyinterp).
//
// Usage:
//
//	pyinterp [flags] FILE [ARG...]      run a Python program
//	pyinterp [flags] -c CODE [ARG...]   run CODE
//	pyinterp [flags] - [ARG...] < FILE  run the program on standard input
//	pyinterp [flags]           the REPL, when standard input is a terminal
//	pyinterp --dump-ast FILE   parse FILE and print its syntax tree as
//	                           CPython's ast.dump(ast.parse(source)) does
//	pyinterp --load-session F  start from the session saved in F (with a
//	                           program or the REPL); --save-session F
//	                           saves the session in F at the end
//	pyinterp --version         print the version
//	pyinterp --help            list the flags and their defaults
//	pyinterp serve [flags]     serve sessions over JSON-RPC or HTTP (serve.go)
//	pyinterp mcp [flags]       serve a Python tool over the Model Context
//	                           Protocol (mcp.go), with the executor's flags
//
// The flags set the executor's options: --allow-import, --max-operations,
// --max-while-iterations, --timeout, --max-memory, --max-output,
// --max-recursion (flags.go), before the program; the arguments after it
// are the program's (sys.argv), as for python3, whose -V, -i, -q and -h
// it has too. An uncaught exception or a limit prints a CPython-shaped
// traceback on stderr and exits with status 1; SystemExit exits with its
// status; a usage error exits with status 2; an uncaught
// KeyboardInterrupt (or Ctrl-C) prints its traceback and ends the process
// by SIGINT, as CPython does. The REPL is in repl.go.
package main

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/term"

	"github.com/pyinterp/pyinterp"
	"github.com/pyinterp/pyinterp/ast"
	"github.com/pyinterp/pyinterp/internal/ident"
	"github.com/pyinterp/pyinterp/modules"
	"github.com/pyinterp/pyinterp/parser"
	"github.com/pyinterp/pyinterp/policy"
	"github.com/pyinterp/pyinterp/vfs"
)

// version is printed by --version; release builds set it with
// -ldflags "-X main.version=...".
var version = "0.1.0-dev"

func main() {
	args := os.Args[1:]
	if len(args) > 0 && args[0] == "serve" {
		os.Exit(serve(args[1:], os.Stdin, os.Stdout, os.Stderr, setMemoryLimit))
	}
	if len(args) > 0 && args[0] == "mcp" {
		os.Exit(mcpCommand(args[1:], os.Stdin, os.Stdout, os.Stderr, setMemoryLimit))
	}
	status := runWith(args, os.Stdin, os.Stdout, os.Stderr, setMemoryLimit)
	if status == exitInterrupt {
		dieBySIGINT() // as CPython does, so that a shell sees the signal
	}
	os.Exit(status)
}

// Exit statuses, as CPython's: 1 for an error in the program, 2 for a
// command-line usage error, 128+SIGINT when interrupted.
const (
	exitOK        = 0
	exitError     = 1
	exitUsage     = 2
	exitInterrupt = 130
)

// run is the whole command, with its environment passed in so tests can
// drive it. It returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return runWith(args, stdin, stdout, stderr, nil)
}

// runWith is run, telling limitMemory (if not nil) the memory limit of
// the program's runs: the command sets the Go runtime's soft memory
// limit from it (tests running the command in-process do not).
func runWith(args []string, stdin io.Reader, stdout, stderr io.Writer, limitMemory func(int64)) int {
	opts, status, ok := parseFlags(args, stdout, stderr)
	if !ok {
		return status
	}
	if limitMemory != nil {
		if m := cmp.Or(opts.exec.MaxMemory, pyinterp.DefaultMaxMemory); m > 0 {
			limitMemory(m)
		}
	}
	if opts.cpuProfile != "" {
		stop, err := startCPUProfile(opts.cpuProfile)
		if err != nil {
			fmt.Fprintf(stderr, "pyinterp: --cpuprofile: %v\n", err)
			return exitUsage
		}
		defer stop()
	}
	switch {
	case opts.version:
		fmt.Fprintf(stdout, "pyinterp %s\n", version)
		return exitOK
	case opts.dumpAST:
		if opts.hasCmd || len(opts.argv) != 1 {
			return usageError(stderr, "--dump-ast takes exactly one FILE")
		}
		return dumpAST(opts.args[0], stdout, stderr)
	}
	switch {
	case opts.hasCmd:
		return runSource(opts, "<string>", opts.command, stdin, stdout, stderr)
	case len(opts.args) > 0 && opts.args[0] != "-":
		path := opts.args[0]
		src, err := os.ReadFile(path)
		if err != nil {
			fmt.Fprintf(stderr, "pyinterp: can't open file %s: %v\n", quotePath(path), describeOSError(err))
			return exitUsage
		}
		// CPython names the main script by its absolute path in
		// tracebacks (sys.argv[0] stays as given).
		name := path
		if abs, err := filepath.Abs(path); err == nil {
			name = abs
		}
		return runSource(opts, name, string(src), stdin, stdout, stderr)
	}
	if f, ok := stdin.(*os.File); ok && len(opts.args) == 0 && term.IsTerminal(int(f.Fd())) {
		return repl(opts, nil, stdin, &trackingWriter{w: stdout}, stderr)
	}
	src, err := io.ReadAll(stdin)
	if err != nil {
		fmt.Fprintf(stderr, "pyinterp: reading standard input: %v\n", err)
		return exitError
	}
	return runSource(opts, "<stdin>", string(src), nil, stdout, stderr)
}

// newExecutor returns the executor the flags describe, printing to
// stdout and stderr; the program reads stdin (nil: nothing).
func newExecutor(opts options, stdin io.Reader, stdout, stderr io.Writer) (*pyinterp.Executor, error) {
	o := opts.exec
	o.CPythonTracebacks = true // no source lines for -c, standard input and the REPL, as python3
	o.Stdout, o.Stderr, o.Stdin = stdout, stderr, stdin
	o.Argv = opts.argv
	o.Modules = append(o.Modules, localModules(opts)...)
	if opts.files {
		files, err := newFiles(opts)
		if err != nil {
			return nil, err
		}
		o.Files = files
	}
	return pyinterp.New(o)
}

// newFiles makes the program's file system with the --mount directories.
// It lives as long as the process.
func newFiles(opts options) (*vfs.FS, error) {
	files, err := vfs.New(opts.vfs)
	if err != nil {
		return nil, err
	}
	for _, m := range opts.mounts {
		if err := files.MountDir(m.guest, m.host, m.writable); err != nil {
			files.Close()
			return nil, fmt.Errorf("--mount %s:%s: %v", m.host, m.guest, err)
		}
	}
	return files, nil
}

// runSource runs a program named filename as python3 does: an uncaught
// exception prints a traceback on stderr and exits 1; SystemExit exits
// with its status; an uncaught KeyboardInterrupt (also Ctrl-C, SIGINT,
// which cancels the run) exits with exitInterrupt, which main turns into
// death by SIGINT. With -i, the REPL follows in the program's namespace.
func runSource(opts options, filename, src string, stdin io.Reader, stdout, stderr io.Writer) int {
	out := &trackingWriter{w: stdout}
	ex, err := newExecutor(opts, stdin, out, stderr)
	if err != nil {
		return usageError(stderr, err.Error())
	}
	defer ex.Close()
	if opts.loadSession != "" {
		if err := loadSession(ex, opts.loadSession); err != nil {
			fmt.Fprintf(stderr, "pyinterp: %v\n", err)
			return exitError
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	res, err := ex.Run(ctx, src, pyinterp.WithFilename(filename), pyinterp.TopLevelAwait(false))
	interrupted := ctx.Err() != nil
	stop()
	status := exitOK
	switch {
	case err == nil && res.Exited:
		status = res.ExitCode
	case err == nil:
		if opts.exec.SmolagentsLastValue && res.Value != nil {
			fmt.Fprintln(out, res.Repr) // the run's value, as smolagents reports it
		}
	default:
		io.WriteString(stderr, traceback(err, interrupted))
		var pe *pyinterp.Error
		if interrupted || errors.As(err, &pe) && pe.Type == "KeyboardInterrupt" {
			status = exitInterrupt
		} else {
			status = exitError
		}
	}
	if opts.interactive {
		// The REPL goes on in the program's namespace (and saves it at
		// its end with --save-session).
		opts.loadSession = ""
		return repl(opts, ex, stdin, out, stderr)
	}
	if opts.saveSession != "" {
		if serr := saveSession(ex, opts.saveSession, stderr); serr != nil {
			fmt.Fprintf(stderr, "pyinterp: %v\n", serr)
			if status == exitOK {
				status = exitError
			}
		}
	}
	return status
}

// traceback renders the error of a run as CPython prints it on stderr. A
// run cancelled by Ctrl-C ends with KeyboardInterrupt, as in CPython.
func traceback(err error, interrupted bool) string {
	var pe *pyinterp.Error
	if !errors.As(err, &pe) {
		return fmt.Sprintf("pyinterp: %v\n", err)
	}
	tb := pe.Traceback
	if tb == "" {
		tb = pe.Type + ": " + pe.Message + "\n"
	}
	if interrupted && pe.Kind == pyinterp.KindLimit {
		tb = strings.TrimSuffix(tb, "\n")
		tb = tb[:strings.LastIndexByte(tb, '\n')+1] + "KeyboardInterrupt\n"
	}
	return tb
}

func usageError(stderr io.Writer, msg string) int {
	return usageLine(stderr, "pyinterp: "+msg)
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
			io.WriteString(stderr, pe.Format())
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

// localModules returns the modules python3 would find next to the
// program (in the script's directory; for -c, standard input and the
// REPL, in the working directory): NAME.py files whose NAME the import
// policy authorizes (--allow-import NAME) and that no standard library
// module has. They run as host modules in Python (pyinterp.Module's
// Source), under the same policy as the program.
func localModules(opts options) []pyinterp.Module {
	dir := "."
	if len(opts.args) > 0 && opts.args[0] != "-" {
		dir = filepath.Dir(opts.args[0])
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	pol := policy.New(opts.exec.AuthorizedImports...)
	std := modules.Names()
	var out []pyinterp.Module
	for _, e := range entries {
		name, ok := strings.CutSuffix(e.Name(), ".py")
		if !ok || e.IsDir() || !ident.IsIdentifier(name) || slices.Contains(std, name) || !pol.Authorized(name) {
			continue
		}
		path := filepath.Join(dir, e.Name())
		src, err := os.ReadFile(path)
		if err != nil {
			continue
		}
		if abs, err := filepath.Abs(path); err == nil {
			path = abs
		}
		out = append(out, pyinterp.Module{Name: name, Source: string(src), Filename: path, SyntaxErrorOnImport: true})
	}
	return out
}
