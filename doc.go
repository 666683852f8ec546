// Package pyinterp runs Python written by a language model inside a Go
// program: a restricted Python 3 interpreter in pure Go, with a security
// policy and hard resource limits, in the manner of smolagents'
// LocalPythonExecutor but faster and stricter.
//
// # Running code
//
// An Executor is one Python session. Its namespace (variables, functions,
// imports) persists from one Run to the next, like the cells of a
// notebook:
//
//	ex, err := pyinterp.New(pyinterp.Options{})
//	if err != nil { ... }
//	defer ex.Close()
//	res, err := ex.Run(ctx, "x = 6 * 7\nprint('hello')\nx")
//	// res.Value == int64(42), res.Logs == "hello\n"
//
// Result.Value is the value of the code's last statement if it is an
// expression (converted to Go: see "Values" below), Result.Logs what the
// code printed. When the code fails, Run returns an *Error together with
// a Result whose Logs hold what was printed before the failure. The
// Error's text is written for the model to read and fix its code:
//
//	Code execution failed at line 'x = 1/0' due to: ZeroDivisionError: division by zero
//
// Its fields are for the host: Kind (syntax, exception, limit, policy,
// internal), Limit (which limit stopped the run), Type, Message, Line,
// Traceback. Traceback is what CPython 3.11 prints for a file: each
// frame's source line and the ~~~^^^ markers under the failing
// operation, also for code named <string> (Options.CPythonTracebacks
// leaves those lines out, as CPython does). A run stopped by its context matches
// errors.Is(err, context.Canceled) or errors.Is(err,
// context.DeadlineExceeded).
//
// The namespace is the main module: __name__ is "__main__", so the
// common "if __name__ == '__main__': main()" runs main (Variables does not
// list __name__). The code has a restricted sys (policy.SysAbsent lists
// what it leaves out): sys.argv is Options.Argv ([""] by default),
// sys.stdin and input() read Options.Stdin (empty by default, never the host's
// standard input), sys.stdout is what print writes, and sys.stderr goes
// to Result.Stderr (and Options.Stderr or WithStderr as it is written);
// the output limit counts both. SystemExit (sys.exit(n), exit(), quit(),
// raise SystemExit) that the code does not catch ends the run without
// error: Result.Exited is set and Result.ExitCode is the status CPython
// would exit with (a str argument is printed to Result.Stderr, as CPython
// prints it); the namespace keeps what the code did before.
// sys.set_int_max_str_digits sets the executor's limit on int/str
// conversions as CPython does, with no cap: 0 or any value above 640
// (up to a C int), 0 lifting the limit; conversions past the default 4300
// digits are charged to the run's operations by their work, so the
// limits of Options, not the digit limit, bound them.
// sys.setrecursionlimit is capped by the configured recursion limit
// (getrecursionlimit then reads the cap).
//
// CPython's compile-time SyntaxWarnings ("is" with a literal, an assert
// of a parenthesized tuple, a literal called or subscripted by the wrong
// kind of index: "perhaps you missed a comma?") are written by Run to the
// run's stderr (Result.Stderr, Options.Stderr) before the code runs, as
// python3 prints them ("FILE:LINE: SyntaxWarning: ..." and, for a file,
// the source line); RunProgram does not repeat them for a compiled
// Program, whose Warnings method lists them.
//
// Code that runs many times is compiled once (Compile) and run in any
// executor (RunProgram); a function the code defined is called from Go
// with Call; a variable is read into a Go value with Get. Options given
// to Run, RunProgram and Call (WithFilename, WithStdout, WithLimits)
// apply to that run only.
//
// # Tools and final_answer
//
// Tools are Go functions the code may call. Func adapts a typed Go
// function by reflection; arguments and results are converted both ways,
// and a returned error becomes a Python exception the code may catch:
//
//	ex.AddTool(pyinterp.Func("web_search", func(ctx context.Context, query string, limit int) ([]string, error) {
//		return search(ctx, query, limit)
//	}, "query", "limit=10").WithDoc("Searches the web."))
//
// Tool.Signature ("web_search(query: str, limit: int = 10) -> list[str]")
// and Tool.Doc are there to write the prompt that lists the tools.
//
// Every executor has the tool final_answer(answer): calling it ends the
// run at once, and Run returns a Result with IsFinalAnswer set and the
// answer in Value. No try/except in the code can intercept it. A tool's
// name cannot be rebound by the code (assignment, def, import as, ...).
//
// A tool's context is the run's: it is cancelled when the run is, and
// ToolCallFrom(ctx) gives the tool the running namespace (Get, Set,
// Variables) and the program's output (Write), under the run's limits.
// The Executor's own methods cannot be used from a tool (or from the
// Options.OnEvent hook): they return ErrBusy rather than wait for the run
// that is calling them.
//
// # Concurrency
//
// Executors share nothing mutable: any number of them may run in parallel
// goroutines. One Executor runs one call at a time: a method called while
// another runs waits for it, except while the run is inside a tool or the
// event hook, when it returns ErrBusy (the caller may be that tool).
//
// Tools, Options.Stdout and Options.OnEvent are called on the goroutine
// that runs the code, which is the goroutine that called Run except inside
// Python generators, which run on goroutines of their own; never two at
// a time for one executor, and never after Run has returned. A Tool value
// added to several executors is called by all of them concurrently: its
// function must then be safe for concurrent use.
//
// # Imports
//
// The first import of a module in an executor builds the module, on the
// importing run's budgets. The modules written in Go (math, json, re,
// random, ...) cost microseconds and one operation. The modules written
// partly in Python (collections, dataclasses, datetime, decimal, enum,
// typing, ... see package modules) run their source: a few milliseconds
// and up to about 10,000 operations of the run's budget. Later imports in
// the same executor, in any run, reuse the module (microseconds) until
// Reset. Hosts add their own Go modules with Options.Modules.
//
// # Values
//
// Go values become Python values (tool results, SetVariables, Call
// arguments, ToolCall.Set):
//
//	nil, nil pointer/slice/map/interface  None
//	bool                                  bool
//	int*, uint*, *big.Int, big.Int        int
//	float32, float64                      float
//	complex64, complex128                 complex
//	string                                str (invalid UTF-8 replaced by U+FFFD)
//	[]byte                                bytes
//	Tuple                                 tuple
//	Dict                                  dict, items in order
//	Set, map[K]struct{}                   set
//	other slices and arrays               list
//	maps                                  dict (keys in sorted order)
//	structs                               dict of the exported fields, named and
//	                                      omitted as encoding/json does (json tags)
//	encoding.TextMarshaler (time.Time...) str
//	pointers, interfaces                  the value they point to
//	Tool                                  a callable
//
// Anything else (funcs, channels) is refused: no Go value reaches Python
// unconverted, so no Go method can be called from Python.
//
// Python values become natural Go values (Result.Value, Variables, Call's
// result, RawFunc arguments, tool parameters and Get destinations of type
// any):
//
//	None → nil, bool → bool, int → int64 (or *big.Int beyond int64),
//	float → float64, complex → complex128, str → string,
//	bytes/bytearray → []byte, list → []any, tuple → Tuple,
//	set/frozenset → Set, dict → map[string]any when every key is a str,
//	map[any]any otherwise (unhashable-in-Go keys such as tuples become
//	their repr), or Dict (items in order) under Options.OrderedDicts,
//	anything else → Opaque{Type, Repr}.
//
// A typed destination (a Func parameter, Get's dst) converts to its Go
// type: ints to any integer type that holds them, numbers to floats,
// lists/tuples/sets to slices and arrays, dicts to maps and to structs
// (by json field name), str to encoding.TextUnmarshaler types, None to
// nil pointers, slices and maps; any Python value to Opaque (its type
// name and repr). A value that does not fit is a TypeError, OverflowError
// or ValueError naming where it failed.
//
// # Safety
//
// The code can import only authorized modules (policy.DefaultImports plus
// Options.AuthorizedImports), cannot reach interpreter internals through
// attributes (__globals__, __subclasses__, frames: see package policy),
// cannot call eval, exec, open (unless the host gives it files, below)
// and the like, and runs under limits on
// operations, while-loop iterations, time, memory, recursion depth and
// output (see Options). Limits end the run: no try/except catches them.
// A panic inside a run (a bug, or a panicking tool) comes back as an
// *Error of KindInternal, and the executor stays usable.
//
// # Files
//
// By default the code has no files. With Options.Files (a *vfs.FS) it
// has open(), io.open and the file modules (os, os.path, pathlib, shutil,
// tempfile, glob, gzip, zipfile, ...) over a file system of its own: an
// in-memory scratch area (working directory /work) and the host's mounts
// (an fs.FS, or a host directory through an os.Root, read-only or
// read-write), under quotas whose excess is the terminal LimitFiles. The
// host puts files in and reads back what the code wrote through
// Executor.Files:
//
//	files, _ := vfs.New(vfs.Options{})
//	files.MountDir("/data", "/srv/uploads", false)
//	files.WriteFile("sales.csv", data)
//	ex, _ := pyinterp.New(pyinterp.Options{Files: files})
//	ex.Run(ctx, code)
//	report, _ := files.ReadFile("report.md")
//
// # An agent loop
//
//	ex, _ := pyinterp.New(pyinterp.Options{Timeout: 10 * time.Second})
//	ex.AddTool(searchTool)
//	history := []string{task}
//	for step := 0; step < maxSteps; step++ {
//		code := askModel(history)                 // the model writes Python
//		res, err := ex.Run(ctx, code)
//		if err != nil {                           // show the model its error
//			history = append(history, res.Logs+err.Error())
//			continue
//		}
//		if res.IsFinalAnswer {
//			return res.Value, nil
//		}
//		history = append(history, res.Logs+"Last output: "+res.Repr)
//	}
package pyinterp
