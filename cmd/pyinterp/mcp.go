package main

import (
	"cmp"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/pyinterp/pyinterp"
	"github.com/pyinterp/pyinterp/mcpserver"
	sess "github.com/pyinterp/pyinterp/session"
)

// mcpUsage is `pyinterp mcp --help`.
const mcpUsage = `usage: pyinterp mcp [flags]

Serves a sandboxed Python tool over the Model Context Protocol on standard
input and output (MCP's stdio transport), for MCP hosts: desktop assistants,
IDEs, agent SDKs. The tool run_python runs code in a Python session that lasts
as long as the connection (variables, functions and imports carry over);
reset_python starts it afresh. The flags set the sandbox as they do for the
command: authorized imports, limits, files. Audit logs (runs, refused imports,
limits) go to standard error. docs/mcp.md shows a host's configuration.

flags:
`

// mcpOnlyFlagDoc documents the flags of mcp that the command lacks.
var mcpOnlyFlagDoc = []flagHelp{
	{"workers", "", "run the Python session in a worker process: a crash of the interpreter costs the\nsession's state, not the server"},
	{"progress-interval", "DURATION", "how often a run reports its progress to a client that asks for it"},
	{"log-format", "FORMAT", "json or text"},
	{"log-level", "LEVEL", "debug, info, warn or error"},
	{"help", "", "print this help and exit"},
}

// mcpOptions are the parsed flags of mcp.
type mcpOptions struct {
	options             // the executor's, as for the command
	workers             bool
	progress            time.Duration
	logFormat, logLevel string
}

func parseMCPFlags(args []string, stdout, stderr io.Writer) (o mcpOptions, status int, ok bool) {
	fs := flag.NewFlagSet("pyinterp mcp", flag.ContinueOnError)
	fs.SetOutput(stderr)
	finish := addExecFlags(fs, &o.options)
	var help bool
	fs.BoolVar(&help, "help", false, "")
	fs.BoolVar(&help, "h", false, "")
	fs.BoolVar(&o.workers, "workers", false, "")
	fs.DurationVar(&o.progress, "progress-interval", mcpserver.DefaultProgressInterval, "")
	fs.StringVar(&o.logFormat, "log-format", "json", "")
	fs.StringVar(&o.logLevel, "log-level", "info", "")
	fs.Usage = func() { fmt.Fprintln(stderr, "(pyinterp mcp --help lists the flags)") }
	if err := fs.Parse(args); err != nil {
		return o, exitUsage, false
	}
	if help {
		io.WriteString(stdout, mcpUsage)
		defaults := execFlagDefaults()
		defaults["log-format"], defaults["log-level"] = "json", "info"
		defaults["progress-interval"] = mcpserver.DefaultProgressInterval.String()
		writeFlagHelp(stdout, append(append([]flagHelp(nil), execFlagDoc...), mcpOnlyFlagDoc...), defaults)
		return o, exitOK, false
	}
	if o.progress <= 0 {
		fmt.Fprintf(stderr, "pyinterp mcp: --progress-interval must be positive\n(pyinterp mcp --help lists the flags)\n")
		return o, exitUsage, false
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "pyinterp mcp: unexpected argument %q\n(pyinterp mcp --help lists the flags)\n", fs.Arg(0))
		return o, exitUsage, false
	}
	finish()
	return o, exitOK, true
}

// mcpConfig returns the session manager's configuration and the sessions'
// options that the flags describe: the limits are the manager's defaults
// (none allowed: the host chose them), the imports and file quotas the
// sessions' options, the mounts the host's files.
func mcpConfig(o mcpOptions, host sess.HostFiles) (sess.Config, sess.Options) {
	x := o.exec
	cfg := sess.Config{
		TTL: -1, // the session lasts as long as the connection
		Defaults: sess.Limits{
			MaxOperations: x.MaxOperations, MaxWhileIterations: x.MaxWhileIterations, Timeout: x.Timeout,
			MaxMemory: x.MaxMemory, MaxOutput: x.MaxOutput, MaxRecursion: x.MaxRecursionDepth,
		},
		MemoryBudget:   max(sess.DefaultMemoryBudget, x.MaxMemory),
		MaxTimeout:     max(sess.DefaultMaxTimeout, x.Timeout),
		AllowAnyImport: true,
		AllowNoLimits:  true,
		Files:          host,
	}
	opts := sess.Options{AuthorizedImports: x.AuthorizedImports, SmolagentsLastValue: x.SmolagentsLastValue}
	if o.files {
		v := o.vfs
		opts.Files = &sess.FilesOptions{MaxWriteBytes: v.MaxWriteBytes, MaxFiles: v.MaxFiles, MaxFileSize: v.MaxFileSize, MaxOpenFiles: v.MaxOpenFiles}
	}
	return cfg, opts
}

// mcpCommand is `pyinterp mcp`.
func mcpCommand(args []string, stdin io.Reader, stdout, stderr io.Writer, limitMemory func(int64)) int {
	o, status, ok := parseMCPFlags(args, stdout, stderr)
	if !ok {
		return status
	}
	usage := func(msg string) int {
		fmt.Fprintf(stderr, "pyinterp mcp: %s\n(pyinterp mcp --help lists the flags)\n", msg)
		return exitUsage
	}
	logger, err := newLogger(stderr, o.logFormat, o.logLevel)
	if err != nil {
		return usage(err.Error())
	}
	host, err := hostFiles(o.options)
	if err != nil {
		return usage(err.Error())
	}
	if o.files {
		// Check the file system now rather than at the first run.
		files, err := newFiles(o.options)
		if err != nil {
			return usage(err.Error())
		}
		files.Close()
	}
	cfg, opts := mcpConfig(o, host)
	cfg.Logger = logger
	if o.workers {
		w, err := newWorkers(host, 0, logger) // one session: no spare worker
		if err != nil {
			fmt.Fprintf(stderr, "pyinterp mcp: --workers: %v\n", err)
			return exitError
		}
		cfg.Backend = w
	} else if limitMemory != nil {
		// One session runs in this process, as the command's program.
		if m := cmp.Or(o.exec.MaxMemory, pyinterp.DefaultMaxMemory); m > 0 {
			limitMemory(m)
		}
	}
	m := sess.New(cfg)
	defer m.Shutdown(context.Background())
	srv, err := mcpserver.New(mcpserver.Config{Manager: m, Options: opts, Version: version, Logger: logger, ProgressInterval: o.progress})
	if err != nil {
		return usage(err.Error())
	}
	defer srv.Close()
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, os.Interrupt)
	defer stop()
	logger.Info("serving", "transport", "mcp stdio", "version", version, "workers", o.workers)
	if err := srv.Serve(ctx, stdin, stdout); err != nil {
		logger.Error("stopped", "error", err.Error())
		return exitError
	}
	logger.Info("stopped")
	return exitOK
}
