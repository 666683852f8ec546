// Command pyfuzz runs Python programs through pyinterp in a child
// process and reports the host-safety invariants they violate (see
// package harness).
//
//	pyfuzz run [flags] FILE.py|-c CODE   run one program, print its outcome
//	pyfuzz corpus [flags] [PATTERN]      run the attack corpus (payload ids matching PATTERN)
//	pyfuzz gen [flags]                   print a generated program
//	pyfuzz fuzz [flags]                  run generated programs until -duration ends
//	pyfuzz min [flags] FILE.py           minimize a program that violates an invariant
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"regexp"
	"time"

	"github.com/pyinterp/pyinterp/fuzz/harness"
)

func main() {
	if harness.IsWorker() {
		harness.WorkerMain()
		return
	}
	if len(os.Args) < 2 {
		usage()
	}
	cmd, args := os.Args[1], os.Args[2:]
	switch cmd {
	case "run":
		os.Exit(runCmd(args))
	case "corpus":
		os.Exit(corpusCmd(args))
	case "gen":
		os.Exit(genCmd(args))
	case "fuzz":
		os.Exit(fuzzCmd(args))
	case "min":
		os.Exit(minCmd(args))
	}
	usage()
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: pyfuzz run|corpus|gen|fuzz|min [flags] (see go doc ./fuzz/cmd/pyfuzz)")
	os.Exit(2)
}

// limitFlags registers the limit flags on fs.
func limitFlags(fs *flag.FlagSet) *harness.Limits {
	l := harness.DefaultLimits
	fs.DurationVar(&l.Timeout, "timeout", l.Timeout, "timeout of a run")
	fs.Int64Var(&l.MaxMemory, "max-memory", l.MaxMemory, "memory limit of a run, bytes")
	fs.Int64Var(&l.MaxOperations, "max-operations", l.MaxOperations, "operation limit of a run")
	fs.Int64Var(&l.MaxOutput, "max-output", l.MaxOutput, "output limit of a run, bytes")
	fs.BoolVar(&l.Files, "files", l.Files, "give the program a file system (corpus files with a '# files' line get one anyway)")
	return &l
}

func runCmd(args []string) int {
	fs := flag.NewFlagSet("run", flag.ExitOnError)
	l := limitFlags(fs)
	code := fs.String("c", "", "program text")
	fs.Parse(args)
	src := *code
	if src == "" {
		if fs.NArg() != 1 {
			usage()
		}
		data, err := os.ReadFile(fs.Arg(0))
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 2
		}
		src = string(data)
	}
	r := harness.NewRunner(harness.RunnerOptions{})
	defer r.Close()
	o, err := r.Run(src, *l)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	out, _ := json.MarshalIndent(o, "", "  ")
	fmt.Println(string(out))
	fs2 := o.Check(*l)
	for _, f := range fs2 {
		fmt.Println("FINDING", f)
	}
	if len(fs2) > 0 {
		return 1
	}
	return 0
}

func corpusCmd(args []string) int {
	fs := flag.NewFlagSet("corpus", flag.ExitOnError)
	l := limitFlags(fs)
	dir := fs.String("dir", "fuzz/testdata/attacks", "corpus directory")
	fs.Parse(args)
	pat := regexp.MustCompile(fs.Arg(0))
	payloads, err := harness.LoadCorpus(*dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	r := harness.NewRunner(harness.RunnerOptions{})
	defer r.Close()
	failed := 0
	for _, p := range payloads {
		if !pat.MatchString(p.ID) {
			continue
		}
		pl := *l
		pl.Files = pl.Files || p.Files
		if p.Timeout != 0 {
			pl.Timeout = p.Timeout
		}
		o, err := r.Run(p.Code, pl)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 2
		}
		status := "ok"
		if fs := o.Check(pl); len(fs) > 0 {
			status = fs[0].String()
			failed++
		}
		fmt.Printf("%-60s %6v %6v past %4dMiB %s %s: %.80s | %s\n", p.ID, o.Wall.Round(time.Millisecond), o.CPUPastDeadline.Round(time.Millisecond), (o.PeakRSS-o.BaseRSS)>>20, o.Err, o.ErrType, o.ErrMessage, status)
	}
	if failed > 0 {
		return 1
	}
	return 0
}

func minCmd(args []string) int {
	fs := flag.NewFlagSet("min", flag.ExitOnError)
	l := limitFlags(fs)
	fs.Parse(args)
	if fs.NArg() != 1 {
		usage()
	}
	data, err := os.ReadFile(fs.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	r := harness.NewRunner(harness.RunnerOptions{})
	defer r.Close()
	o, err := r.Run(string(data), *l)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	found := o.Check(*l)
	if len(found) == 0 {
		fmt.Fprintln(os.Stderr, "no finding")
		return 1
	}
	min, mo := minimizeProgram(r, string(data), found[0], signature(found[0], o), *l)
	for _, f := range mo.Check(*l) {
		fmt.Println("#", f)
	}
	fmt.Print(min)
	return 0
}
