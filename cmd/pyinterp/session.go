package main

// Saving and loading sessions: --save-session FILE and --load-session FILE
// for programs and the REPL, :save and :load in the REPL. A session file
// is an executor snapshot (docs/snapshot.md).

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/pyinterp/pyinterp"
)

// loadSession restores the namespace saved in path.
func loadSession(ex *pyinterp.Executor, path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("loading session %s: %v", quotePath(path), describeOSError(err))
	}
	if err := ex.Restore(data); err != nil {
		return fmt.Errorf("loading session %s: %s", quotePath(path), strings.TrimPrefix(err.Error(), "pyinterp: "))
	}
	return nil
}

// saveSession saves the namespace to path (written whole or not at all:
// a temporary file renamed over it). Variables whose values cannot be
// saved are left out, with a warning on stderr.
func saveSession(ex *pyinterp.Executor, path string, stderr io.Writer) error {
	data, skipped, err := ex.SnapshotWith(pyinterp.SnapshotOptions{SkipUnsupported: true})
	if err != nil {
		return fmt.Errorf("saving session %s: %s", quotePath(path), strings.TrimPrefix(err.Error(), "pyinterp: "))
	}
	if len(skipped) > 0 {
		fmt.Fprintf(stderr, "pyinterp: not saved (values that cannot be saved): %s\n", strings.Join(skipped, ", "))
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".*.tmp")
	if err == nil {
		_, err = tmp.Write(data)
		if cerr := tmp.Close(); err == nil {
			err = cerr
		}
		if err == nil {
			err = os.Rename(tmp.Name(), path)
		}
		if err != nil {
			os.Remove(tmp.Name())
		}
	}
	if err != nil {
		return fmt.Errorf("saving session %s: %v", quotePath(path), describeOSError(err))
	}
	return nil
}
