package main

// The interactive session: CPython's REPL, under the sandbox.
//
// Line editing and history come from github.com/peterh/liner. It was chosen
// over the alternatives because it is pure Go (no cgo, no terminfo), small
// (about 3,000 lines, one dependency for character widths), maintained
// (v1.2.x), and its terminal handling fits a REPL that runs code between
// prompts: the terminal is raw only while a line is being edited, so
// Ctrl-C typed while a cell runs is a SIGINT the session turns into a
// cancellation, while Ctrl-C at the prompt comes back as ErrPromptAborted
// and Ctrl-D on an empty line as io.EOF. It never queries the terminal
// (no cursor-position reports to wait for), so it works on any pty.
// chzyer/readline has had no release since 2022; its maintained fork
// ergochat/readline is not in the module proxy; reeflective/readline is
// ten times the size (vi mode, inputrc, completion menus) and asks the
// terminal for the cursor position.

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"os/signal"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/peterh/liner"
	"golang.org/x/term"

	"github.com/pyinterp/pyinterp"
	"github.com/pyinterp/pyinterp/ast"
	"github.com/pyinterp/pyinterp/parser"
)

const (
	ps1 = ">>> "
	ps2 = "... "
)

// errInterrupt is what a lineReader returns when Ctrl-C is pressed at the
// prompt.
var errInterrupt = errors.New("interrupt")

// lineReader reads one line of input after a prompt. Prompt returns io.EOF
// for Ctrl-D and errInterrupt for Ctrl-C.
type lineReader interface {
	Prompt(prompt string) (string, error)
	AppendHistory(line string)
	Close() error
}

// linerReader is a lineReader on the terminal.
type linerReader struct{ s *liner.State }

func newLinerReader() *linerReader {
	s := liner.NewLiner()
	s.SetCtrlCAborts(true)
	s.SetMultiLineMode(true)
	// Tab indents (four spaces at the cursor); there is no name completion.
	s.SetCompleter(func(before string) []string { return []string{before + "    "} })
	return &linerReader{s: s}
}

func (r *linerReader) Prompt(prompt string) (string, error) {
	line, err := r.s.Prompt(prompt)
	if errors.Is(err, liner.ErrPromptAborted) {
		return "", errInterrupt
	}
	return line, err
}

func (r *linerReader) AppendHistory(line string) { r.s.AppendHistory(line) }
func (r *linerReader) Close() error              { return r.s.Close() }

// pipeReader is a lineReader on input that is not a terminal (-i with a
// pipe or a file on standard input): as python3, it writes its prompts to
// standard error, not to the program's output.
type pipeReader struct {
	in     *bufio.Reader
	stderr io.Writer
}

func (r *pipeReader) Prompt(prompt string) (string, error) {
	io.WriteString(r.stderr, prompt)
	line, err := r.in.ReadString('\n')
	if err == io.EOF && line != "" {
		err = nil
	}
	return strings.TrimSuffix(strings.TrimSuffix(line, "\n"), "\r"), err
}

func (r *pipeReader) AppendHistory(string) {}
func (r *pipeReader) Close() error         { return nil }

// repl runs the interactive session on the terminal: in ex's namespace
// when it is not nil (-i, after the program), writing to out (ex's
// output), else in a new executor.
func repl(opts options, ex *pyinterp.Executor, stdin io.Reader, out *trackingWriter, stderr io.Writer) int {
	if ex == nil {
		out = &trackingWriter{w: out.w}
		var err error
		if ex, err = newExecutor(opts, nil, out, stderr); err != nil {
			return usageError(stderr, err.Error())
		}
		defer ex.Close()
	}
	// Ctrl-C while a cell runs arrives as SIGINT (the line editor has
	// restored the terminal's signal keys); at the prompt it is a key.
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt)
	defer signal.Stop(sigs)
	var rd lineReader
	piped := true
	if f, ok := stdin.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		rd, piped = newLinerReader(), false
	} else {
		if stdin == nil { // the program came from standard input and used it up
			stdin = strings.NewReader("")
		}
		rd = &pipeReader{in: bufio.NewReader(stdin), stderr: stderr}
	}
	defer rd.Close()
	s := &session{opts: opts, ex: ex, rd: rd, out: out, stderr: stderr, sigs: sigs, piped: piped}
	return s.loop()
}

// session is the state of one REPL.
type session struct {
	opts   options
	ex     *pyinterp.Executor
	rd     lineReader
	out    *trackingWriter
	stderr io.Writer
	sigs   <-chan os.Signal
	piped  bool // input is not a terminal: prompts and the final newline go to stderr
}

// loop runs the REPL: it loads --load-session, reads, runs and prints
// until Ctrl-D, or Ctrl-C twice at an empty prompt, and saves
// --save-session. It returns the exit status.
func (s *session) loop() int {
	if !s.opts.quiet && !s.opts.interactive {
		io.WriteString(s.out, s.banner())
	}
	if f := s.opts.loadSession; f != "" {
		if err := loadSession(s.ex, f); err != nil {
			fmt.Fprintf(s.stderr, "pyinterp: %v\n", err)
			return exitError
		}
		fmt.Fprintf(s.out, "(session loaded from %s)\n", f)
	}
	status := s.readLoop()
	if f := s.opts.saveSession; f != "" {
		if err := saveSession(s.ex, f, s.stderr); err != nil {
			fmt.Fprintf(s.stderr, "pyinterp: %v\n", err)
			return exitError
		}
		fmt.Fprintf(s.out, "(session saved to %s)\n", f)
	}
	return status
}

// readLoop reads, runs and prints until Ctrl-D, or Ctrl-C twice at an
// empty prompt. It returns the exit status.
func (s *session) readLoop() int {
	var lines []string
	interruptedAtPrompt := false // the last prompt was left by Ctrl-C with nothing pending
	for {
		prompt := ps1
		if len(lines) > 0 {
			prompt = ps2
		}
		if !s.piped {
			s.out.endLine()
		}
		line, err := s.rd.Prompt(prompt)
		switch {
		case err == io.EOF && s.piped:
			io.WriteString(s.stderr, "\n")
			return exitOK
		case err == io.EOF:
			io.WriteString(s.out, "\n")
			return exitOK
		case errors.Is(err, errInterrupt):
			// Liner discards the line being edited, so a second Ctrl-C in a
			// row is necessarily pressed on an empty line.
			if len(lines) == 0 && interruptedAtPrompt {
				return exitOK
			}
			fmt.Fprintln(s.stderr, "KeyboardInterrupt")
			if len(lines) == 0 {
				fmt.Fprintln(s.stderr, "(press Ctrl-C again or Ctrl-D to exit)")
				interruptedAtPrompt = true
			}
			lines = nil
			continue
		case err != nil:
			fmt.Fprintf(s.stderr, "pyinterp: reading input: %v\n", err)
			return exitError
		}
		interruptedAtPrompt = false
		if strings.TrimSpace(line) != "" {
			s.rd.AppendHistory(line)
		}
		if len(lines) == 0 && strings.HasPrefix(strings.TrimSpace(line), ":") {
			s.meta(strings.TrimSpace(line))
			continue
		}
		lines = append(lines, line)
		state, err := classify(lines)
		switch state {
		case inputMore:
			continue
		case inputError:
			var pe *parser.Error
			if errors.As(err, &pe) {
				io.WriteString(s.stderr, pe.Format())
			} else {
				fmt.Fprintf(s.stderr, "SyntaxError: %v\n", err)
			}
		case inputRun:
			if exited, status := s.runCell(strings.Join(lines, "\n") + "\n"); exited {
				return status
			}
		}
		lines = nil
	}
}

// runCell runs one complete input; Ctrl-C (SIGINT) cancels it. exited
// reports that it raised SystemExit (exit(), sys.exit()), which ends the
// session with status.
func (s *session) runCell(src string) (exited bool, status int) {
	for len(s.sigs) > 0 { // a Ctrl-C from before this cell is not for it
		<-s.sigs
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan struct{})
	interrupted := make(chan bool, 1)
	go func() {
		select {
		case <-s.sigs:
			cancel()
			interrupted <- true
		case <-done:
			interrupted <- false
		}
	}()
	res, err := s.ex.Run(ctx, src, pyinterp.Interactive(), pyinterp.WithFilename("<stdin>"))
	close(done)
	intr := <-interrupted
	if err != nil {
		s.out.endLine()
		io.WriteString(s.stderr, traceback(err, intr && ctx.Err() != nil))
	}
	return err == nil && res.Exited, res.ExitCode
}

// inputState says what the REPL does with the lines typed so far.
type inputState int

const (
	inputRun   inputState = iota // a complete statement (or nothing): run it
	inputMore                    // the statement goes on: prompt with "... "
	inputError                   // a syntax error: report it
)

// classify decides, with the parser, whether lines (without their
// newlines) are a complete interactive statement, as CPython's REPL does:
//
//   - The input is incomplete while a bracket, a triple-quoted string or
//     an indented block is open (parser.IsIncomplete); blank lines do not
//     close brackets or strings, but a blank line where a block's body
//     should start is an IndentationError.
//   - A compound statement (if, for, def, ...) ends only at a blank line,
//     even when it parses already ("if x: pass", or a body that an else
//     or another body line could still extend).
//   - Inside a compound statement (or after a decorator) a syntax error
//     that the parser finds at the very end of the input is the input
//     ending early ("try:" and its body, still without except): read on.
//     CPython reports an error in the last line of a block at once; here
//     it may wait for the next line, and is then reported at the same
//     position.
func classify(lines []string) (inputState, error) {
	src := strings.Join(lines, "\n") + "\n"
	last := lines[len(lines)-1]
	lastBlank := strings.TrimSpace(last) == ""
	mod, err := parser.ParseInteractive("<stdin>", []byte(src))
	if err == nil {
		if !lastBlank && len(mod.Body) > 0 && isCompound(mod.Body[len(mod.Body)-1]) {
			return inputMore, nil
		}
		return inputRun, nil
	}
	var pe *parser.Error
	if !errors.As(err, &pe) {
		return inputError, err
	}
	if parser.IsIncomplete(err) && !(lastBlank && pe.Lineno >= len(lines)) {
		return inputMore, nil
	}
	if !lastBlank && opensBlock(lines[0]) && atEnd(pe, lines) {
		return inputMore, nil
	}
	return inputError, err
}

// isCompound reports whether s is a compound statement, which interactive
// input ends with a blank line.
func isCompound(s ast.Stmt) bool {
	switch s.(type) {
	case *ast.If, *ast.For, *ast.AsyncFor, *ast.While, *ast.With, *ast.AsyncWith,
		*ast.Try, *ast.TryStar, *ast.Match, *ast.FunctionDef, *ast.AsyncFunctionDef, *ast.ClassDef:
		return true
	}
	return false
}

// opensBlock reports whether the first line of an input starts a compound
// statement: a decorator, or a line the parser finds compound or wanting
// an indented block.
func opensBlock(first string) bool {
	if strings.HasPrefix(strings.TrimSpace(first), "@") {
		return true
	}
	mod, err := parser.ParseInteractive("<stdin>", []byte(first+"\n"))
	if err == nil {
		return len(mod.Body) > 0 && isCompound(mod.Body[len(mod.Body)-1])
	}
	var pe *parser.Error
	return errors.As(err, &pe) && parser.IsIncomplete(err) && strings.HasPrefix(pe.Msg, "expected an indented block")
}

// atEnd reports whether the parser reported pe past the last character of
// the input.
func atEnd(pe *parser.Error, lines []string) bool {
	if pe.Lineno > len(lines) {
		return true
	}
	last := strings.TrimRight(lines[len(lines)-1], " \t\f")
	return pe.Lineno == len(lines) && pe.Offset > utf8.RuneCountInString(last)
}

// banner names the version and the active limits.
func (s *session) banner() string {
	return fmt.Sprintf("pyinterp %s: restricted Python 3 in Go (CPython 3.11 semantics)\n%s\nType :help for commands; Ctrl-C interrupts, Ctrl-D exits.\n",
		version, s.limitsLine())
}

// limitsLine describes the limits in force, per input.
func (s *session) limitsLine() string {
	x := s.opts.exec
	n := func(v, def int64) string {
		switch {
		case v < 0:
			return "unlimited"
		case v == 0:
			v = def
		}
		return fmt.Sprint(v)
	}
	size := func(v, def int64) string {
		switch {
		case v < 0:
			return "unlimited"
		case v == 0:
			v = def
		}
		return formatSize(v)
	}
	timeout := pyinterp.DefaultTimeout.String()
	switch {
	case x.Timeout < 0:
		timeout = "none"
	case x.Timeout > 0:
		timeout = x.Timeout.String()
	}
	depth := x.MaxRecursionDepth
	if depth == 0 {
		depth = pyinterp.DefaultMaxRecursionDepth
	}
	return fmt.Sprintf("Limits per input: %s operations, %s while-loop iterations, timeout %s, memory %s, output %s, recursion depth %d.",
		n(x.MaxOperations, pyinterp.DefaultMaxOperations), n(x.MaxWhileIterations, pyinterp.DefaultMaxWhileIterations),
		timeout, size(x.MaxMemory, pyinterp.DefaultMaxMemory), size(x.MaxOutput, pyinterp.DefaultMaxOutput), depth)
}

const metaHelp = `Commands (at the >>> prompt):
  :vars     list the variables of the session with their values
  :reset    forget every variable, function, class and import
  :policy   show the limits, the authorized imports and the tools
  :save FILE  save the session (variables, functions, classes, imports)
  :load FILE  replace the session by the one saved in FILE
  :help     this text
Python input is run as in CPython's REPL: expression values are echoed
and kept in _, a compound statement ends with a blank line. Ctrl-C
interrupts a running input or discards the line; Ctrl-C again on an
empty prompt, or Ctrl-D, exits.
`

// meta runs a ":command" typed at the primary prompt.
func (s *session) meta(cmd string) {
	cmd, arg, _ := strings.Cut(cmd, " ")
	arg = strings.TrimSpace(arg)
	switch cmd {
	case ":save", ":load":
		if arg == "" {
			fmt.Fprintf(s.stderr, "%s needs a file name: %s FILE\n", cmd, cmd)
			return
		}
		if cmd == ":save" {
			if err := saveSession(s.ex, arg, s.stderr); err != nil {
				fmt.Fprintf(s.stderr, "%v\n", err)
				return
			}
			fmt.Fprintf(s.out, "(session saved to %s)\n", arg)
			return
		}
		if err := loadSession(s.ex, arg); err != nil {
			fmt.Fprintf(s.stderr, "%v\n", err)
			return
		}
		fmt.Fprintf(s.out, "(session loaded from %s)\n", arg)
		return
	}
	switch cmd {
	case ":help", ":h", ":?":
		io.WriteString(s.out, metaHelp)
	case ":vars":
		vars := s.vars()
		if len(vars) == 0 {
			io.WriteString(s.out, "(no variables)\n")
		}
		for _, v := range vars {
			r := v.Repr
			if utf8.RuneCountInString(r) > 200 {
				r = string([]rune(r)[:197]) + "..."
			}
			fmt.Fprintf(s.out, "%s: %s = %s\n", v.Name, v.Type, r)
		}
	case ":reset":
		s.ex.Reset()
		io.WriteString(s.out, "(namespace cleared)\n")
	case ":policy":
		fmt.Fprintf(s.out, "%s\nAuthorized imports: %s\nTools: %s\n",
			s.limitsLine(), strings.Join(s.ex.AuthorizedImports(), ", "), strings.Join(toolNames(s.ex.Tools()), ", "))
	default:
		fmt.Fprintf(s.stderr, "unknown command %s (:help lists them)\n", cmd)
	}
}

// variable is one variable of the session, for :vars.
type variable struct {
	Name string
	Type string // Python type name
	Repr string // repr() of the value, or "<type object>" when repr fails
}

// vars lists the session's variables (tools excluded), sorted by name,
// with their Python type and repr.
func (s *session) vars() []variable {
	vars, err := s.ex.Variables()
	if err != nil {
		fmt.Fprintf(s.stderr, "pyinterp: %v\n", err)
		return nil
	}
	var out []variable
	for _, name := range slices.Sorted(maps.Keys(vars)) {
		var o pyinterp.Opaque // any value converts to its type and repr
		if err := s.ex.Get(name, &o); err != nil {
			continue
		}
		out = append(out, variable{Name: name, Type: o.Type, Repr: o.Repr})
	}
	return out
}

func toolNames(tools []pyinterp.Tool) []string {
	names := make([]string, len(tools))
	for i, t := range tools {
		names[i] = t.Name
	}
	return names
}

// trackingWriter remembers whether the last byte written ended a line, so
// that the prompt starts on a line of its own after print(..., end="").
type trackingWriter struct {
	w       io.Writer
	midLine bool
}

func (t *trackingWriter) Write(p []byte) (int, error) {
	if len(p) > 0 {
		t.midLine = p[len(p)-1] != '\n'
	}
	return t.w.Write(p)
}

// endLine finishes a partly written line.
func (t *trackingWriter) endLine() {
	if t.midLine {
		t.Write([]byte("\n"))
	}
}
