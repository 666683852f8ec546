package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"math"
	"net"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/pyinterp/pyinterp/mcpserver"
	"github.com/pyinterp/pyinterp/server"
	sess "github.com/pyinterp/pyinterp/session"
	"github.com/pyinterp/pyinterp/session/redisstore"
)

// serveUsage is `pyinterp serve --help`.
const serveUsage = `usage: pyinterp serve [flags]

Serves pyinterp sessions to other processes (docs/protocol.md): JSON-RPC 2.0
on standard input and output, one JSON object per line, or an HTTP API with
--http ADDR. Audit logs (sessions, runs, tool calls, refused imports, limits)
go to standard error. SIGTERM or SIGINT stops the server: runs in progress may
finish within the grace period, the rest are cancelled; exit status 0.

flags:
`

// serveFlagDoc documents the flags of serve, in this order.
var serveFlagDoc = []flagHelp{
	{"http", "ADDR", "serve HTTP on ADDR (127.0.0.1:8080, :8080) instead of JSON-RPC on stdin/stdout"},
	{"token", "TOKEN", "bearer token HTTP clients must send (default $PYINTERP_TOKEN); required unless ADDR\nis a loopback address"},
	{"max-sessions", "N", "live sessions at most"},
	{"session-ttl", "DURATION", "close sessions idle this long; 0: never"},
	{"memory-budget", "SIZE", "memory all sessions may use: each reserves its max_memory when created"},
	{"max-request-size", "SIZE", "largest JSON-RPC message or HTTP request body"},
	{"max-code-size", "SIZE", "largest code of one run"},
	{"max-timeout", "DURATION", "largest timeout a session may ask for"},
	{"grace", "DURATION", "on SIGTERM, how long runs in progress may go on before they are cancelled"},
	{"workers", "", "run each session in its own worker process: a crash costs one session's run, not\nthe server"},
	{"spare-workers", "N", "worker processes kept started in advance (with --workers)"},
	{"allow-any-import", "", `let sessions authorize "*" (any import)`},
	{"store", "redis://HOST:PORT/DB", "keep sessions in Redis, shared by every server given the same store: each\nsession's state is saved after each run and read by a server that does not hold\nit; sessions expire there with --session-ttl. Default: this process's memory"},
	{"mount", "HOSTDIR:GUESTDIR[:ro|rw]", "mount a host directory in the file system of every session created with files\n(read-only unless :rw); repeatable. Nothing outside HOSTDIR is reachable"},
	{"workdir", "GUESTDIR", "the working directory of sessions with files"},
	{"log-format", "FORMAT", "json or text"},
	{"log-level", "LEVEL", "debug, info, warn or error"},
	{"max-operations", "N", "default operations per run of a session"},
	{"max-while-iterations", "N", "default iterations of any one while loop"},
	{"timeout", "DURATION", "default wall-clock time per run"},
	{"max-memory", "SIZE", "default memory a run may allocate"},
	{"max-output", "SIZE", "default bytes a run may print"},
	{"max-recursion", "N", "default depth of nested Python calls"},
}

// serveOptions are the parsed flags of serve.
type serveOptions struct {
	http, token                 string
	maxSessions                 int
	ttl, maxTimeout, grace      time.Duration
	budget, maxRequest, maxCode int64
	workers, worker, allowAny   bool
	spares                      int
	logFormat, logLevel         string
	store                       string // --store redis://HOST:PORT/DB
	defaults                    sess.Limits
	host                        options // --mount and --workdir
}

func parseServeFlags(args []string, stdout, stderr io.Writer) (o serveOptions, status int, ok bool) {
	fs := flag.NewFlagSet("pyinterp serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var help bool
	fs.BoolVar(&help, "help", false, "")
	fs.BoolVar(&help, "h", false, "")
	fs.StringVar(&o.http, "http", "", "")
	fs.StringVar(&o.token, "token", os.Getenv("PYINTERP_TOKEN"), "")
	fs.IntVar(&o.maxSessions, "max-sessions", sess.DefaultMaxSessions, "")
	fs.DurationVar(&o.ttl, "session-ttl", sess.DefaultTTL, "")
	fs.DurationVar(&o.maxTimeout, "max-timeout", sess.DefaultMaxTimeout, "")
	fs.DurationVar(&o.grace, "grace", 10*time.Second, "")
	o.budget, o.maxRequest, o.maxCode = sess.DefaultMemoryBudget, 16<<20, sess.DefaultMaxCodeSize
	fs.Var(positiveSize{&o.budget}, "memory-budget", "")
	fs.Var(positiveSize{&o.maxRequest}, "max-request-size", "")
	fs.Var(positiveSize{&o.maxCode}, "max-code-size", "")
	fs.BoolVar(&o.workers, "workers", false, "")
	fs.BoolVar(&o.worker, "worker", false, "") // internal: this process is a worker
	fs.IntVar(&o.spares, "spare-workers", 2, "")
	fs.BoolVar(&o.allowAny, "allow-any-import", false, "")
	fs.StringVar(&o.store, "store", "", "")
	addHostFileFlags(fs, &o.host)
	fs.StringVar(&o.logFormat, "log-format", "json", "")
	fs.StringVar(&o.logLevel, "log-level", "info", "")
	d := &o.defaults
	fs.Var(positiveInt{&d.MaxOperations}, "max-operations", "")
	fs.Var(positiveInt{&d.MaxWhileIterations}, "max-while-iterations", "")
	fs.Func("timeout", "", func(s string) error {
		t, err := time.ParseDuration(s)
		if err != nil || t <= 0 {
			return fmt.Errorf("want a positive duration such as 500ms, 10s or 2m, got %q", s)
		}
		d.Timeout = t
		return nil
	})
	fs.Var(positiveSize{&d.MaxMemory}, "max-memory", "")
	fs.Var(positiveSize{&d.MaxOutput}, "max-output", "")
	fs.Func("max-recursion", "", func(s string) (err error) {
		d.MaxRecursion, err = parseRecursion(s)
		return err
	})
	fs.Usage = func() { fmt.Fprintln(stderr, "(pyinterp serve --help lists the flags)") }
	if err := fs.Parse(args); err != nil {
		return o, exitUsage, false
	}
	if help {
		io.WriteString(stdout, serveUsage)
		writeFlagHelp(stdout, serveFlagDoc, map[string]string{
			"max-sessions": strconv.Itoa(sess.DefaultMaxSessions), "session-ttl": sess.DefaultTTL.String(),
			"memory-budget": formatSize(sess.DefaultMemoryBudget), "max-request-size": "16MiB",
			"max-code-size": formatSize(sess.DefaultMaxCodeSize), "max-timeout": sess.DefaultMaxTimeout.String(),
			"grace": "10s", "spare-workers": "2", "log-format": "json", "log-level": "info",
		})
		return o, exitOK, false
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "pyinterp serve: unexpected argument %q\n", fs.Arg(0))
		return o, exitUsage, false
	}
	if o.ttl == 0 {
		o.ttl = -1
	}
	if d.MaxMemory > o.budget {
		fmt.Fprintf(stderr, "pyinterp serve: --max-memory %d is larger than --memory-budget %d\n", d.MaxMemory, o.budget)
		return o, exitUsage, false
	}
	return o, exitOK, true
}

// positiveInt is a flag holding an integer > 0.
type positiveInt struct{ p *int64 }

func (f positiveInt) String() string { return "" }
func (f positiveInt) Set(s string) error {
	n, err := strconv.ParseInt(strings.ReplaceAll(s, "_", ""), 10, 64)
	if err != nil || n <= 0 {
		return fmt.Errorf("want a number > 0, got %q", s)
	}
	*f.p = n
	return nil
}

// positiveSize is a flag holding a byte size > 0.
type positiveSize struct{ p *int64 }

func (f positiveSize) String() string { return "" }
func (f positiveSize) Set(s string) error {
	n, err := parseSize(s)
	if err != nil {
		return err
	}
	if n <= 0 {
		return fmt.Errorf("want a size > 0, got %q", s)
	}
	*f.p = n
	return nil
}

// memoryMargin is what the Go runtime's soft memory limit allows above
// the programs' budget: the interpreter, buffers, garbage in flight. It
// is half of the 64 MiB by which a process's peak RSS may exceed the
// budget (issue 11): the soft limit counts the Go heap, not the stacks,
// the runtime's own structures or memory not yet returned to the system,
// and with the whole 64 MiB a program making garbage near its limit
// peaked at the limit + 72 MiB (TestPeakRSS).
const memoryMargin = 32 << 20

// cappedGCPercent is the Go collector's GOGC once the process has a
// soft memory limit. Interpreted programs keep a small live heap and make
// garbage fast (frames, boxed ints and floats, bound methods): at the
// default 100 the collector starts every 4 MiB of allocation and took
// 20-45% of the CPU time of the bench/ programs. At 400 it runs a quarter
// as often; the soft limit still collects as often as it must to hold
// the budget (peak RSS stays under budget + margin: TestPeakRSS).
const cappedGCPercent = 400

// setMemoryLimit tells the Go runtime the budget, so that garbage does
// not pile up to several times it before a collection, and paces the
// collector from it (cappedGCPercent) unless the user set GOGC.
func setMemoryLimit(budget int64) {
	if budget <= 0 || budget > math.MaxInt64-memoryMargin {
		return
	}
	debug.SetMemoryLimit(budget + memoryMargin)
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(cappedGCPercent)
	}
}

// serve is `pyinterp serve`.
func serve(args []string, stdin io.Reader, stdout, stderr io.Writer, limitMemory func(int64)) int {
	o, status, ok := parseServeFlags(args, stdout, stderr)
	if !ok {
		return status
	}
	logger, err := newLogger(stderr, o.logFormat, o.logLevel)
	if err != nil {
		return serveUsageError(stderr, err.Error())
	}
	host, err := hostFiles(o.host)
	if err != nil {
		return serveUsageError(stderr, err.Error())
	}

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, os.Interrupt)
	defer stop()

	if o.worker {
		// A worker serves its parent on stdin/stdout; its Go memory limit
		// follows its session's max_memory.
		err := server.ServeWorker(context.Background(), stdin, stdout, server.WorkerOptions{Version: version, Files: host, OnCreate: func(opts *sess.Options) {
			if limitMemory != nil {
				limitMemory(opts.MaxMemory)
			}
		}})
		if err != nil {
			fmt.Fprintf(stderr, "pyinterp serve --worker: %v\n", err)
			return exitError
		}
		return exitOK
	}

	if o.http != "" && !server.IsLoopback(o.http) && o.token == "" {
		return serveUsageError(stderr, fmt.Sprintf("--http %s listens beyond loopback: give a bearer token (--token or $PYINTERP_TOKEN)", o.http))
	}
	if limitMemory != nil {
		limitMemory(o.budget)
	}
	cfg := sess.Config{
		MaxSessions: o.maxSessions, TTL: o.ttl, MemoryBudget: o.budget, MaxCodeSize: int(min(o.maxCode, math.MaxInt32)),
		MaxTimeout: o.maxTimeout, Defaults: o.defaults, AllowAnyImport: o.allowAny, Logger: logger, Files: host,
	}
	srv := &server.Server{Version: version, Logger: logger, MaxRequestSize: int(min(o.maxRequest, math.MaxInt32)), Token: o.token}
	if o.store != "" {
		if o.workers {
			return serveUsageError(stderr, "--store needs the in-process backend: it cannot be used with --workers yet")
		}
		st, err := redisstore.New(ctx, redisstore.Options{URL: o.store, TTL: o.ttl})
		if err != nil {
			fmt.Fprintf(stderr, "pyinterp serve: --store: %v\n", err)
			return exitError
		}
		defer st.Close()
		cfg.Store = st
	}
	if o.workers {
		w, err := newWorkers(host, o.spares, logger)
		if err != nil {
			fmt.Fprintf(stderr, "pyinterp serve: --workers: %v\n", err)
			return exitError
		}
		srv.Workers, cfg.Backend = w, w
	}
	srv.Manager = sess.New(cfg)
	logger.Info("serving", slog.String("transport", transportName(o.http)), slog.String("version", version),
		slog.Bool("workers", o.workers), slog.Int("max_sessions", o.maxSessions), slog.Int64("memory_budget", o.budget))

	if o.http == "" {
		if err := srv.ServeStdio(ctx, stdin, stdout, o.grace); err != nil {
			logger.Error("stopped", slog.String("error", err.Error()))
			return exitError
		}
		srv.Manager.Shutdown(context.Background())
		logger.Info("stopped")
		return exitOK
	}
	mcps, err := mcpserver.New(mcpserver.Config{Manager: srv.Manager, Version: version, Logger: logger})
	if err != nil {
		fmt.Fprintf(stderr, "pyinterp serve: %v\n", err)
		return exitError
	}
	defer mcps.Close()
	srv.MCP = mcps.Handler(mcpserver.HTTPOptions{SessionTimeout: max(o.ttl, 0), MaxRequestSize: o.maxRequest})
	ln, err := net.Listen("tcp", o.http)
	if err != nil {
		fmt.Fprintf(stderr, "pyinterp serve: %v\n", err)
		return exitError
	}
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second, IdleTimeout: 2 * time.Minute, MaxHeaderBytes: 64 << 10}
	fmt.Fprintf(stderr, "pyinterp serve: listening on http://%s\n", ln.Addr())
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		logger.Error("stopped", slog.String("error", err.Error()))
		return exitError
	case <-ctx.Done():
	}
	// Stop accepting; let runs finish within the grace period, then
	// cancel them (their requests get their answers), then close.
	logger.Info("stopping", slog.Duration("grace", o.grace))
	gctx, cancel := context.WithTimeout(context.Background(), o.grace)
	defer cancel()
	go hs.Shutdown(gctx)
	srv.Manager.Shutdown(gctx)
	sctx, cancel2 := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel2()
	if err := hs.Shutdown(sctx); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		logger.Warn("http shutdown", slog.String("error", err.Error()))
	}
	logger.Info("stopped")
	return exitOK
}

// newLogger returns the audit logger the flags --log-format and
// --log-level describe, writing to w.
func newLogger(w io.Writer, format, level string) (*slog.Logger, error) {
	var lv slog.Level
	if err := lv.UnmarshalText([]byte(level)); err != nil {
		return nil, fmt.Errorf("--log-level: %v", err)
	}
	hopts := &slog.HandlerOptions{Level: lv}
	switch format {
	case "json":
		return slog.New(slog.NewJSONHandler(w, hopts)), nil
	case "text":
		return slog.New(slog.NewTextHandler(w, hopts)), nil
	}
	return nil, errors.New("--log-format: want json or text")
}

// hostFiles returns the host's part of sessions' file systems that the
// flags --mount and --workdir describe, host directories made absolute
// (worker processes get them on their command line).
func hostFiles(o options) (sess.HostFiles, error) {
	h := sess.HostFiles{WorkDir: o.vfs.WorkDir}
	for _, m := range o.mounts {
		dir, err := filepath.Abs(m.host)
		if err != nil {
			return h, fmt.Errorf("--mount %s: %v", m.host, err)
		}
		if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
			return h, fmt.Errorf("--mount %s:%s: %s is not a directory", m.host, m.guest, m.host)
		}
		h.Mounts = append(h.Mounts, sess.Mount{Host: dir, Guest: m.guest, Writable: m.writable})
	}
	return h, nil
}

// newWorkers returns the worker processes of sessions: this executable
// as `pyinterp serve --worker`, with the host's mounts.
func newWorkers(host sess.HostFiles, spares int, logger *slog.Logger) (*server.Workers, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, err
	}
	args := []string{"serve", "--worker", "--log-level", "error"}
	for _, m := range host.Mounts {
		mode := "ro"
		if m.Writable {
			mode = "rw"
		}
		args = append(args, "--mount", m.Host+":"+m.Guest+":"+mode)
	}
	if host.WorkDir != "" {
		args = append(args, "--workdir", host.WorkDir)
	}
	w := &server.Workers{
		Command: func() *exec.Cmd {
			cmd := exec.Command(exe, args...)
			cmd.Env = []string{} // the worker needs nothing from the environment
			return cmd
		},
		Spares: spares,
		Logger: logger,
	}
	if spares == 0 {
		w.Spares = -1
	}
	return w, nil
}

func transportName(addr string) string {
	if addr == "" {
		return "stdio"
	}
	return "http " + addr
}

func serveUsageError(stderr io.Writer, msg string) int {
	fmt.Fprintf(stderr, "pyinterp serve: %s\n(pyinterp serve --help lists the flags)\n", msg)
	return exitUsage
}
